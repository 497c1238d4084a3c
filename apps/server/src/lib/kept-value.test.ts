import { describe, expect, it } from 'vitest';
import { KeptValue } from './kept-value.ts';

describe('KeptValue', () => {
  it('reads once per version and age, shares a read in flight, and keeps no failed read', async () => {
    let reads = 0;
    let fail = false;
    const kept = new KeptValue(async () => {
      reads += 1;
      if (fail) throw new Error('down');
      return reads;
    }, 1_000);

    const first = kept.get(1, 0);
    expect(kept.get(1, 500)).toBe(first);
    expect(await first).toBe(1);
    expect(await kept.get(2, 500)).toBe(2); // a new version
    expect(await kept.get(2, 1_600)).toBe(3); // older than its age
    kept.clear();
    expect(await kept.get(2, 1_700)).toBe(4);

    fail = true;
    kept.clear();
    await expect(kept.get(2, 1_800)).rejects.toThrow('down');
    fail = false;
    expect(await kept.get(2, 1_800)).toBe(6); // the failure was not kept
  });
});
