import { describe, expect, it } from 'vitest';
import { RATING } from '../constants.ts';
import { affinity, rankWorks } from './affinity.ts';
import { buildFeatureIndex, rankIndex } from './feature-index.ts';
import type { TasteFeatures } from './features.ts';
import { emptyProfile, fitProfile } from './model.ts';

const work = (over: Partial<TasteFeatures> = {}): TasteFeatures => ({ id: 1, colours: [], subjects: [], materials: [], formal: {}, listedAt: 0, ...over });

const works: TasteFeatures[] = [
  work({ id: 10, colours: [14], subjects: [40], materials: ['medium:1'], formal: { 1: 0.2 }, listedAt: 5 }),
  work({ id: 11, colours: [7], subjects: [56], materials: ['medium:2'], formal: { 1: 0.9 }, listedAt: 6 }),
  work({ id: 12, colours: [14, 15, 14], subjects: [40, 62], materials: ['medium:1', 'surface:14'], formal: { 1: 0.3, 8: 0.7 }, listedAt: 7 }),
  work({ id: 13, listedAt: 9 }),
  work({ id: 14, listedAt: 9 }),
  work({ id: 9, listedAt: 9 }),
];
const profile = fitProfile([
  { features: works[0] as TasteFeatures, rating: RATING.like },
  { features: works[1] as TasteFeatures, rating: RATING.dislike },
]);
const ids = (ranking: { ids: Int32Array }) => [...ranking.ids];

describe('rankIndex', () => {
  it('orders like rankWorks, with the same scores', () => {
    const ranking = rankIndex(buildFeatureIndex(works), profile);
    const reference = rankWorks(profile, works);
    expect(ids(ranking)).toEqual(reference.map((r) => r.work.id));
    expect([...ranking.scores]).toEqual(reference.map((r) => r.affinity));
    expect(ranking.scores[0]).toBe(affinity(profile, works[0] as TasteFeatures));
  });

  it('breaks ties by the newer work first, then the lower id', () => {
    const ranking = rankIndex(buildFeatureIndex(works), emptyProfile());
    // Empty profile: all three empty works score 0.5; 12 and 10 score above, 11 below.
    expect(ids(ranking).filter((id) => [9, 13, 14].includes(id))).toEqual([9, 13, 14]);
  });

  it('leaves out excluded works and ignores excluded ids it does not hold', () => {
    const ranking = rankIndex(buildFeatureIndex(works), profile, { exclude: new Set([10, 11, 99]) });
    expect(ids(ranking).sort()).toEqual([12, 13, 14, 9].sort());
  });

  it('keeps only the head of the ranking when given a limit', () => {
    const index = buildFeatureIndex(works);
    const all = ids(rankIndex(index, profile));
    expect(ids(rankIndex(index, profile, { limit: 3 }))).toEqual(all.slice(0, 3));
    expect(ids(rankIndex(index, profile, { limit: 4, exclude: new Set([all[0] as number]) }))).toEqual(all.slice(1, 5));
    expect(ids(rankIndex(index, profile, { limit: 0 }))).toEqual([]);
    expect(ids(rankIndex(index, profile, { limit: 100 }))).toEqual(all);
  });

  it('ranks the same whatever order the catalogue comes in', () => {
    const newestFirst = [...works].sort((a, b) => b.listedAt - a.listedAt || a.id - b.id);
    const expected = ids(rankIndex(buildFeatureIndex(works), profile));
    expect(ids(rankIndex(buildFeatureIndex(newestFirst), profile))).toEqual(expected);
    expect(ids(rankIndex(buildFeatureIndex([...newestFirst].reverse()), profile))).toEqual(expected);
  });

  it('ranks an empty catalogue as empty', () => {
    expect(ids(rankIndex(buildFeatureIndex([]), profile))).toEqual([]);
  });

  it('refuses a catalogue that holds an id twice', () => {
    expect(() => buildFeatureIndex([work({ id: 3 }), work({ id: 3 })])).toThrow(RangeError);
  });

  it('orders works whose scores differ by less than the sort key resolves', () => {
    // Positions a hair apart give scores closer than 2^-32: one sort key, exact order by score.
    // The newest works score lowest, so tie order alone would put them the wrong way round.
    const close = Array.from({ length: 12 }, (_, i) =>
      work({ id: 100 + i, formal: { 3: 0.4 + ((i * 7) % 12) * 1e-12, 9: i % 2 === 0 ? 0.5 : 0.5 + 1e-13 }, listedAt: 100 + (i % 3) }),
    );
    const liked = fitProfile([{ features: work({ id: 1, formal: { 3: 1, 9: 1 } }), rating: RATING.like }]);
    for (const catalogue of [close, [...close, ...works]]) {
      const reference = rankWorks(liked, catalogue);
      expect(new Set(reference.map((r) => r.affinity)).size).toBeGreaterThan(6);
      const index = buildFeatureIndex(catalogue);
      expect(ids(rankIndex(index, liked))).toEqual(reference.map((r) => r.work.id));
      expect(ids(rankIndex(index, liked, { limit: 5 }))).toEqual(reference.slice(0, 5).map((r) => r.work.id));
    }
  });

  it('ranks a large catalogue like rankWorks, whole and by its head', () => {
    let seed = 11;
    const next = (max: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % max;
    };
    const catalogue = Array.from({ length: 20_000 }, (_, i) =>
      work({
        id: i + 1,
        colours: [1 + next(6)],
        subjects: [1 + next(9), 1 + next(9)],
        materials: [`medium:${1 + next(4)}`],
        // Round positions make many exact ties, which must follow the tie order.
        formal: next(5) === 0 ? {} : { 1: next(5) / 4, 2: next(3) / 2 },
        listedAt: next(30),
      }),
    );
    const history = catalogue.slice(0, 30).map((features, i) => ({ features, rating: i % 3 === 0 ? RATING.dislike : RATING.like }));
    const exclude = new Set(catalogue.slice(0, 30).map((w) => w.id));
    const liked = fitProfile(history);
    const reference = rankWorks(liked, catalogue, exclude);
    const index = buildFeatureIndex(catalogue);
    for (const limit of [undefined, 1, 10, 100, 1_234, 19_970, 25_000]) {
      const ranking = rankIndex(index, liked, { exclude, limit });
      const expected = reference.slice(0, limit);
      expect(ranking.ids.length).toBe(expected.length);
      expect(ids(ranking)).toEqual(expected.map((r) => r.work.id));
      expect([...ranking.scores]).toEqual(expected.map((r) => r.affinity));
    }
    // 20,000 works ranked eight times: about a second, more while other suites share the cores.
  }, 30_000);

  it('keeps the exact order for positions outside [0, 1], which the schema refuses', () => {
    const odd = [work({ id: 1, formal: { 1: 1.8 } }), work({ id: 2, formal: { 1: -0.9 } }), work({ id: 3, formal: { 1: 2.5 } }), work({ id: 4, formal: { 1: 0.5 } })];
    const reference = rankWorks(emptyProfile(), odd);
    expect(ids(rankIndex(buildFeatureIndex(odd), emptyProfile()))).toEqual(reference.map((r) => r.work.id));
    expect(ids(rankIndex(buildFeatureIndex(odd), emptyProfile(), { limit: 2 }))).toEqual(reference.slice(0, 2).map((r) => r.work.id));
  });

  it('does not change when ranked', () => {
    const index = buildFeatureIndex(works);
    const before = [...index.ids];
    rankIndex(index, profile, { exclude: new Set([12]), limit: 2 });
    expect([...index.ids]).toEqual(before);
    expect(index.size).toBe(works.length);
  });
});
