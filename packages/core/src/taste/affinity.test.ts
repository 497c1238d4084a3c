import { describe, expect, it } from 'vitest';
import { affinity, affinityTerms, explainAffinity, preferredPosition, rankWorks } from './affinity.ts';
import type { TasteFeatures } from './features.ts';
import { BLOCK_SCALE, LAYOUT, emptyCrowd, type CrowdModel, type TasteProfile } from './model.ts';

const work = (over: Partial<TasteFeatures> = {}): TasteFeatures => ({ id: 1, colours: [], subjects: [], materials: [], formal: {}, listedAt: 0, ...over });

/** A profile with chosen weights (per unit of a slot's value), to check the arithmetic by hand. */
function profileWith(weights: Record<number, number>, bias: number, lift: Map<number, number> = new Map(), liftShare = 1): TasteProfile {
  const w = new Float64Array(LAYOUT.size);
  for (const [slot, value] of Object.entries(weights)) w[Number(slot)] = value;
  const crowd: CrowdModel = { ...emptyCrowd(), lift };
  return { weights: w, bias, evidence: new Float64Array(LAYOUT.size), ratings: 0, crowd, liftShare, examples: [] };
}
const slot = {
  blue: LAYOUT.colour.get(14)!,
  red: LAYOUT.colour.get(7)!,
  landscape: LAYOUT.content.get(40)!,
  oil: LAYOUT.material.get('medium:1')!,
  slope1: LAYOUT.slope.get(1)!,
  curve1: LAYOUT.curve.get(1)!,
};
// Likes blue (+0.4), dislikes red (−0.2), likes landscapes (+0.3), oil (+0.1), leans to the second pole of axis 1.
const profile = profileWith({ [slot.blue]: 0.4, [slot.red]: -0.2, [slot.landscape]: 0.3, [slot.oil]: 0.1, [slot.slope1]: 0.5 }, 0.3);
const candidate = work({ id: 3, colours: [14, 7, 2], subjects: [40], materials: ['medium:1', 'surface:25'], formal: { 1: 0.9, 3: 0.7 } });

describe('affinity', () => {
  it('adds each block’s mean weight, scaled by the spec’s affinity weights, to the base rate', () => {
    const terms = affinityTerms(profile, candidate);
    expect(terms.base).toBe(0.3);
    // Colour: 0.5 · (0.4 − 0.2 + 0) / 3.
    expect(terms.colour).toBeCloseTo((BLOCK_SCALE.colour * 0.2) / 3, 15);
    expect(terms.content).toBeCloseTo(BLOCK_SCALE.content * 0.3, 15);
    expect(terms.material).toBeCloseTo((BLOCK_SCALE.material * 0.1) / 2, 15);
    // Formal: axis 1 at 0.9 is 0.4 past the middle, weight 0.5; axis 3 is flat; mean over two axes.
    expect(terms.formal).toBeCloseTo((BLOCK_SCALE.formal * 0.5 * 0.4) / 2, 15);
    expect(terms.crowd).toBe(0);
    expect(affinity(profile, candidate)).toBeCloseTo(0.3 + terms.colour + terms.content + terms.material + terms.formal, 15);
  });

  it('holds the prediction in [0, 1] before adding the crowd’s lift for the work, and the sum in [0, 1] too', () => {
    const eager = profileWith({ [slot.blue]: 2 }, 0.9, new Map([[5, 0.2], [6, -0.3]]));
    expect(affinity(eager, work({ id: 5, colours: [14] }))).toBe(1);
    // 0.9 + 1 held at 1, then −0.3.
    expect(affinity(eager, work({ id: 6, colours: [14] }))).toBeCloseTo(0.7, 15);
    expect(affinity(profileWith({}, -0.5), work())).toBe(0);
  });

  it('keeps only the profile’s share of the crowd’s lift', () => {
    const half = profileWith({}, 0.4, new Map([[5, 0.2]]), 0.5);
    expect(affinity(half, work({ id: 5 }))).toBeCloseTo(0.5, 15);
    expect(affinityTerms(half, work({ id: 5 })).crowd).toBeCloseTo(0.1, 15);
  });

  it('scores a work with no values at the base rate', () => {
    expect(affinity(profile, work())).toBe(0.3);
  });
});

describe('explainAffinity', () => {
  it('keeps each term and the weight, evidence and contribution behind each value', () => {
    const explanation = explainAffinity(profile, candidate);
    expect(explanation.affinity).toBe(affinity(profile, candidate));
    expect(explanation.terms).toEqual(affinityTerms(profile, candidate));
    expect(explanation.details.colour.map((d) => d.id)).toEqual([14, 7, 2]);
    expect(explanation.details.colour[0]).toEqual({
      id: 14,
      weight: expect.closeTo(0.2, 15),
      crowdWeight: 0,
      evidence: 0,
      preference: expect.closeTo(0.7, 15),
      contribution: expect.closeTo(0.2 / 3, 15),
    });
    expect(explanation.details.formal).toEqual([
      { id: 1, value: 0.9, position: 1, denominator: 0, match: expect.closeTo((BLOCK_SCALE.formal * 0.2) / 2, 15) },
      { id: 3, value: 0.7, position: 0.5, denominator: 0, match: 0 },
    ]);
  });
});

describe('preferredPosition', () => {
  it('is the pole a leaning points to, the peak of a curve that bends down, the middle when flat', () => {
    expect(preferredPosition(profileWith({ [slot.slope1]: -0.5 }, 0), 1)).toBe(0);
    expect(preferredPosition(profileWith({ [slot.slope1]: 0.2, [slot.curve1]: -0.5 }, 0), 1)).toBeCloseTo(0.55, 15);
    expect(preferredPosition(profileWith({}, 0), 1)).toBe(0.5);
  });
});

describe('rankWorks', () => {
  it('puts the highest affinity first and leaves excluded works out', () => {
    const blue = work({ id: 1, colours: [14] });
    const red = work({ id: 2, colours: [7] });
    const ranked = rankWorks(profile, [red, candidate, blue], new Set([2]));
    expect(ranked.map((r) => r.work.id)).toEqual([3, 1]);
    expect(ranked[0]?.affinity).toBeGreaterThan(ranked[1]?.affinity ?? 1);
  });

  it('breaks ties by the newer work first, then the lower id', () => {
    const twin = (id: number, listedAt: number) => ({ ...candidate, id, listedAt });
    const ranked = rankWorks(profile, [twin(5, 100), twin(9, 300), twin(4, 100), twin(7, 300), work({ id: 8, listedAt: 999 })]);
    expect(ranked.map((r) => r.work.id)).toEqual([7, 9, 4, 5, 8]);
  });

  it('orders a rater’s works at an affinity of 1 by their unclamped prediction, newest first only on an equal one', () => {
    // Blue alone predicts 0.3 + 0.5·4 = 2.3 and landscape alone 0.3 + 1·1.5 = 1.8: both affinity 1.
    const strong = { ...profileWith({ [slot.blue]: 4, [slot.landscape]: 1.5, [slot.red]: -4, [slot.oil]: -1.5 }, 0.3), ratings: 3 };
    const blue = work({ id: 1, colours: [14], listedAt: 0 });
    const landscape = work({ id: 2, subjects: [40], listedAt: 500 });
    const red = work({ id: 3, colours: [7], listedAt: 0 });
    const oil = work({ id: 4, materials: ['medium:1'], listedAt: 500 });
    const ranked = rankWorks(strong, [landscape, oil, red, blue]);
    // At 0 the newer work stays first (oil, listed later, before red).
    expect(ranked.map((r) => r.work.id)).toEqual([1, 2, 4, 3]);
    expect(ranked.map((r) => r.affinity)).toEqual([1, 1, 0, 0]);
    // The crowd order (no ratings of one's own) keeps the newer work first among its ties.
    expect(rankWorks({ ...strong, ratings: 0 }, [landscape, oil, red, blue]).map((r) => r.work.id)).toEqual([2, 1, 4, 3]);
  });
});
