import { describe, expect, it } from 'vitest';
import { INSTANT_RANGE_MESSAGE, storableInstant } from './instants.ts';
import { salesQuerySchema } from './commerce.ts';
import { visitorRatingsSchema } from './ratings.ts';

describe('a date and time the database can store', () => {
  const instant = storableInstant({ offset: true });

  it('takes the years 1 to 9999, read in UTC', () => {
    for (const text of ['2026-11-29T12:00:00Z', '2026-11-29T12:00:00+05:30', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '0001-01-01T00:00:00-14:00']) {
      expect(instant.safeParse(text).success, text).toBe(true);
    }
  });

  it('refuses the year 0 and offsets that carry a date past either end', () => {
    for (const text of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '9999-12-31T23:59:59-14:00']) {
      expect(instant.safeParse(text).error?.issues[0]?.message, text).toBe(INSTANT_RANGE_MESSAGE);
    }
    expect(instant.safeParse('2026-13-01T00:00:00Z').success).toBe(false);
  });

  it('guards the sales ledger’s range and a visitor’s rating times', () => {
    expect(salesQuerySchema.safeParse({ from: '0000-01-01T00:00:00Z' }).success).toBe(false);
    expect(salesQuerySchema.safeParse({ from: '2026-01-01T00:00:00Z' }).success).toBe(true);
    const rating = (ratedAt: string) => ({ ratings: [{ artworkId: 1, rating: 1, ratedAt }] });
    expect(visitorRatingsSchema.safeParse(rating('0000-01-01T00:00:00Z')).success).toBe(false);
    expect(visitorRatingsSchema.safeParse(rating('2026-11-29T12:00:00.000Z')).success).toBe(true);
  });
});
