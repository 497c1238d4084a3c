import { visitorRatingSchema } from '@vernissage/core/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readVisitorRatings, recordVisitorRating, VISITOR_RATINGS_KEY } from './visitor-ratings.ts';

const stored = (value: unknown) => window.localStorage.setItem(VISITOR_RATINGS_KEY, JSON.stringify(value));
const good = { artworkId: 21, rating: 1, ratedAt: '2026-01-02T03:04:05.678Z' };

// The list is checked by hand (the crowd's gallery loads no zod): it must accept what the
// server's schema accepts at sign-up, and nothing it refuses.
describe('visitor ratings in this browser', () => {
  afterEach(() => window.localStorage.clear());

  it.each([
    ['a like and a dislike', [good, { ...good, artworkId: 22, rating: -1 }]],
    ['no ratings', []],
    ['a time without milliseconds', [{ ...good, ratedAt: '2026-01-02T03:04:05Z' }]],
    ['a neutral rating', [{ ...good, rating: 0 }]],
    ['an id of 0', [{ ...good, artworkId: 0 }]],
    ['an id with a fraction', [{ ...good, artworkId: 2.5 }]],
    ['an id as text', [{ ...good, artworkId: '21' }]],
    ['a date that is no instant', [{ ...good, ratedAt: 'yesterday' }]],
    ['a time with an offset', [{ ...good, ratedAt: '2026-01-02T03:04:05+02:00' }]],
    ['a missing time', [{ artworkId: 21, rating: 1 }]],
    ['one bad entry among good ones', [good, { ...good, rating: 2 }]],
    ['an object, not a list', good],
  ])('reads %s as the server would take it', (_what, value) => {
    stored(value);
    const parsed = z.array(visitorRatingSchema).safeParse(value);
    expect(readVisitorRatings()).toEqual(parsed.success ? parsed.data : []);
  });

  it('keeps only the fields of a rating', () => {
    stored([{ ...good, note: 'extra' }]);
    expect(readVisitorRatings()).toEqual([good]);
  });

  it('records a rating that reads back', () => {
    recordVisitorRating(31, -1);
    expect(readVisitorRatings()).toEqual([expect.objectContaining({ artworkId: 31, rating: -1 })]);
    expect(z.array(visitorRatingSchema).safeParse(readVisitorRatings()).success).toBe(true);
  });
});
