import { describe, expect, it } from 'vitest';
import { RATING } from '../constants.ts';
import { valueWeight } from './affinity.ts';
import { profileToEntries } from './entries.ts';
import type { TasteFeatures } from './features.ts';
import { DISLIKE_WEIGHT, fitCrowd, fitProfile } from './model.ts';

const work = (over: Partial<TasteFeatures> = {}): TasteFeatures => ({ id: 1, colours: [], subjects: [], materials: [], formal: {}, listedAt: 0, ...over });

describe('profileToEntries', () => {
  const crowd = fitCrowd([{ features: work({ id: 9, colours: [2, 3], subjects: [5] }), rating: RATING.like }]);
  const profile = fitProfile(
    [
      { features: work({ id: 1, colours: [15, 14], subjects: [40], materials: ['surface:14', 'medium:1'], formal: { 2: 0.9 } }), rating: RATING.like },
      { features: work({ id: 2, colours: [7], formal: { 2: 0.1, 5: 0.5 } }), rating: RATING.dislike },
    ],
    crowd,
  );

  it('writes the spec’s shapes with names from the code lists, in list order, for the values the collector rated', () => {
    const entries = profileToEntries(profile);
    expect(entries.colour.map((e) => [e.id, e.name, e.evidence])).toEqual([
      ['7', 'Red', DISLIKE_WEIGHT],
      ['14', 'Blue', 1],
      ['15', 'Navy', 1],
    ]);
    expect(entries.colour[1]!.tpScore).toBe(valueWeight(profile, 'colour', 14));
    expect(entries.colour[1]!.tpScore).toBeGreaterThan(0);
    expect(entries.colour[0]!.tpScore).toBeLessThan(0);
    // The crowd's colours 2 and 3 are the prior, not the collector's: they are not written.
    expect(entries.colour.some((e) => e.id === '2')).toBe(false);
    expect(entries.content.map((e) => e.name)).toEqual(['Landscape']);
    expect(entries.material.map((e) => e.id)).toEqual(['medium:1', 'surface:14']);
    expect(entries.formal.map((e) => [e.id, e.denominator])).toEqual([
      [2, 1 + DISLIKE_WEIGHT],
      [5, DISLIKE_WEIGHT],
    ]);
    // The abstract work was liked and the representational one disliked: the preferred position is the abstract pole.
    expect(entries.formal[0]).toMatchObject({ userRating: 1, tpScore: 1 });
    expect(JSON.parse(JSON.stringify(entries))).toEqual(entries);
  });
});
