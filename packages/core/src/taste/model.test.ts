import { describe, expect, it } from 'vitest';
import { RATING, SOLD_WEIGHT } from '../constants.ts';
import { affinity, preferredPosition, rankWorks, valueWeight } from './affinity.ts';
import type { RatedWork, TasteFeatures } from './features.ts';
import {
  CROWD_SMOOTHING,
  DISLIKE_WEIGHT,
  LAYOUT,
  RIDGE_CHOICES,
  RIDGE_LAMBDA,
  RIDGE_MIN_COLLECTORS,
  WEIGHT_LIMIT,
  chooseRidge,
  clamp,
  crowdRate,
  crowdShare,
  fitCrowd,
  fitProfile,
  predict,
  preferenceOf,
  ridgeErrors,
  uncertainties,
  validatedRidge,
  workVector,
  type CrowdModel,
} from './model.ts';
import { QUIZ_OPENERS, nextQuizWork } from './quiz.ts';

const work = (over: Partial<TasteFeatures> = {}): TasteFeatures => ({ id: 1, colours: [], subjects: [], materials: [], formal: {}, listedAt: 0, ...over });
const like = (features: TasteFeatures): RatedWork => ({ features, rating: RATING.like });
const dislike = (features: TasteFeatures): RatedWork => ({ features, rating: RATING.dislike });

const blue = (id: number, formal: Record<number, number> = {}) => work({ id, colours: [14], subjects: [40], formal });
const red = (id: number, formal: Record<number, number> = {}) => work({ id, colours: [7], subjects: [56], formal });
const catalogue = [...[1, 2, 3, 4, 5].map((id) => blue(id)), ...[6, 7, 8, 9, 10].map((id) => red(id)), work({ id: 11, colours: [2] })];
// A crowd that loves red and passes on blue.
const crowd = fitCrowd([
  ...[6, 7, 8, 9].flatMap((id) => [like(red(id)), like(red(id)), like(red(id))]),
  ...[1, 2, 3].flatMap((id) => [dislike(blue(id)), dislike(blue(id))]),
]);

describe('the crowd', () => {
  it('ranks a rated work by its own like rate, smoothed towards the attribute model', () => {
    const asCrowd = fitProfile([], crowd);
    const m = clamp(predict(crowd, workVector(red(6))), 0, 1);
    expect(affinity(asCrowd, red(6))).toBeCloseTo((3 + CROWD_SMOOTHING * m) / (3 + CROWD_SMOOTHING), 12);
    // An unrated red work gets the attribute model's rate: the crowd likes red, so it leads the blue ones.
    expect(affinity(asCrowd, red(10))).toBeCloseTo(clamp(predict(crowd, workVector(red(10))), 0, 1), 12);
    expect(affinity(asCrowd, red(10))).toBeGreaterThan(affinity(asCrowd, blue(4)));
  });

  it('gives each work a like rate: its own ratings smoothed towards the fit, or the fit alone', () => {
    const m = clamp(predict(crowd, workVector(red(6))), 0, 1);
    expect(crowdRate(crowd, red(6))).toBeCloseTo((3 + CROWD_SMOOTHING * m) / (3 + CROWD_SMOOTHING), 12);
    expect(crowdRate(crowd, red(10))).toBeCloseTo(clamp(predict(crowd, workVector(red(10))), 0, 1), 12);
    expect(crowdRate(crowd, blue(1))).toBeLessThan(crowdRate(crowd, blue(5)));
  });

  it('counts a sale as ten likes, and does not depend on the order of the ratings', () => {
    const sold = fitCrowd([], [blue(1)]);
    const tenLikes = fitCrowd(Array.from({ length: SOLD_WEIGHT }, () => like(blue(1))));
    expect([...sold.weights]).toEqual([...tenLikes.weights]);
    expect(sold.lift).toEqual(tenLikes.lift);
    const ratings = [like(red(6)), dislike(blue(1)), like(blue(2)), dislike(red(7)), like(red(6))];
    const reversed = fitCrowd([...ratings].reverse());
    const forward = fitCrowd(ratings);
    expect([...reversed.weights].map((w) => w.toFixed(12))).toEqual([...forward.weights].map((w) => w.toFixed(12)));
  });

  it('keeps a crowd of a few ratings near no opinion, and follows one of many', () => {
    const crowdOf = (n: number) =>
      fitCrowd(Array.from({ length: n }, (_, i) => [like(red(100 + i)), dislike(blue(300 + i))]).flat());
    // How much more the crowd expects to like an unrated red work than an unrated blue one.
    const gap = (model: CrowdModel) => predict(model, workVector(red(1))) - predict(model, workVector(blue(2)));
    // One like and one dislike are two people's taste, not the crowd's: they pass on little.
    expect(gap(crowdOf(1))).toBeGreaterThan(0);
    expect(gap(crowdOf(1))).toBeLessThan(0.2);
    expect(gap(crowdOf(100))).toBeGreaterThan(0.85);
  });

  it('counts the evidence behind each value, a dislike as 1.2', () => {
    const slot = LAYOUT.colour.get(14)!;
    expect(crowd.evidence[slot]).toBeCloseTo(6 * DISLIKE_WEIGHT, 12);
    expect(crowd.ratings).toBeCloseTo(12 + 6 * DISLIKE_WEIGHT, 12);
  });
});

describe('the crowd’s ridge penalty', () => {
  // 72 works over six colours and four subjects; each collector rates 24 of them, with some noise.
  const colours = [2, 5, 7, 9, 14, 16];
  const works = Array.from({ length: 72 }, (_, i) => work({ id: 100 + i, colours: [colours[i % 6]!], subjects: [40 + (Math.floor(i / 6) % 4)] }));
  const seeded = (seed: number) => () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const collectors = (count: number, likes: (c: number, rand: () => number) => (w: TasteFeatures) => boolean) =>
    Array.from({ length: count }, (_, c) => {
      const rand = seeded(c + 1);
      const liked = likes(c, rand);
      // A quarter of the answers go against the collector's taste: people are not consistent.
      return Array.from({ length: 24 }, () => works[Math.floor(rand() * works.length)]!).map((w) => (liked(w) !== rand() < 0.25 ? like(w) : dislike(w)));
    });
  // Everyone likes the same two subjects; or each collector likes subjects of their own.
  const oneTaste = collectors(40, () => (w) => [40, 42].includes(w.subjects[0]!));
  const ownTastes = collectors(40, (_, rand) => {
    const own = new Set([40, 41, 42, 43].filter(() => rand() < 0.5));
    return (w) => own.has(w.subjects[0]!);
  });

  it('leans hard on a crowd that shares one taste and lightly on one whose tastes are their own', () => {
    const shared = validatedRidge(oneTaste);
    const own = validatedRidge(ownTastes);
    expect(RIDGE_CHOICES).toContain(shared);
    expect(RIDGE_CHOICES).toContain(own);
    expect(shared).toBeGreaterThan(own);
    expect(shared).toBe(Math.max(...RIDGE_CHOICES));
    // The product takes it halfway from the default, on a log scale.
    expect(chooseRidge(oneTaste)).toBeCloseTo(Math.sqrt(RIDGE_LAMBDA * shared), 12);
    expect(chooseRidge(ownTastes)).toBeLessThan(chooseRidge(oneTaste));
  });

  it('keeps the default with too few collectors to tell, and is chosen the same for the same collectors', () => {
    expect(validatedRidge(oneTaste.slice(0, RIDGE_MIN_COLLECTORS - 1))).toBe(RIDGE_LAMBDA);
    expect(chooseRidge(oneTaste.slice(0, RIDGE_MIN_COLLECTORS - 1))).toBe(RIDGE_LAMBDA);
    expect(chooseRidge([])).toBe(RIDGE_LAMBDA);
    expect(fitCrowd(oneTaste.flat()).ridge).toBe(RIDGE_LAMBDA);
    expect(chooseRidge([...oneTaste])).toBe(chooseRidge(oneTaste));
    expect(fitCrowd(oneTaste.flat(), [], 4).ridge).toBe(4);
  });

  it('measures each penalty by predicting every rating from a fit to the others', () => {
    const prior = fitCrowd(oneTaste.slice(1).flat());
    const history = ownTastes[0]!;
    const lambdas = [0.5, 2, 8];
    const errors = ridgeErrors(history, prior, lambdas);
    lambdas.forEach((lambda, c) => {
      let error = 0;
      history.forEach((entry, i) => {
        const others = history.filter((_, j) => j !== i && history[j]!.features.id !== entry.features.id);
        // A work rated twice counts by its last rating: only the last is an observation left out.
        if (history.slice(i + 1).some((later) => later.features.id === entry.features.id)) return;
        const fit = fitProfile(others, { ...prior, lift: new Map(), ridge: lambda });
        const weight = entry.rating === RATING.like ? 1 : DISLIKE_WEIGHT;
        error += weight * ((entry.rating === RATING.like ? 1 : 0) - predict(fit, workVector(entry.features))) ** 2;
      });
      expect(errors[c]).toBeCloseTo(error, 9);
    });
  });

  it('is the penalty a person’s fit and the crowd’s share of each value use', () => {
    const base = fitCrowd(oneTaste.flat());
    const history = [like(works[1]!), dislike(works[0]!)];
    const strong = fitProfile(history, { ...base, ridge: 8 });
    const light = fitProfile(history, { ...base, ridge: 0.5 });
    const slot = LAYOUT.colour.get(5)!;
    // The liked colour moves less from the crowd's view under the stronger penalty.
    expect(Math.abs(strong.weights[slot]! - base.weights[slot]!)).toBeLessThan(Math.abs(light.weights[slot]! - base.weights[slot]!));
    expect(crowdShare(2, 8)).toBeCloseTo(0.8, 12);
    expect(crowdShare(2)).toBeCloseTo(crowdShare(2, RIDGE_LAMBDA), 12);
  });
});

describe('a collector’s profile', () => {
  it('is the crowd’s while they have liked or disliked nothing, so they rank exactly as the crowd', () => {
    const neutral: RatedWork[] = [{ features: blue(1), rating: RATING.neutral }, { features: red(6), rating: RATING.unrated }];
    const profile = fitProfile(neutral, crowd);
    expect(profile.weights).toBe(crowd.weights);
    expect(profile.liftShare).toBe(1);
    expect(rankWorks(profile, catalogue).map((r) => r.work.id)).toEqual(rankWorks(fitProfile([], crowd), catalogue).map((r) => r.work.id));
  });

  it('moves the weights of the values the rated works carry and keeps the crowd’s for the rest', () => {
    const profile = fitProfile([like(blue(1)), like(blue(2)), dislike(red(6))], crowd);
    expect(valueWeight(profile, 'colour', 14)).toBeGreaterThan(valueWeight(crowd, 'colour', 14));
    expect(valueWeight(profile, 'colour', 7)).toBeLessThan(valueWeight(crowd, 'colour', 7));
    // Colour 2 and subject 62 were never rated by the collector: only the block scale touches them.
    expect(profile.evidence[LAYOUT.colour.get(2)!]).toBe(0);
    expect(profile.weights[LAYOUT.content.get(62)!]).toBe(crowd.weights[LAYOUT.content.get(62)!]);
  });

  it('leans on the crowd with little evidence and follows the collector as it grows', () => {
    const few = fitProfile([like(blue(1)), dislike(red(6))], crowd);
    const many = fitProfile([...[1, 2, 3, 4, 5].map((id) => like(blue(id))), ...[6, 7, 8, 9, 10].map((id) => dislike(red(id)))], crowd);
    const lead = (profile: typeof few) => affinity(profile, blue(20)) - affinity(profile, red(20));
    expect(lead(fitProfile([], crowd))).toBeLessThan(0);
    expect(lead(few)).toBeGreaterThan(lead(fitProfile([], crowd)));
    expect(lead(many)).toBeGreaterThan(lead(few));
    expect(lead(many)).toBeGreaterThan(0.2);
    expect(many.liftShare).toBeLessThan(few.liftShare);
  });

  it('stays bounded however many ratings it rests on', () => {
    const history = Array.from({ length: 3000 }, (_, i) => (i % 3 === 0 ? dislike(red(i + 100)) : like(blue(i + 100))));
    const profile = fitProfile(history, fitCrowd(history));
    for (const w of profile.weights) expect(Math.abs(w)).toBeLessThanOrEqual(WEIGHT_LIMIT);
    expect(Number.isFinite(profile.bias)).toBe(true);
    for (const w of catalogue) expect(affinity(profile, w)).toBeGreaterThanOrEqual(0);
  });

  it('shows a weight as a preference around one half, and the crowd’s share shrinking with evidence', () => {
    expect(preferenceOf(0)).toBe(0.5);
    expect(preferenceOf(0.3)).toBeCloseTo(0.8, 12);
    expect(preferenceOf(WEIGHT_LIMIT)).toBe(1);
    expect(preferenceOf(-WEIGHT_LIMIT)).toBe(0);
    expect(crowdShare(0)).toBe(1);
    expect(crowdShare(RIDGE_LAMBDA)).toBe(0.5);
    expect(crowdShare(9 * RIDGE_LAMBDA)).toBeCloseTo(0.1, 12);
  });

  it('is the same fit whether solved over its unknowns or over its observations (the dual form)', () => {
    // Works with several values each: a history of n works touches more unknowns than n until it is long.
    const varied = (id: number) => work({ id, colours: [1 + (id % 18), 1 + ((id * 7) % 18)], subjects: [1 + ((id * 13) % 80)], materials: [`medium:${1 + (id % 9)}` as const], formal: { 1: (id % 10) / 10, 2: ((id * 3) % 10) / 10 } });
    const people = fitCrowd(Array.from({ length: 400 }, (_, i) => (i % 3 ? like(varied(i)) : dislike(varied(i + 1)))));
    for (const length of [1, 5, 20, 60, 150]) {
      const history = Array.from({ length }, (_, i) => (i % 4 === 1 ? dislike(varied(i * 5)) : like(varied(i * 5))));
      const primal = fitProfile(history, people, 'primal');
      const dual = fitProfile(history, people, 'dual');
      expect(dual.bias).toBeCloseTo(primal.bias, 9);
      dual.weights.forEach((weight, slot) => expect(weight).toBeCloseTo(primal.weights[slot]!, 9));
      expect([...dual.evidence]).toEqual([...primal.evidence]);
      // The default takes one of the two, the dual for the short histories.
      const chosen = [...fitProfile(history, people).weights];
      expect([[...dual.weights], [...primal.weights]]).toContainEqual(chosen);
      if (length <= 20) expect(chosen).toEqual([...dual.weights]);
      // The quiz's question, how unsure the fit is of each work, is the same in both forms too.
      const candidates = Array.from({ length: 30 }, (_, i) => varied(1000 + i * 7));
      const fromPrimal = uncertainties(candidates, history, people, 'primal');
      uncertainties(candidates, history, people, 'dual').forEach((score, i) => expect(score).toBeCloseTo(fromPrimal[i]!, 9));
    }
  });

  it('counts a work rated twice by its last rating', () => {
    expect([...fitProfile([like(blue(1)), dislike(blue(1))], crowd).weights]).toEqual([...fitProfile([dislike(blue(1))], crowd).weights]);
  });

  it('keeps a clear formal leaning when works near the other pole are disliked (formal dislikes push away, not to the middle)', () => {
    const abstract = [1, 2, 3, 4, 5, 6].map((id) => like(work({ id, formal: { 2: 0.9 } })));
    const figurative = [7, 8, 9].map((id) => dislike(work({ id, formal: { 2: 0.1 } })));
    const profile = fitProfile([...abstract, ...figurative]);
    expect(preferredPosition(profile, 2)).toBe(1);
    // One dislike of an abstract work among six likes of them lowers the pull but keeps the leaning.
    const mixed = fitProfile([...abstract, dislike(work({ id: 10, formal: { 2: 0.9 } }))]);
    expect(preferredPosition(mixed, 2)).toBeGreaterThan(0.75);
    expect(affinity(mixed, work({ id: 11, formal: { 2: 0.9 } }))).toBeGreaterThan(affinity(mixed, work({ id: 12, formal: { 2: 0.1 } })));
  });

  it('puts works with both liked qualities first: blue and abstract', () => {
    const answers = [like(blue(1, { 2: 0.9 })), like(blue(2, { 2: 0.85 })), dislike(blue(3, { 2: 0.1 })), dislike(red(6, { 2: 0.9 })), dislike(red(7, { 2: 0.1 }))];
    const ranked = rankWorks(fitProfile(answers, crowd), [blue(30, { 2: 0.1 }), red(31, { 2: 0.9 }), blue(32, { 2: 0.9 }), red(33, { 2: 0.1 })]);
    expect(ranked[0]!.work.id).toBe(32);
    expect(ranked[3]!.work.id).toBe(33);
  });
});

describe('the adaptive quiz', () => {
  const pool = [blue(1), blue(2), red(6), red(7), work({ id: 11, colours: [2], subjects: [62], formal: { 4: 0.1 } }), blue(3), work({ id: 12, colours: [9], subjects: [20], materials: ['medium:3'] })];

  it('asks the admin’s openers first, in their order, then the work the model is least sure of', () => {
    const openers = [6, 1];
    expect(nextQuizWork(pool, openers, [], [], crowd)!.id).toBe(6);
    expect(nextQuizWork(pool, openers, [6], [dislike(red(6))], crowd)!.id).toBe(1);
    // After a red and a blue work, a third blue one would tell it little: it asks about values not yet tested.
    const next = nextQuizWork(pool, openers, [6, 1], [dislike(red(6)), like(blue(1))], crowd)!;
    expect([11, 12]).toContain(next.id);
  });

  it('never asks a work twice, and stops at the quiz size or when the pool runs out', () => {
    const asked: number[] = [];
    const answers: RatedWork[] = [];
    for (let next = nextQuizWork(pool, [], asked, answers, crowd, 5); next; next = nextQuizWork(pool, [], asked, answers, crowd, 5)) {
      expect(asked).not.toContain(next.id);
      asked.push(next.id);
      answers.push(like(next));
    }
    expect(asked).toHaveLength(5);
    expect(nextQuizWork(pool.slice(0, 2), [], [1, 2], [], crowd)).toBeNull();
    expect(QUIZ_OPENERS).toBeGreaterThan(0);
  });
});
