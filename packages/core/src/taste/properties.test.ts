import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATING } from '../constants.ts';
import { FORMAL_CATEGORIES, type MaterialKey } from '../lookups/index.ts';
import { affinity, explainAffinity, rankWorks } from './affinity.ts';
import { DISLIKE_FORMAL_WEIGHT, DISLIKE_UPDATE, LIKE_UPDATE, UNTESTED_SCORE } from './constants.ts';
import { profileFromEntries, profileToEntries } from './entries.ts';
import { buildFeatureIndex, rankIndex } from './feature-index.ts';
import type { RatedWork, Rating, TasteFeatures } from './features.ts';
import { applyRating, foldProfile, type TasteProfile } from './profile.ts';

// Small code ranges and a few round positions make shared values and exact score ties common,
// which is where ranking paths disagree if they are going to.
const position = fc.oneof(fc.constantFrom(0, 0.25, 0.5, 0.75, 1), fc.double({ min: 0, max: 1, noNaN: true }));
const materialKey = fc.oneof(
  fc.integer({ min: 1, max: 27 }).map((id): MaterialKey => `medium:${id}`),
  fc.integer({ min: 14, max: 33 }).map((id): MaterialKey => `surface:${id}`),
);
const features = (id: fc.Arbitrary<number>): fc.Arbitrary<TasteFeatures> =>
  fc.record({
    id,
    colours: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }),
    subjects: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 5 }),
    materials: fc.array(materialKey, { maxLength: 3 }),
    formal: fc.array(fc.tuple(fc.integer({ min: 1, max: 14 }), position), { maxLength: 14 }).map((pairs) => Object.fromEntries(pairs) as Record<number, number>),
    listedAt: fc.integer({ min: 0, max: 3 }),
  });
const anyWork = features(fc.integer({ min: 1, max: 1000 }));
const rating = fc.constantFrom<Rating>(RATING.like, RATING.dislike, RATING.neutral, RATING.unrated);
const history = fc.array(fc.record({ features: anyWork, rating }), { maxLength: 30 });
const catalogue = fc.uniqueArray(anyWork, { selector: (w) => w.id, maxLength: 60 });

/**
 * The fold written out as counts instead of run step by step. Both categorical updates pull a
 * score towards one fixed point p (s ← p + m·(s − p), p = −1), so they commute: after L likes and
 * D dislikes of works carrying a value, its score is p + (s₀ − p)·m_like^L·m_dislike^D, whatever
 * their order. An axis' tally is Σ v over its likes plus Σ w·(1 − v) over its dislikes, over
 * L + w·D. A value or axis no like or dislike touched has no entry.
 */
const FIXED_POINT = LIKE_UPDATE.offset / (1 - LIKE_UPDATE.multiplier);
const FORMAL_AXES = new Set(FORMAL_CATEGORIES.map((axis) => axis.id));

interface ModelProfile {
  colour: Map<number, number>;
  content: Map<number, number>;
  material: Map<MaterialKey, number>;
  formal: Map<number, { sum: number; denominator: number }>;
}

function modelProfile(entries: readonly RatedWork[]): ModelProfile {
  const counts = { colour: new Map<number, [number, number]>(), content: new Map<number, [number, number]>(), material: new Map<MaterialKey, [number, number]>() };
  const count = <K,>(map: Map<K, [number, number]>, values: readonly K[], side: 0 | 1) => {
    for (const value of new Set(values)) {
      const pair = map.get(value) ?? [0, 0];
      pair[side] += 1;
      map.set(value, pair);
    }
  };
  const formal = new Map<number, { sum: number; denominator: number }>();
  for (const { features, rating } of entries) {
    if (rating !== RATING.like && rating !== RATING.dislike) continue;
    const side = rating === RATING.like ? 0 : 1;
    count(counts.colour, features.colours, side);
    count(counts.content, features.subjects, side);
    count(counts.material, features.materials, side);
    for (const [key, v] of Object.entries(features.formal)) {
      const axis = Number(key);
      if (!FORMAL_AXES.has(axis)) continue;
      const tally = formal.get(axis) ?? { sum: 0, denominator: 0 };
      formal.set(axis, side === 0 ? { sum: tally.sum + v, denominator: tally.denominator + 1 } : { sum: tally.sum + DISLIKE_FORMAL_WEIGHT * (1 - v), denominator: tally.denominator + DISLIKE_FORMAL_WEIGHT });
    }
  }
  const scores = <K,>(map: Map<K, [number, number]>) =>
    new Map([...map].map(([value, [likes, dislikes]]) => [value, FIXED_POINT + (UNTESTED_SCORE - FIXED_POINT) * LIKE_UPDATE.multiplier ** likes * DISLIKE_UPDATE.multiplier ** dislikes]));
  return { colour: scores(counts.colour), content: scores(counts.content), material: scores(counts.material), formal };
}

/** The profile against the model: the same entries, equal to rounding (sums taken in another order). */
function expectModel(profile: TasteProfile, model: ModelProfile): void {
  for (const attribute of ['colour', 'content', 'material'] as const) {
    const actual: ReadonlyMap<number | MaterialKey, number> = profile[attribute];
    const expected: ReadonlyMap<number | MaterialKey, number> = model[attribute];
    expect(new Set(actual.keys()), attribute).toEqual(new Set(expected.keys()));
    for (const [value, score] of expected) expect(actual.get(value), `${attribute} ${value}`).toBeCloseTo(score, 9);
  }
  expect(new Set(profile.formal.keys()), 'formal').toEqual(new Set(model.formal.keys()));
  for (const [axis, tally] of model.formal) {
    expect(profile.formal.get(axis)?.denominator, `axis ${axis}`).toBe(tally.denominator);
    expect(profile.formal.get(axis)?.sum, `axis ${axis}`).toBeCloseTo(tally.sum, 9);
  }
}
const carriesValues = (w: TasteFeatures) => w.colours.length + w.subjects.length + w.materials.length + Object.keys(w.formal).length > 0;

describe('taste engine properties', () => {
  it('both updates pull towards one score, so they commute (the premise of the model below)', () => {
    expect(DISLIKE_UPDATE.offset / (1 - DISLIKE_UPDATE.multiplier)).toBeCloseTo(FIXED_POINT, 12);
  });

  it('a profile counts each value’s likes and dislikes, whatever their order: the update rule in closed form', () => {
    const shuffled = history.chain((entries) => fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length })));
    fc.assert(
      fc.property(shuffled, ([entries, reordered]) => {
        const model = modelProfile(entries);
        expectModel(foldProfile(entries), model);
        expectModel(foldProfile(reordered), model);
      }),
    );
  });

  it('switching a rating to its opposite and back restores the profile', () => {
    const withIndex = history.filter((entries) => entries.length > 0).chain((entries) => fc.tuple(fc.constant(entries), fc.nat({ max: entries.length - 1 })));
    fc.assert(
      fc.property(withIndex, ([entries, i]) => {
        const entry = entries[i] as RatedWork;
        const opposite: Rating = entry.rating === RATING.like ? RATING.dislike : RATING.like;
        const switched = entries.map((e, j) => (j === i ? { ...e, rating: opposite } : e));
        const back = switched.map((e, j) => (j === i ? entry : e));
        expect(foldProfile(back)).toEqual(foldProfile(entries));
        if (entry.rating === RATING.like && carriesValues(entry.features)) expect(foldProfile(switched)).not.toEqual(foldProfile(entries));
      }),
    );
  });

  it('a weight of n is n ratings', () => {
    fc.assert(
      fc.property(history, anyWork, fc.constantFrom<Rating>(RATING.like, RATING.dislike), fc.integer({ min: 0, max: 12 }), (entries, w, r, n) => {
        const start = foldProfile(entries);
        let repeated = start;
        for (let i = 0; i < n; i += 1) repeated = applyRating(repeated, w, r);
        expect(applyRating(start, w, r, n)).toEqual(repeated);
      }),
    );
  });

  it('affinity and every term stay in [0, 1]', () => {
    fc.assert(
      fc.property(history, anyWork, (entries, w) => {
        const { affinity: a, terms } = explainAffinity(foldProfile(entries), w);
        for (const value of [a, terms.colour, terms.content, terms.material, terms.formal]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('liking a work never lowers the affinity of an identical unrated work', () => {
    fc.assert(
      fc.property(history, anyWork, (entries, w) => {
        const before = foldProfile(entries);
        const twin = { ...w, id: w.id + 1_000_000 };
        // Rounding may move the last bit of a sum; a real drop is many orders larger.
        expect(affinity(applyRating(before, w, RATING.like), twin)).toBeGreaterThanOrEqual(affinity(before, twin) - 1e-12);
      }),
    );
  });

  it('rankIndex agrees with rankWorks, order and scores', () => {
    const input = catalogue.chain((works) =>
      fc.tuple(fc.constant(works), history, fc.subarray(works.map((w) => w.id)), fc.option(fc.nat({ max: 70 }), { nil: undefined })),
    );
    fc.assert(
      fc.property(input, ([works, entries, excluded, limit]) => {
        const profile = foldProfile(entries);
        const exclude = new Set(excluded);
        const reference = rankWorks(profile, works, exclude).slice(0, limit);
        const ranking = rankIndex(buildFeatureIndex(works), profile, { exclude, limit });
        expect([...ranking.ids]).toEqual(reference.map((r) => r.work.id));
        expect([...ranking.scores]).toEqual(reference.map((r) => r.affinity));
      }),
    );
  });

  it('a profile read back from its entries scores every work the same, to rounding', () => {
    fc.assert(
      fc.property(history, anyWork, (entries, w) => {
        const profile = foldProfile(entries);
        expect(affinity(profileFromEntries(profileToEntries(profile)), w)).toBeCloseTo(affinity(profile, w), 12);
      }),
    );
  });
});
