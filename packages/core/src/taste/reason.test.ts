import { describe, expect, it } from 'vitest';
import { RATING } from '../constants.ts';
import { explainAffinity } from './affinity.ts';
import type { RatedWork, TasteFeatures } from './features.ts';
import { fitProfile } from './model.ts';
import { reasonLine, reasonsFor } from './reason.ts';

const work = (over: Partial<TasteFeatures> = {}): TasteFeatures => ({ id: 1, colours: [], subjects: [], materials: [], formal: {}, listedAt: 0, ...over });

// Six liked works with Blue, four of them Landscapes; two disliked Red ones; one liked Red one.
const history: RatedWork[] = [
  ...[1, 2, 3, 4].map((id) => ({ features: work({ id, colours: [14], subjects: [40], formal: { 11: 0.9 } }), rating: RATING.like })),
  ...[5, 6].map((id) => ({ features: work({ id, colours: [14], subjects: [65] }), rating: RATING.like })),
  ...[7, 8].map((id) => ({ features: work({ id, colours: [7] }), rating: RATING.dislike })),
  { features: work({ id: 9, colours: [7] }), rating: RATING.like },
];
const profile = fitProfile(history);
const why = (features: TasteFeatures) => explainAffinity(profile, features);

describe('reasons', () => {
  it('names the strongest liked values and counts the liked works that had both', () => {
    const reasons = reasonsFor(why(work({ id: 20, colours: [14, 7], subjects: [40], formal: { 11: 0.8 } })), history);
    // Red was disliked twice and liked once: no reason. Blue was on every like, so the base rate
    // explains most of it and it adds least.
    expect(reasons.map((r) => [r.attribute, r.name, r.likedWorks])).toEqual([
      ['content', 'Landscape', 4],
      ['formal', 'Bouba', 4],
      ['colour', 'Blue', 6],
    ]);
    expect(reasonLine(why(work({ id: 20, colours: [14, 7], subjects: [40], formal: { 11: 0.8 } })), history)).toBe('You liked 4 landscape works with round forms');
  });

  it('names one kind of work at a time, and one value when no liked work had both', () => {
    // Landscape (four likes) and Still Life (two likes) never met on a liked work. The landscapes
    // share their likes with their round forms, so Still Life weighs more and is the one named.
    expect(reasonLine(why(work({ id: 21, subjects: [40, 65] })), history)).toBe('You liked 2 still life works');
    expect(reasonLine(why(work({ id: 22, colours: [14] })), history)).toBe('You liked 6 works with blues');
  });

  it('names a formal leaning in words, and says nothing when nothing liked is there', () => {
    expect(reasonLine(why(work({ id: 23, formal: { 11: 0.95 } })), history)).toBe('You liked 4 works with round forms');
    expect(reasonLine(why(work({ id: 24, colours: [7], formal: { 11: 0.1 } })), history)).toBeNull();
    expect(reasonLine(why(work({ id: 25, colours: [2] })), history)).toBeNull();
  });

  it('reads like product copy: colours and forms together, surfaces, themes and mediums', () => {
    expect(reasonLine(why(work({ id: 26, colours: [14], formal: { 11: 0.9 } })), history)).toBe('You liked 4 works with round forms and blues');
    const painter: RatedWork[] = [1, 2, 3].map((id) => ({
      features: work({ id, colours: [15], subjects: [43], materials: ['medium:1', 'surface:14'] }),
      rating: RATING.like,
    }));
    const painterProfile = fitProfile(painter);
    const line = (features: TasteFeatures) => reasonLine(explainAffinity(painterProfile, features), painter);
    expect(line(work({ id: 30, subjects: [43], materials: ['surface:14'] }))).toBe('You liked 3 works on canvas about memory');
    expect(line(work({ id: 31, colours: [15], materials: ['medium:1'] }))).toBe('You liked 3 works with oil paint and navy blues');
    expect(line(work({ id: 32, colours: [15, 2] }))).toBe('You liked 3 works with navy blues');
  });

  it('adds a second value only when liked works often had both', () => {
    const taste: RatedWork[] = [
      ...[1, 2, 3, 4, 5, 6].map((id) => ({ features: work({ id, subjects: [31] }), rating: RATING.like })),
      { features: work({ id: 7, subjects: [31, 5] }), rating: RATING.like },
    ];
    const explained = explainAffinity(fitProfile(taste), work({ id: 40, subjects: [31, 5] }));
    // Geometry: 7 liked works; Beauty came with it once, too rarely to name.
    expect(reasonLine(explained, taste)).toBe('You liked 7 geometric works');
  });

  it('names values that every liked work had together in the work’s own order, whatever the last bit of the fit', () => {
    // Still Life and Interiors came together on every liked work: their lifts are equal but for rounding.
    const together: RatedWork[] = [1, 2, 3].map((id) => ({ features: work({ id, subjects: [65, 38] }), rating: RATING.like }));
    for (const form of ['primal', 'dual'] as const) {
      const fitted = fitProfile(together, undefined, form);
      expect(reasonLine(explainAffinity(fitted, work({ id: 50, subjects: [65, 38] })), together)).toBe('You liked 3 still life works');
      expect(reasonLine(explainAffinity(fitted, work({ id: 51, subjects: [38, 65] })), together)).toBe('You liked 3 interior works');
    }
  });
});
