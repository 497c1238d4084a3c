import { describe, expect, it } from 'vitest';
import { RATING, SOLD_WEIGHT } from '../constants.ts';
import type { TasteFeatures } from './features.ts';
import { applyRating, crowdProfile, emptyProfile, foldProfile, formalPosition, preference, rankingProfile } from './profile.ts';

const work = (over: Partial<TasteFeatures> = {}): TasteFeatures => ({ id: 1, colours: [], subjects: [], materials: [], formal: {}, listedAt: 0, ...over });
const blue = work({ id: 1, colours: [14], subjects: [40], materials: ['medium:1', 'surface:14'], formal: { 1: 0.2 } });

describe('categorical scores', () => {
  it('moves a liked value from 0 to −0.1, then to −0.19', () => {
    const once = applyRating(emptyProfile(), blue, RATING.like);
    expect(once.colour.get(14)).toBeCloseTo(-0.1, 15);
    const twice = applyRating(once, blue, RATING.like);
    expect(twice.colour.get(14)).toBeCloseTo(-0.19, 15);
    expect(twice.content.get(40)).toBeCloseTo(-0.19, 15);
    expect(twice.material.get('medium:1')).toBeCloseTo(-0.19, 15);
    expect(twice.material.get('surface:14')).toBeCloseTo(-0.19, 15);
  });

  it('moves a disliked value from −0.19 to −0.028, and from 0 up by 0.2, 0.44, 0.728', () => {
    const liked = foldProfile([{ features: blue, rating: RATING.like }, { features: blue, rating: RATING.like }]);
    expect(applyRating(liked, blue, RATING.dislike).colour.get(14)).toBeCloseTo(-0.028, 15);
    const scores = [1, 2, 3].map((n) => foldProfile(Array.from({ length: n }, () => ({ features: blue, rating: RATING.dislike }))).colour.get(14));
    expect(scores[0]).toBeCloseTo(0.2, 15);
    expect(scores[1]).toBeCloseTo(0.44, 15);
    expect(scores[2]).toBeCloseTo(0.728, 15);
  });

  it('leaves the profile as it was on neutral and on unrated', () => {
    const before = applyRating(emptyProfile(), blue, RATING.like);
    expect(applyRating(before, blue, RATING.neutral)).toEqual(before);
    expect(applyRating(before, blue, RATING.unrated)).toEqual(before);
    expect(foldProfile([{ features: blue, rating: RATING.neutral }])).toEqual(emptyProfile());
  });

  it('counts a value listed twice on a work once', () => {
    const doubled = work({ colours: [14, 14, 14] });
    expect(applyRating(emptyProfile(), doubled, RATING.like).colour.get(14)).toBeCloseTo(-0.1, 15);
  });

  it('never changes the profile it is given', () => {
    const before = applyRating(emptyProfile(), blue, RATING.like);
    const copy = { colour: new Map(before.colour), content: new Map(before.content), material: new Map(before.material), formal: new Map(before.formal) };
    applyRating(before, blue, RATING.dislike);
    expect(before).toEqual(copy);
  });
});

describe('preference p(s)', () => {
  it('is 0.5 untested, rises towards 1 with likes and falls to 0 after four dislikes', () => {
    expect(preference(0)).toBe(0.5);
    expect(preference(-0.19)).toBeCloseTo(0.595, 15);
    expect(preference(-1)).toBe(1);
    expect(preference(0.728)).toBeCloseTo(0.136, 15);
    expect(preference(1.0736)).toBe(0);
  });

  it('is clamped to [0, 1]', () => {
    expect(preference(-3)).toBe(1);
    expect(preference(5)).toBe(0);
    expect(preference(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('formal axes', () => {
  it('averages a like of 0.2 and a dislike of 0.2 to (0.2 + 1.6) / 3 = 0.6', () => {
    const profile = foldProfile([
      { features: blue, rating: RATING.like },
      { features: blue, rating: RATING.dislike },
    ]);
    const tally = profile.formal.get(1);
    expect(tally?.sum).toBeCloseTo(1.8, 15);
    expect(tally?.denominator).toBe(3);
    expect(formalPosition(tally)).toBeCloseTo(0.6, 15);
  });

  it('sits at 0.5 while the denominator is 0', () => {
    expect(formalPosition(undefined)).toBe(0.5);
    expect(formalPosition({ sum: 0, denominator: 0 })).toBe(0.5);
  });

  it('leaves an axis the work has unset untouched', () => {
    const first = applyRating(emptyProfile(), work({ formal: { 1: 0.2, 8: 0.9 } }), RATING.like);
    const second = applyRating(first, work({ formal: { 1: 0.4 } }), RATING.dislike);
    expect(second.formal.get(8)).toEqual({ sum: 0.9, denominator: 1 });
    expect(second.formal.has(3)).toBe(false);
    expect(second.formal.get(1)?.denominator).toBe(3);
  });
});

describe('weighted ratings', () => {
  it('applies a weight of n as n ratings, exactly', () => {
    const tenLikes = foldProfile(Array.from({ length: 10 }, () => ({ features: blue, rating: RATING.like })));
    expect(applyRating(emptyProfile(), blue, RATING.like, 10)).toEqual(tenLikes);
    expect(tenLikes.colour.get(14)).toBeCloseTo(0.9 ** 10 - 1, 14);
    expect(tenLikes.formal.get(1)?.denominator).toBe(10);
  });

  it('changes nothing at weight 0 and refuses a weight that is not a whole number of ratings', () => {
    expect(applyRating(emptyProfile(), blue, RATING.like, 0)).toEqual(emptyProfile());
    expect(() => applyRating(emptyProfile(), blue, RATING.like, 1.5)).toThrow(RangeError);
    expect(() => applyRating(emptyProfile(), blue, RATING.like, -1)).toThrow(RangeError);
  });
});

describe('crowd profile', () => {
  const red = work({ id: 2, colours: [7], formal: { 1: 0.9 } });

  it('counts a sale as ten likes of the sold work', () => {
    expect(SOLD_WEIGHT).toBe(10);
    const crowd = crowdProfile([], [blue]);
    expect(crowd).toEqual(foldProfile(Array.from({ length: 10 }, () => ({ features: blue, rating: RATING.like }))));
    expect(crowd.colour.get(14)).toBeCloseTo(-0.6513215599, 10);
  });

  it('folds every like and dislike first, then the sales, and ignores neutral and unrated', () => {
    const ratings = [
      { features: red, rating: RATING.dislike },
      { features: blue, rating: RATING.neutral },
      { features: red, rating: RATING.unrated },
      { features: blue, rating: RATING.like },
    ];
    const crowd = crowdProfile(ratings, [red]);
    // Red: a dislike (0.2) then ten likes; blue: one like.
    let red7 = 0.2;
    for (let i = 0; i < 10; i += 1) red7 = 0.9 * red7 - 0.1;
    expect(crowd.colour.get(7)).toBeCloseTo(red7, 15);
    expect(crowd.colour.get(14)).toBeCloseTo(-0.1, 15);
    // Axis 1: dislike of 0.9 gives 0.2 over 2, ten likes of 0.9 give 9 over 10, a like of 0.2.
    expect(formalPosition(crowd.formal.get(1))).toBeCloseTo((0.2 + 9 + 0.2) / 13, 15);
  });

  it('is the ranking profile of a collector who has liked or disliked nothing yet', () => {
    const crowd = crowdProfile([{ features: red, rating: RATING.like }], []);
    expect(rankingProfile([], crowd)).toBe(crowd);
    expect(rankingProfile([{ features: blue, rating: RATING.neutral }], crowd)).toBe(crowd);
    const own = rankingProfile([{ features: blue, rating: RATING.like }], crowd);
    expect(own.colour.has(7)).toBe(false);
    expect(own.colour.get(14)).toBeCloseTo(-0.1, 15);
  });
});
