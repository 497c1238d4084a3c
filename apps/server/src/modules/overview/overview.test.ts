import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERVIEW_RATING_DAYS, splitSale, type AdminOverview } from '@vernissage/core/schemas';
import { artworks, questions, ratings, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CONTACT } from '../../test/orders.ts';
import { adminOverview } from './service.ts';

describe("the admin's home: today at a glance", () => {
  let t: TestApp;
  let adminCookie: string;
  let pool: Array<{ id: number; title: string; price: number }>;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    adminCookie = sessionCookie(await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD));
    pool = await t.app.db.select({ id: artworks.id, title: artworks.workTitle, price: artworks.price }).from(artworks).where(eq(artworks.sold, 0)).orderBy(asc(artworks.id));
  });
  afterAll(() => t.close());

  const overview = async (): Promise<AdminOverview> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json();
  };
  const order = async (artworkId: number) => {
    const buyer = await signUpUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { artworkId }, headers: { cookie: buyer.cookie } });
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: CONTACT, headers: { cookie: buyer.cookie } });
    expect(res.statusCode).toBe(201);
    return res.json().order.items[0].id as number;
  };

  it('counts a hold waiting, a sale this month with its commission, and open questions and offers', async () => {
    const before = await overview();
    const [held, sold] = pool.splice(0, 2);
    await order(held!.id);
    const soldItem = await order(sold!.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/holds/${soldItem}/confirm`, headers: { cookie: adminCookie } })).statusCode).toBe(200);
    await t.app.db.insert(questions).values([
      { artworkId: held!.id, name: 'Q', email: 'q@example.com', phone: '+1 312 555 0100', message: 'Is it framed?' },
      { artworkId: held!.id, name: 'O', email: 'o@example.com', phone: '+1 312 555 0100', message: 'Would you take less?', isOffer: true, offerAmount: 100 },
      { artworkId: held!.id, name: 'H', email: 'h@example.com', phone: '+1 312 555 0100', message: 'Answered', handledAt: new Date() },
    ]);

    const after = await overview();
    expect(after.holds.count).toBe(before.holds.count + 1);
    expect(after.holds.oldest.map((hold) => hold.artwork.id)).toContain(held!.id);
    const placed = after.holds.oldest.map((hold) => Date.parse(hold.placedAt));
    expect(placed).toEqual([...placed].sort((a, b) => a - b));
    expect(after.salesThisMonth.count).toBe(before.salesThisMonth.count + 1);
    expect(after.salesThisMonth.amount).toBeCloseTo(before.salesThisMonth.amount + sold!.price, 2);
    expect(after.salesThisMonth.commission).toBeCloseTo(before.salesThisMonth.commission + splitSale(sold!.price).commission, 2);
    expect(after.salesThisMonth.commissionRate).toBe(0.15);
    expect(after.openQuestions).toEqual({ count: before.openQuestions.count + 2, offers: before.openQuestions.offers + 1 });
  });

  it('counts new collectors and those who finished the taste test, and works listed this week by seller', async () => {
    const before = await overview();
    const done = await signUpUser(t.app);
    await signUpUser(t.app);
    await t.app.db.update(users).set({ tasteTestStatus: 1 }).where(eq(users.id, done.id));
    const [fresh] = pool.splice(0, 1);
    await t.app.db.update(artworks).set({ createdAt: new Date() }).where(eq(artworks.id, fresh!.id));
    const [seller] = await t.app.db.select({ id: artworks.userId }).from(artworks).where(eq(artworks.id, fresh!.id));

    const after = await overview();
    expect(after.newCollectors.count).toBe(before.newCollectors.count + 2);
    expect(after.newCollectors.tasteTestDone).toBe(before.newCollectors.tasteTestDone + 1);
    expect(after.listedThisWeek.count).toBe(before.listedThisWeek.count + 1);
    expect(after.listedThisWeek.bySeller.map((row) => row.id)).toContain(seller!.id);
  });

  it('charts likes and dislikes for each of the last 30 days and names the works most liked and disliked this week', async () => {
    const raters = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
    const [loved, disliked] = pool.splice(0, 2);
    const now = new Date();
    const old = new Date(now.getTime() - 40 * 24 * 3_600_000);
    await t.app.db.insert(ratings).values([
      ...raters.map((rater) => ({ userId: rater.id, artworkId: loved!.id, rating: 1, source: 'queue' as const })),
      ...raters.slice(0, 2).map((rater) => ({ userId: rater.id, artworkId: disliked!.id, rating: -1, source: 'queue' as const })),
      // Too old for the chart and for this week.
      { userId: raters[2]!.id, artworkId: disliked!.id, rating: -1, source: 'queue' as const, createdAt: old, updatedAt: old },
    ]);

    const result = await overview();
    expect(result.ratingsPerDay).toHaveLength(OVERVIEW_RATING_DAYS);
    const days = result.ratingsPerDay.map((entry) => entry.day);
    expect(days).toEqual([...days].sort());
    expect(new Set(days).size).toBe(OVERVIEW_RATING_DAYS);
    const today = result.ratingsPerDay.at(-1)!;
    expect(today.likes).toBeGreaterThanOrEqual(3);
    expect(today.dislikes).toBeGreaterThanOrEqual(2);
    expect(result.mostLiked[0]).toMatchObject({ artwork: { id: loved!.id, title: loved!.title }, count: 3 });
    expect(result.mostDisliked.find((entry) => entry.artwork.id === disliked!.id)?.count).toBe(2);
  });

  it('reads the day in product time, whatever the clock', async () => {
    const at = new Date('2026-03-08T05:30:00Z'); // 23:30 on 7 March in Chicago, the night the clocks change
    const result = await adminOverview({ db: t.app.db, now: () => at });
    expect(result.ratingsPerDay.at(-1)!.day).toBe('2026-03-07');
    expect(result.ratingsPerDay[0]!.day).toBe('2026-02-06');
    expect(result.ratingsPerDay).toHaveLength(OVERVIEW_RATING_DAYS);
  });
});
