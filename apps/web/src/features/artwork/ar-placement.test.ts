import { describe, expect, it } from 'vitest';
import { arArtworkSize } from './ar-placement.ts';

describe('the AR work size', () => {
  it('fills 60% of the view on the side that limits it, keeping the aspect', () => {
    expect(arArtworkSize({ width: 1000, height: 800 }, 4 / 3)).toEqual({ width: 600, height: 450 });
    expect(arArtworkSize({ width: 1000, height: 800 }, 0.5)).toEqual({ width: 240, height: 480 });
    // A phone held upright: the width limits a landscape work.
    expect(arArtworkSize({ width: 400, height: 800 }, 2)).toEqual({ width: 240, height: 120 });
    // A square work in a square view.
    expect(arArtworkSize({ width: 500, height: 500 }, 1)).toEqual({ width: 300, height: 300 });
  });

  it('has no size until the view has one', () => {
    expect(arArtworkSize({ width: 0, height: 800 }, 1)).toBeNull();
    expect(arArtworkSize({ width: 800, height: 800 }, Number.NaN)).toBeNull();
  });
});
