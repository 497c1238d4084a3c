import { describe, expect, it } from 'vitest';
import { PROFILE_RECOMPUTE_EVERY } from '../constants.ts';
import { nextCounter } from './counter.ts';

describe('nextCounter', () => {
  it('re-ranks on every fifth rating and returns to 0', () => {
    expect(PROFILE_RECOMPUTE_EVERY).toBe(5);
    let counter = 0;
    const reranks: number[] = [];
    for (let rating = 1; rating <= 12; rating += 1) {
      const next = nextCounter(counter);
      if (next.rerank) reranks.push(rating);
      counter = next.counter;
    }
    expect(reranks).toEqual([5, 10]);
    expect(counter).toBe(2);
  });

  it('counts up without re-ranking before the fifth', () => {
    expect(nextCounter(0)).toEqual({ counter: 1, rerank: false });
    expect(nextCounter(3)).toEqual({ counter: 4, rerank: false });
    expect(nextCounter(4)).toEqual({ counter: 0, rerank: true });
  });

  it('starts a batch over from a counter it cannot read', () => {
    expect(nextCounter(Number.NaN)).toEqual({ counter: 1, rerank: false });
    expect(nextCounter(-3)).toEqual({ counter: 1, rerank: false });
    expect(nextCounter(9)).toEqual({ counter: 0, rerank: true });
  });
});
