import { describe, expect, it } from 'vitest';
import { RATING } from '../constants.ts';
import { profileFromEntries, profileToEntries } from './entries.ts';
import type { TasteFeatures } from './features.ts';
import { foldProfile } from './profile.ts';

const work = (over: Partial<TasteFeatures> = {}): TasteFeatures => ({ id: 1, colours: [], subjects: [], materials: [], formal: {}, listedAt: 0, ...over });
const blue = work({ colours: [15, 14], subjects: [40], materials: ['surface:14', 'medium:14', 'medium:1'], formal: { 8: 0.8, 1: 0.2 } });
const profile = foldProfile([
  { features: blue, rating: RATING.like },
  { features: work({ id: 2, formal: { 1: 0.2 } }), rating: RATING.dislike },
]);

describe('profile entries', () => {
  it('writes the spec shapes with names from the code lists, in list order', () => {
    const entries = profileToEntries(profile);
    expect(entries.colour).toEqual([
      { id: '14', name: 'Blue', tpScore: expect.closeTo(-0.1, 15) },
      { id: '15', name: 'Navy', tpScore: expect.closeTo(-0.1, 15) },
    ]);
    expect(entries.content).toEqual([{ id: '40', name: 'Landscape', tpScore: expect.closeTo(-0.1, 15) }]);
    expect(entries.material.map((e) => [e.id, e.name])).toEqual([
      ['medium:1', 'Oil paint'],
      ['medium:14', 'Encaustic'],
      ['surface:14', 'Canvas'],
    ]);
    expect(entries.formal).toEqual([
      { id: 1, name: 'Representational-Abstract', denominator: 3, userRating: expect.closeTo(0.6, 15), tpScore: expect.closeTo(0.6, 15) },
      { id: 8, name: 'Dark-Light', denominator: 1, userRating: 0.8, tpScore: 0.8 },
    ]);
  });

  it('reads back to the same profile', () => {
    const back = profileFromEntries(profileToEntries(profile));
    expect(back.colour).toEqual(profile.colour);
    expect(back.content).toEqual(profile.content);
    expect(back.material).toEqual(profile.material);
    expect(back.formal.get(8)).toEqual(profile.formal.get(8));
    expect(back.formal.get(1)?.denominator).toBe(3);
    expect(back.formal.get(1)?.sum).toBeCloseTo(1.8, 14);
  });

  it('writes a score past the largest double as the largest double, which JSON can hold', () => {
    const overflowed = { ...profile, colour: new Map([[7, Number.POSITIVE_INFINITY]]) };
    const entry = profileToEntries(overflowed).colour[0];
    expect(entry?.tpScore).toBe(Number.MAX_VALUE);
    expect(JSON.parse(JSON.stringify(entry))).toEqual(entry);
  });

  it('refuses entries with ids that name no value', () => {
    const entries = profileToEntries(profile);
    expect(() => profileFromEntries({ ...entries, colour: [{ id: 'blue', name: 'Blue', tpScore: 0 }] })).toThrow(/colour profile entry/);
    expect(() => profileFromEntries({ ...entries, material: [{ id: '3', name: 'Watercolor', tpScore: 0 }] })).toThrow(/material profile entry/);
  });
});
