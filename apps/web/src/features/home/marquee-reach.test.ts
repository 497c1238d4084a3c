import { describe, expect, it } from 'vitest';
import { nearPositions } from './marquee-reach.ts';

const span = (position: number, left: number, width = 200) => ({ position, left, right: left + width });

describe('nearPositions', () => {
  const row = { left: 0, right: 400 };

  it('takes the pictures drawn in the row and within the reach either side, not those further off', () => {
    const pictures = [span(0, -700), span(1, -450), span(2, 0), span(3, 200), span(4, 500), span(5, 790), span(6, 801)];
    expect(nearPositions(row, pictures, 400)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has nothing near in a row that is not laid out, and skips pictures with no width', () => {
    expect(nearPositions({ left: 0, right: 0 }, [span(0, 0, 0), span(1, 0)], 400)).toEqual([]);
    expect(nearPositions(row, [span(0, 0, 0), span(1, 100)], 400)).toEqual([1]);
  });
});
