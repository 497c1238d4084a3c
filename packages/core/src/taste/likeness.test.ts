import { describe, expect, it } from 'vitest';
import { RATING } from '../constants.ts';
import { explainAffinity, rankWorks } from './affinity.ts';
import { buildFeatureIndex, rankIndex } from './feature-index.ts';
import type { RatedWork, TasteFeatures } from './features.ts';
import { workReason } from './reason.ts';
import { LIKENESS_DISLIKED, LIKENESS_EXAMPLES, LIKENESS_HEAD, LIKENESS_WEIGHT, closeness, likenessExamples, likenessOf, reorderHead } from './likeness.ts';
import { fitProfile } from './model.ts';

const work = (over: Partial<TasteFeatures> = {}): TasteFeatures => ({ id: 1, colours: [], subjects: [], materials: [], formal: {}, listedAt: 0, ...over });
const like = (features: TasteFeatures): RatedWork => ({ features, rating: RATING.like });
const dislike = (features: TasteFeatures): RatedWork => ({ features, rating: RATING.dislike });
const exampleOf = (features: TasteFeatures, liked = true) => likenessExamples([liked ? like(features) : dislike(features)])[0]!;

// Colours 14 (blue) and 7 (red); subjects 40 (abstract) and 56 (figure).
const BLUE = 14;
const RED = 7;
const ABSTRACT = 40;
const FIGURE = 56;

describe('closeness', () => {
  it('is 1 for a work like the example in every block, 0 for one that shares no value, and negative for opposite leanings', () => {
    const blueAbstract = work({ id: 1, colours: [BLUE], subjects: [ABSTRACT], materials: ['medium:1'], formal: { 1: 0.9, 2: 0.2 } });
    expect(closeness({ ...blueAbstract, id: 2 }, exampleOf(blueAbstract))).toBeCloseTo(1, 12);
    expect(closeness(work({ id: 3, colours: [RED], subjects: [FIGURE], materials: ['medium:2'] }), exampleOf(blueAbstract))).toBe(0);
    expect(closeness(work({ id: 4, formal: { 1: 0.1, 2: 0.8 } }), exampleOf(blueAbstract))).toBeCloseTo(-1, 12);
  });

  it('counts only the blocks both works have, each as the cosine of its sets', () => {
    const example = exampleOf(work({ id: 1, colours: [BLUE, RED], subjects: [ABSTRACT] }));
    // Colour: one shared of 1 and 2 values (1/√2); subject: none shared (0); material and formal: absent, not counted.
    expect(closeness(work({ id: 2, colours: [BLUE], subjects: [FIGURE], materials: ['medium:1'] }), example)).toBeCloseTo((1 / Math.SQRT2 + 0) / 2, 12);
    // A work with no values at all is close to nothing.
    expect(closeness(work({ id: 3 }), example)).toBe(0);
    // A work in the middle of every axis has no direction to share.
    expect(closeness(work({ id: 4, formal: { 1: 0.5 } }), exampleOf(work({ id: 5, formal: { 1: 0.9 } })))).toBe(0);
  });
});

describe('likeness', () => {
  it('is the closeness to the nearest liked work less half that to the nearest disliked one, naming both', () => {
    const likedWork = work({ id: 1, colours: [BLUE], subjects: [ABSTRACT] });
    const dislikedWork = work({ id: 2, colours: [BLUE], subjects: [FIGURE] });
    const examples = likenessExamples([like(likedWork), dislike(dislikedWork), like(work({ id: 3, colours: [RED] }))]);
    const detail = likenessOf(examples, work({ id: 9, colours: [BLUE], subjects: [ABSTRACT] }));
    expect(detail.liked).toEqual({ id: 1, closeness: expect.closeTo(1, 12) as number });
    expect(detail.disliked).toEqual({ id: 2, closeness: expect.closeTo(0.5, 12) as number });
    expect(detail.value).toBeCloseTo(1 - LIKENESS_DISLIKED * 0.5, 12);
    // Nothing near: no nearest work, no likeness.
    expect(likenessOf(examples, work({ id: 10, subjects: [FIGURE + 1] }))).toEqual({ value: 0, liked: null, disliked: null });
  });

  it('reads a work rated twice by its last rating, a neutral answer as no example, and keeps the most recent', () => {
    const a = work({ id: 1, colours: [BLUE] });
    const b = work({ id: 2, colours: [RED] });
    const examples = likenessExamples([like(a), dislike(b), dislike(a), { features: b, rating: RATING.neutral }]);
    expect(examples.map((example) => [example.id, example.liked])).toEqual([[1, false]]);
    const long = Array.from({ length: LIKENESS_EXAMPLES + 20 }, (_, i) => like(work({ id: 100 + i, colours: [BLUE] })));
    // A work liked long ago and liked again counts as recent.
    const kept = likenessExamples([...long, like(long[0]!.features)]).map((example) => example.id);
    expect(kept).toHaveLength(LIKENESS_EXAMPLES);
    expect(kept.at(-1)).toBe(100);
    expect(kept[0]).toBe(100 + 21);
  });

  it('is in the explanation, and adds LIKENESS_WEIGHT × likeness to the affinity', () => {
    const liked = work({ id: 1, colours: [BLUE], subjects: [ABSTRACT] });
    const profile = fitProfile([like(liked), dislike(work({ id: 2, colours: [RED], subjects: [FIGURE] }))]);
    const twin = work({ id: 3, colours: [BLUE], subjects: [ABSTRACT] });
    const explained = explainAffinity(profile, twin);
    expect(explained.likeness.liked?.id).toBe(1);
    expect(explained.terms.likeness).toBeCloseTo(LIKENESS_WEIGHT * explained.likeness.value, 15);
    const withoutTerm = explainAffinity({ ...profile, examples: [] }, twin);
    expect(withoutTerm.terms.likeness).toBe(0);
    expect(explained.affinity).toBeCloseTo(Math.min(1, withoutTerm.affinity + explained.terms.likeness), 15);
  });
});

describe('the ranking with the likeness term', () => {
  // Works like these: blue abstract and red figurative; not blue figurative nor red abstract. Every
  // colour and subject is liked as often as disliked, so a sum of values sees no leaning at all.
  const rated = [
    like(work({ id: 1, colours: [BLUE], subjects: [ABSTRACT], listedAt: 1 })),
    like(work({ id: 2, colours: [RED], subjects: [FIGURE], listedAt: 1 })),
    dislike(work({ id: 3, colours: [BLUE], subjects: [FIGURE], listedAt: 1 })),
    dislike(work({ id: 4, colours: [RED], subjects: [ABSTRACT], listedAt: 1 })),
  ];
  // The candidates the collector would dislike are newer: without the term they would come first.
  const candidates = [
    work({ id: 10, colours: [BLUE], subjects: [FIGURE], listedAt: 9 }),
    work({ id: 11, colours: [RED], subjects: [ABSTRACT], listedAt: 9 }),
    work({ id: 12, colours: [BLUE], subjects: [ABSTRACT], listedAt: 2 }),
    work({ id: 13, colours: [RED], subjects: [FIGURE], listedAt: 2 }),
  ];
  const catalogue = [...rated.map((entry) => entry.features), ...candidates];
  const exclude = new Set(rated.map((entry) => entry.features.id));

  it('puts the combinations the collector liked first, which the attribute terms alone cannot tell apart', () => {
    const profile = fitProfile(rated);
    const withoutTerm = rankWorks({ ...profile, examples: [] }, catalogue, exclude).map((entry) => entry.work.id);
    // A sum of values puts a combination the collector disliked first.
    expect(withoutTerm[0]).toBe(10);
    const ranked = rankWorks(profile, catalogue, exclude).map((entry) => entry.work.id);
    expect(ranked.slice(0, 2).sort()).toEqual([12, 13]);
    // The fast path agrees, order and scores.
    const index = rankIndex(buildFeatureIndex(catalogue), profile, { exclude });
    expect([...index.ids]).toEqual(ranked);
    expect([...index.scores]).toEqual(rankWorks(profile, catalogue, exclude).map((entry) => entry.affinity));
  });

  it('names the liked work as the reason when the work is much like it and that lifts it most', () => {
    const profile = fitProfile(rated);
    const history = rated;
    // Blue and abstract, like work 1 in every block: "because you liked" work 1.
    expect(workReason(profile, candidates[2]!, history).likedWork).toBe(1);
    // Red and abstract: half like each liked work, so no liked work is named.
    expect(workReason(profile, candidates[1]!, history).likedWork).toBeNull();
    // A collector who liked nothing has no reason at all.
    expect(workReason(fitProfile(rated.filter((entry) => entry.rating === RATING.dislike)), candidates[2]!, [])).toEqual({ line: null, likedWork: null });
  });

  it('adds the term to the order the ranking had, so among works at 1 the one the model is surer of leads unless the term outweighs the difference', () => {
    // Two works the model puts at an affinity of 1, one much surer (rankValue 1.4) than the other (1.1).
    const sure = { id: 1, affinity: 1, order: 1.4 };
    const lessSure = { id: 2, affinity: 1, order: 1.1 };
    const below = { id: 3, affinity: 0.5, order: 0.5 };
    const likeness = new Map([
      [1, 0],
      [2, 0.5],
      [3, 1],
    ]);
    const reordered = reorderHead([sure, lessSure, below], (entry) => likeness.get(entry.id)!);
    // 1.4 against 1.1 + 0.15 and 0.5 + 0.3: the surer work stays first.
    expect(reordered.map((entry) => entry.id)).toEqual([1, 2, 3]);
    // The affinity is the explanation's: the term added and held in [0, 1].
    expect(reordered.map((entry) => entry.affinity)).toEqual([1, 1, 0.5 + LIKENESS_WEIGHT]);
    // Where the two are nearly as sure, the term decides.
    expect(reorderHead([{ ...sure, order: 1.05 }, lessSure], (entry) => likeness.get(entry.id)!).map((entry) => entry.id)).toEqual([2, 1]);
  });

  it('orders the best LIKENESS_HEAD works by affinity, and leaves the rest in the order of affinity alone', () => {
    // Many works of a liked colour lead by affinity; past the head, a twin of the liked work stays where its affinity puts it.
    const liked = work({ id: 1, colours: [BLUE], subjects: [ABSTRACT], listedAt: 0 });
    const leaders = Array.from({ length: LIKENESS_HEAD + 5 }, (_, i) => work({ id: 100 + i, colours: [BLUE], listedAt: 5 }));
    const twin = work({ id: 99, colours: [RED], subjects: [ABSTRACT], listedAt: 0 });
    const profile = fitProfile([like(liked), like(work({ id: 2, colours: [BLUE], listedAt: 0 })), dislike(work({ id: 3, colours: [RED], subjects: [FIGURE], listedAt: 0 }))]);
    const works = [liked, ...leaders, twin];
    const ranked = rankWorks(profile, works, new Set([1, 2, 3]));
    expect(ranked.at(-1)?.work.id).toBe(99);
    expect(explainAffinity(profile, twin).terms.likeness).toBeGreaterThan(0);
    const index = rankIndex(buildFeatureIndex(works), profile, { exclude: new Set([1, 2, 3]) });
    expect([...index.ids]).toEqual(ranked.map((entry) => entry.work.id));
  });
});
