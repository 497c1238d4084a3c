import { describe, expect, it } from 'vitest';
import { createRng, forkRng } from './prng.ts';

describe('prng', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int within its inclusive bounds and forks independent streams', () => {
    const r = createRng(1);
    const values = Array.from({ length: 2000 }, () => r.int(3, 6));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(6);
    expect(forkRng(1, 'work', 1).next()).not.toBe(forkRng(1, 'work', 2).next());
  });
});
