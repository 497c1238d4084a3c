import { describe, expect, it } from 'vitest';
import { memoryUsedChallengeStore } from './captcha-store.ts';

describe('memoryUsedChallengeStore', () => {
  it('lets an id be claimed once until it expires', async () => {
    let now = 1_000;
    const store = memoryUsedChallengeStore({ now: () => now });
    expect(await store.claim('a', 2_000)).toBe(true);
    expect(await store.claim('a', 2_000)).toBe(false);
    expect(await store.claim('b', 2_000)).toBe(true);
    now = 2_001;
    expect(await store.claim('a', 3_000)).toBe(true);
  });

  it('forgets expired ids so memory does not grow without bound', async () => {
    let now = 0;
    const store = memoryUsedChallengeStore({ now: () => now, pruneEveryMs: 100 });
    for (let i = 0; i < 50; i += 1) await store.claim(`id-${i}`, 500);
    await store.claim('late', 10_000);
    expect(store.size()).toBe(51);
    now = 600;
    await store.claim('fresh', 10_000);
    expect(store.size()).toBe(2);
  });
});
