import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, ratings } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('visitor ratings stored after sign-up', () => {
  let t: TestApp;
  let person: TestUser;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    person = await signUpUser(t.app);
    ids = (await t.app.db.select({ id: artworks.id }).from(artworks).orderBy(asc(artworks.id)).limit(4)).map((row) => row.id);
  });
  afterAll(() => t.close());

  const post = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/ratings/visitor', payload, ...(cookie ? { headers: { cookie } } : {}) });
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

  it('needs an account', async () => {
    expect((await post({ ratings: [] })).statusCode).toBe(401);
  });

  it('stores each work once, the last rating winning, in the order given, skipping unknown works', async () => {
    const res = await post(
      {
        ratings: [
          { artworkId: ids[0], rating: 1, ratedAt: at(30) },
          { artworkId: ids[1], rating: -1, ratedAt: at(20) },
          { artworkId: ids[0], rating: -1, ratedAt: at(10) },
          { artworkId: 999_999, rating: 1, ratedAt: at(5) },
        ],
      },
      person.cookie,
    );
    expect(res.json()).toEqual({ stored: 2 });
    const rows = await t.app.db
      .select({ artworkId: ratings.artworkId, rating: ratings.rating, source: ratings.source })
      .from(ratings)
      .where(eq(ratings.userId, person.id))
      .orderBy(asc(ratings.createdAt));
    expect(rows).toEqual([
      { artworkId: ids[1], rating: -1, source: 'visitor' },
      { artworkId: ids[0], rating: -1, source: 'visitor' },
    ]);
  });

  it('keeps a rating the account already has, and never dates one in the future', async () => {
    const res = await post(
      {
        ratings: [
          { artworkId: ids[1], rating: 1, ratedAt: at(1) },
          { artworkId: ids[2], rating: 1, ratedAt: new Date(Date.now() + 86_400_000).toISOString() },
        ],
      },
      person.cookie,
    );
    expect(res.json()).toEqual({ stored: 1 });
    const [kept] = await t.app.db.select().from(ratings).where(and(eq(ratings.userId, person.id), eq(ratings.artworkId, ids[1]!)));
    expect(kept!.rating).toBe(-1);
    const [future] = await t.app.db.select().from(ratings).where(and(eq(ratings.userId, person.id), eq(ratings.artworkId, ids[2]!)));
    expect(future!.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses ratings that are not a like or a dislike', async () => {
    const res = await post({ ratings: [{ artworkId: ids[3], rating: 5, ratedAt: at(1) }] }, person.cookie);
    expect(res.statusCode).toBe(400);
  });
});
