import { describe, expect, it } from 'vitest';
import { RATING } from '../constants.ts';
import { affinity, affinityTerms, explainAffinity, rankWorks } from './affinity.ts';
import { AFFINITY_DIVISOR, AFFINITY_WEIGHTS } from './constants.ts';
import type { TasteFeatures } from './features.ts';
import { emptyProfile, foldProfile } from './profile.ts';

const work = (over: Partial<TasteFeatures> = {}): TasteFeatures => ({ id: 1, colours: [], subjects: [], materials: [], formal: {}, listedAt: 0, ...over });

// Liked: Blue, Navy, Landscape, oil on canvas, fairly representational (0.2), light (0.8).
// Disliked: Red, Portrait, oil, strongly abstract (0.9).
const liked = work({ id: 1, colours: [14, 15], subjects: [40], materials: ['medium:1', 'surface:14'], formal: { 1: 0.2, 8: 0.8 } });
const disliked = work({ id: 2, colours: [7], subjects: [56], materials: ['medium:1'], formal: { 1: 0.9 } });
const profile = foldProfile([
  { features: liked, rating: RATING.like },
  { features: disliked, rating: RATING.dislike },
]);
// Blue (liked), Red (disliked), White (untested); Landscape; oil (liked then disliked) on linen.
const candidate = work({ id: 3, colours: [14, 7, 2], subjects: [40], materials: ['medium:1', 'surface:25'], formal: { 1: 0.1, 3: 0.7, 8: 0.5 } });

describe('affinity', () => {
  it('weighs colour 1, material 2, formal 3 and content 2 over 8', () => {
    expect(AFFINITY_WEIGHTS).toEqual({ colour: 1, content: 2, material: 2, formal: 3 });
    expect(AFFINITY_WEIGHTS.colour + AFFINITY_WEIGHTS.content + AFFINITY_WEIGHTS.material + AFFINITY_WEIGHTS.formal).toBe(AFFINITY_DIVISOR);
  });

  it('matches a hand computation', () => {
    const terms = affinityTerms(profile, candidate);
    // C = (p(−0.1) + p(0.2) + p(0)) / 3 = (0.55 + 0.4 + 0.5) / 3
    expect(terms.colour).toBeCloseTo(1.45 / 3, 15);
    // K = p(−0.1)
    expect(terms.content).toBeCloseTo(0.55, 15);
    // M = (p(1.2·(−0.1) + 0.2) + p(0)) / 2 = (0.46 + 0.5) / 2
    expect(terms.material).toBeCloseTo(0.48, 15);
    // F: axis 1 r = (0.2 + 2·0.1) / 3; axis 3 r = 0.5; axis 8 r = 0.8
    expect(terms.formal).toBeCloseTo((1 - Math.abs(0.4 / 3 - 0.1) + (1 - 0.2) + (1 - 0.3)) / 3, 15);
    // (0.48333 + 2·0.48 + 3·0.82222 + 2·0.55) / 8 = 5.01 / 8
    expect(affinity(profile, candidate)).toBeCloseTo(0.62625, 14);
  });

  it('scores an attribute the work has no values for as 0.5', () => {
    expect(affinityTerms(profile, work())).toEqual({ colour: 0.5, content: 0.5, material: 0.5, formal: 0.5 });
    expect(affinity(profile, work())).toBe(0.5);
  });

  it('gives an empty profile 0.5 for every value and the middle of every axis', () => {
    // Formal: 1 − |0.5 − v| for v = 0.1, 0.7, 0.5 gives (0.6 + 0.8 + 1) / 3 = 0.8.
    expect(affinityTerms(emptyProfile(), candidate)).toEqual({ colour: 0.5, content: 0.5, material: 0.5, formal: expect.closeTo(0.8, 15) });
    expect(affinity(emptyProfile(), candidate)).toBeCloseTo((0.5 + 2 * 0.5 + 3 * 0.8 + 2 * 0.5) / 8, 15);
  });
});

describe('explainAffinity', () => {
  it('keeps each term and the profile entries behind it', () => {
    const explanation = explainAffinity(profile, candidate);
    expect(explanation.affinity).toBe(affinity(profile, candidate));
    expect(explanation.terms).toEqual(affinityTerms(profile, candidate));
    expect(explanation.details.colour.map((d) => d.id)).toEqual([14, 7, 2]);
    expect(explanation.details.colour[1]).toEqual({ id: 7, score: expect.closeTo(0.2, 15), preference: expect.closeTo(0.4, 15) });
    expect(explanation.details.colour[2]).toEqual({ id: 2, score: 0, preference: 0.5 });
    expect(explanation.details.material[0]).toEqual({ id: 'medium:1', score: expect.closeTo(0.08, 15), preference: expect.closeTo(0.46, 15) });
    expect(explanation.details.formal).toEqual([
      { id: 1, value: 0.1, position: expect.closeTo(0.4 / 3, 15), denominator: 3, match: expect.closeTo(1 - (0.4 / 3 - 0.1), 15) },
      { id: 3, value: 0.7, position: 0.5, denominator: 0, match: expect.closeTo(0.8, 15) },
      { id: 8, value: 0.5, position: 0.8, denominator: 1, match: expect.closeTo(0.7, 15) },
    ]);
  });
});

describe('rankWorks', () => {
  it('puts the highest affinity first and leaves excluded works out', () => {
    const ranked = rankWorks(profile, [disliked, candidate, liked], new Set([2]));
    expect(ranked.map((r) => r.work.id)).toEqual([1, 3]);
    expect(ranked[0]?.affinity).toBeGreaterThan(ranked[1]?.affinity ?? 1);
  });

  it('breaks ties by the newer work first, then the lower id', () => {
    const twin = (id: number, listedAt: number) => ({ ...candidate, id, listedAt });
    const ranked = rankWorks(profile, [twin(5, 100), twin(9, 300), twin(4, 100), twin(7, 300), work({ id: 8, listedAt: 999 })]);
    expect(ranked.map((r) => r.work.id)).toEqual([7, 9, 4, 5, 8]);
  });
});
