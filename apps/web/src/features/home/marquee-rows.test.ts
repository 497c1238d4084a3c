import { describe, expect, it } from 'vitest';
import { marqueeRows, MARQUEE_MAX_PER_ROW, MARQUEE_MIN_PER_ROW } from './marquee-rows.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('marqueeRows', () => {
  it('starts row i at slide i·k with k = floor(n / rows)', () => {
    const rows = marqueeRows(range(16), 4);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row[0])).toEqual([0, 4, 8, 12]);
    expect(rows[1]?.slice(0, 13)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]);
  });

  it('repeats a short list so each row is wide enough to loop', () => {
    const rows = marqueeRows(range(3), 4);
    expect(rows.map((row) => row.length)).toEqual(Array(4).fill(MARQUEE_MIN_PER_ROW));
    // k is at least 1 even when there are fewer slides than rows.
    expect(rows.map((row) => row[0])).toEqual([0, 1, 2, 0]);
  });

  it('caps long lists', () => {
    const rows = marqueeRows(range(100), 4);
    expect(rows.every((row) => row.length === MARQUEE_MAX_PER_ROW)).toBe(true);
    expect(rows.map((row) => row[0])).toEqual([0, 25, 50, 75]);
  });

  it('has no rows without slides', () => {
    expect(marqueeRows([], 4)).toEqual([]);
  });
});
