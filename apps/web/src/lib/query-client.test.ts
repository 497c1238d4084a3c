import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, DRAWN_ANSWER_FRESH_MS, freshWhenDrawn, noteDrawnAnswers } from './query-client.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('answers a drawn page came with', () => {
  it('count as fresh for a while after the take-over, and only those very answers', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const client = createQueryClient();
    const drawn = { items: [1, 2] };
    client.setQueryData(['drawn'], drawn);
    noteDrawnAnswers(client);
    const staleTime = freshWhenDrawn(0);

    expect(staleTime({ state: { data: drawn } })).toBe(Infinity);
    // An answer read since is another object: read again as usual.
    expect(staleTime({ state: { data: { items: [1, 2] } } })).toBe(0);
    expect(staleTime({ state: { data: undefined } })).toBe(0);
    expect(freshWhenDrawn(5_000)({ state: { data: 'text' } })).toBe(5_000);

    vi.advanceTimersByTime(DRAWN_ANSWER_FRESH_MS);
    // Later, coming back to the page reads it again.
    expect(staleTime({ state: { data: drawn } })).toBe(0);
  });
});
