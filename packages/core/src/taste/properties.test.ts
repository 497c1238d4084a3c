import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATING } from '../constants.ts';
import type { MaterialKey } from '../lookups/index.ts';
import { affinity, explainAffinity, rankWorks } from './affinity.ts';
import { buildFeatureIndex, rankIndex } from './feature-index.ts';
import { closeness, likenessExamples } from './likeness.ts';
import { nextQuizWork } from './quiz.ts';
import { reasonLine, workReason } from './reason.ts';
import type { RatedWork, Rating, TasteFeatures } from './features.ts';
import {
  AGREEMENT_LAMBDA,
  BIAS_LAMBDA,
  DISLIKE_WEIGHT,
  LAYOUT,
  RIDGE_LAMBDA,
  WEIGHT_LIMIT,
  fitCrowd,
  fitProfile,
  predict,
  uncertainties,
  workVector,
  type Block,
  type CrowdModel,
} from './model.ts';

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

const crowdOf = fc.array(fc.record({ features: anyWork, rating }), { maxLength: 60 }).map((entries) => fitCrowd(entries));

/**
 * The fit written out another way, as the model's definition reads: a dense ridge regression
 * over every slot of the layout (not only those the answers carry), each work counted once by
 * its last rating, solved by plain Gaussian elimination. fitProfile must give the same weights.
 */
function referenceWeights(entries: readonly RatedWork[], crowd: CrowdModel): { weights: number[]; bias: number } {
  const last = new Map<number, RatedWork>();
  for (const entry of entries) last.set(entry.features.id, entry);
  const blocks: Block[] = ['colour', 'content', 'material', 'formal'];
  const n = LAYOUT.size + blocks.length + 1;
  const a = Array.from({ length: n }, (_, i) => Array.from({ length: n + 1 }, (_, j) => (i === j ? (i === n - 1 ? BIAS_LAMBDA : i >= LAYOUT.size ? AGREEMENT_LAMBDA : RIDGE_LAMBDA) : 0)));
  for (const { features, rating: r } of last.values()) {
    if (r !== RATING.like && r !== RATING.dislike) continue;
    const c = r === RATING.like ? 1 : DISLIKE_WEIGHT;
    const y = r === RATING.like ? 1 : 0;
    const vector = workVector(features);
    const x = new Array<number>(n).fill(0);
    vector.slots.forEach((slot, k) => {
      x[slot]! += vector.values[k]!;
      x[LAYOUT.size + vector.blocks[k]!]! += crowd.weights[slot]! * vector.values[k]!;
    });
    x[n - 1] = 1;
    const residual = y - predict(crowd, vector);
    for (let i = 0; i < n; i += 1) {
      if (x[i] === 0) continue;
      for (let j = 0; j < n; j += 1) a[i]![j]! += c * x[i]! * x[j]!;
      a[i]![n]! += c * x[i]! * residual;
    }
  }
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const f = a[j]![i]! / a[i]![i]!;
      if (f !== 0) for (let k = i; k <= n; k += 1) a[j]![k]! -= f * a[i]![k]!;
    }
  }
  const delta = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = a[i]![n]!;
    for (let k = i + 1; k < n; k += 1) sum -= a[i]![k]! * delta[k]!;
    delta[i] = sum / a[i]![i]!;
  }
  const blockOf = (slot: number): number => {
    for (const [b, layout] of [LAYOUT.colour, LAYOUT.content, LAYOUT.material, LAYOUT.slope, LAYOUT.curve].entries()) if ([...layout.values()].includes(slot)) return Math.min(b, 3);
    return -1;
  };
  const clampWeight = (w: number) => Math.max(-WEIGHT_LIMIT, Math.min(WEIGHT_LIMIT, w));
  const rated = [...last.values()].some((e) => e.rating === RATING.like || e.rating === RATING.dislike);
  if (!rated) return { weights: [...crowd.weights], bias: crowd.bias };
  const weights = [...crowd.weights].map((w, slot) => clampWeight(w * (1 + delta[LAYOUT.size + blockOf(slot)]!) + delta[slot]!));
  return { weights, bias: clampWeight(crowd.bias + delta[n - 1]!) };
}

// Each example fits a crowd and several profiles: slower than the engine's other tests, so more time on a loaded machine.
describe('taste engine properties', { timeout: 30_000 }, () => {
  it('the profile is the ridge fit of the history with the crowd as its prior (against a dense reference)', () => {
    fc.assert(
      fc.property(history, crowdOf, (entries, crowd) => {
        const profile = fitProfile(entries, crowd);
        const reference = referenceWeights(entries, crowd);
        [...profile.weights].forEach((w, slot) => expect(w, `slot ${slot}`).toBeCloseTo(reference.weights[slot]!, 9));
        expect(profile.bias).toBeCloseTo(reference.bias, 9);
      }),
      { numRuns: 40 },
    );
  });

  it("a work's reason line from the profile is the line of its explanation", () => {
    fc.assert(
      fc.property(history, crowdOf, fc.array(anyWork, { minLength: 1, maxLength: 8 }), (entries, crowd, works) => {
        const profile = fitProfile(entries, crowd);
        for (const work of works) expect(workReason(profile, work, entries).line).toBe(reasonLine(explainAffinity(profile, work), entries));
      }),
      { numRuns: 200 },
    );
  });

  it('the order of the ratings does not matter, and a switched rating switched back restores the profile', () => {
    const input = history.filter((entries) => entries.length > 0).chain((entries) => fc.tuple(fc.constant(entries), fc.nat({ max: entries.length - 1 }), crowdOf));
    fc.assert(
      fc.property(input, ([entries, i, crowd]) => {
        // One rating per work, as the database keeps it: then any order gives the same profile.
        const unique = [...new Map(entries.map((e) => [e.features.id, e])).values()];
        const reversed = [...unique].reverse();
        [...fitProfile(reversed, crowd).weights].forEach((w, slot) => expect(w).toBeCloseTo(fitProfile(unique, crowd).weights[slot]!, 9));
        const entry = unique[i % unique.length] as RatedWork;
        const opposite: Rating = entry.rating === RATING.like ? RATING.dislike : RATING.like;
        const switched = unique.map((e) => (e === entry ? { ...e, rating: opposite } : e));
        const back = switched.map((e) => (e.features.id === entry.features.id ? entry : e));
        expect(fitProfile(back, crowd)).toEqual(fitProfile(unique, crowd));
      }),
      { numRuns: 40 },
    );
  });

  it('neutral and unrated answers change nothing, and a collector with no likes or dislikes ranks as the crowd', () => {
    const quiet = fc.array(fc.record({ features: anyWork, rating: fc.constantFrom<Rating>(RATING.neutral, RATING.unrated) }), { maxLength: 10 });
    fc.assert(
      fc.property(history, quiet, crowdOf, catalogue, (entries, silent, crowd, works) => {
        const ids = new Set(entries.map((e) => e.features.id));
        const extra = silent.filter((e) => !ids.has(e.features.id));
        expect(fitProfile([...entries, ...extra], crowd).weights).toEqual(fitProfile(entries, crowd).weights);
        expect(rankWorks(fitProfile(silent, crowd), works)).toEqual(rankWorks(fitProfile([], crowd), works));
      }),
      { numRuns: 40 },
    );
  });

  it('every weight stays within its bound and the affinity in [0, 1], for any history', () => {
    fc.assert(
      fc.property(history, crowdOf, anyWork, (entries, crowd, w) => {
        const profile = fitProfile(entries, crowd);
        for (const weight of profile.weights) expect(Math.abs(weight)).toBeLessThanOrEqual(WEIGHT_LIMIT);
        const { affinity: a } = explainAffinity(profile, w);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('liking a work never lowers the affinity of an identical unrated work, and disliking never raises it', () => {
    fc.assert(
      fc.property(history, crowdOf, anyWork, (entries, crowd, w) => {
        const rest = entries.filter((e) => e.features.id !== w.id);
        const before = fitProfile(rest, crowd);
        const twin = { ...w, id: w.id + 1_000_000 };
        // Rounding may move the last bit of a sum; a real change is many orders larger.
        expect(affinity(fitProfile([...rest, { features: w, rating: RATING.like }], crowd), twin)).toBeGreaterThanOrEqual(affinity(before, twin) - 1e-9);
        expect(affinity(fitProfile([...rest, { features: w, rating: RATING.dislike }], crowd), twin)).toBeLessThanOrEqual(affinity(before, twin) + 1e-9);
      }),
    );
  });

  it('the quiz searches until a like: the work least like every one disliked, then the most uncertain', () => {
    fc.assert(
      fc.property(catalogue, crowdOf, fc.integer({ min: 1, max: 6 }), fc.boolean(), fc.boolean(), (pool, crowd, answered, withLike, changedLike) => {
        fc.pre(pool.length > answered + 1);
        const asked = pool.slice(0, answered);
        const answers: RatedWork[] = asked.map((work, i) => ({ features: work, rating: withLike && i === answered - 1 ? RATING.like : RATING.dislike }));
        // A like changed to a dislike since counts as the dislike.
        if (changedLike) answers.unshift({ features: asked[0]!, rating: RATING.like });
        const candidates = pool.slice(answered);
        const next = nextQuizWork(pool, [], asked.map((work) => work.id), answers, crowd)!;
        if (withLike) {
          const scores = uncertainties(candidates, answers, crowd);
          expect(scores[candidates.indexOf(next)]).toBe(Math.max(...scores));
        } else {
          const examples = likenessExamples(answers);
          const nearest = (work: TasteFeatures) => Math.max(...examples.map((example) => closeness(work, example)));
          expect(nearest(next)).toBeLessThanOrEqual(Math.min(...candidates.map(nearest)) + 1e-6);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('rankIndex agrees with rankWorks, order and scores', () => {
    const input = catalogue.chain((works) =>
      fc.tuple(fc.constant(works), history, crowdOf, fc.subarray(works.map((w) => w.id)), fc.option(fc.nat({ max: 70 }), { nil: undefined })),
    );
    fc.assert(
      fc.property(input, ([works, entries, crowd, excluded, limit]) => {
        const profile = fitProfile(entries, crowd);
        const exclude = new Set(excluded);
        const reference = rankWorks(profile, works, exclude).slice(0, limit);
        const ranking = rankIndex(buildFeatureIndex(works), profile, { exclude, limit });
        expect([...ranking.ids]).toEqual(reference.map((r) => r.work.id));
        expect([...ranking.scores]).toEqual(reference.map((r) => r.affinity));
      }),
    );
  });
});
