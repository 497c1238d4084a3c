import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseResultSchema } from '@vernissage/core/schemas';
import { artworkPopularity, artworks, orderItems, orders, ratings, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

/**
 * Popularity (likes plus sales) is kept by the database from whatever writes ratings and order
 * items (migration 0004, docs/decisions/018): every kind of change moves it, and the Popular
 * order follows.
 */
describe('popularity follows ratings and sales', () => {
  let t: TestApp;
  const ids: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    await db.insert(users).values([
      { id: 'pop-artist', name: 'Pop Artist', email: 'pop-artist@example.com', role: 'artist' },
      ...['c1', 'c2', 'c3'].map((id) => ({ id, name: `Collector ${id}`, email: `${id}@example.com` })),
    ]);
    // a is the oldest, c the newest: with no likes, Popular lists the newest first.
    const rows = await db
      .insert(artworks)
      .values((['a', 'b', 'c'] as const).map((key, day) => ({ userId: 'pop-artist', workTitle: key, width: 10, height: 10, price: 100, createdAt: new Date(Date.UTC(2026, 0, day + 1)) })))
      .returning({ id: artworks.id, title: artworks.workTitle });
    for (const row of rows) ids[row.title as keyof typeof ids] = row.id;
  });
  afterAll(() => t.close());

  async function popularity(): Promise<Record<string, number>> {
    const rows = await t.app.db.select().from(artworkPopularity);
    return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, rows.find((row) => row.artworkId === id)?.popularity ?? -1]));
  }
  async function popularOrder(): Promise<string[]> {
    const res = await t.app.inject({ method: 'GET', url: '/api/artworks/browse?sort=popular&available=false' });
    return browseResultSchema.parse(res.json()).items.map((item) => item.title);
  }
  const rate = (userId: string, key: keyof typeof ids, rating: number) =>
    t.app.db
      .insert(ratings)
      .values({ userId, artworkId: ids[key], rating, source: 'queue' })
      .onConflictDoUpdate({ target: [ratings.userId, ratings.artworkId], set: { rating } });

  it('starts at nought for a new work, with its created_at', async () => {
    expect(await popularity()).toEqual({ a: 0, b: 0, c: 0 });
    const [row] = await t.app.db.select().from(artworkPopularity).where(eq(artworkPopularity.artworkId, ids.a));
    expect(row?.createdAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(await popularOrder()).toEqual(['c', 'b', 'a']);
  });

  it('counts likes as they are given, changed and taken back, several in one statement', async () => {
    await t.app.db.insert(ratings).values([
      { userId: 'c1', artworkId: ids.a, rating: 1, source: 'quiz' },
      { userId: 'c2', artworkId: ids.a, rating: 1, source: 'quiz' },
      { userId: 'c1', artworkId: ids.b, rating: -1, source: 'quiz' },
    ]);
    expect(await popularity()).toEqual({ a: 2, b: 0, c: 0 });
    await rate('c3', 'a', 0);
    await rate('c3', 'a', 1);
    await rate('c1', 'b', 1);
    expect(await popularity()).toEqual({ a: 3, b: 1, c: 0 });
    await t.app.db.update(ratings).set({ rating: -1 }).where(eq(ratings.userId, 'c1'));
    expect(await popularity()).toEqual({ a: 2, b: 0, c: 0 });
    await t.app.db.delete(ratings).where(and(eq(ratings.userId, 'c2'), eq(ratings.artworkId, ids.a)));
    expect(await popularity()).toEqual({ a: 1, b: 0, c: 0 });
    expect(await popularOrder()).toEqual(['a', 'c', 'b']);
  });

  it('counts a sale once it is confirmed, not while held or after it is released', async () => {
    const [order] = await t.app.db
      .insert(orders)
      .values({ userId: 'c1', contactName: 'C', contactEmail: 'c1@example.com', contactPhone: '1', shippingAddress: 'Here', subtotal: 200, total: 200 })
      .returning({ id: orders.id });
    const orderId = order?.id ?? 0;
    await t.app.db.insert(orderItems).values([
      { orderId, artworkId: ids.b, title: 'B', price: 100, status: 'held', holdExpiresAt: new Date() },
      { orderId, artworkId: ids.c, title: 'C', price: 100, status: 'held', holdExpiresAt: new Date() },
    ]);
    expect(await popularity()).toEqual({ a: 1, b: 0, c: 0 });
    await t.app.db.update(orderItems).set({ status: 'sold' }).where(eq(orderItems.orderId, orderId));
    expect(await popularity()).toEqual({ a: 1, b: 1, c: 1 });
    await t.app.db.update(orderItems).set({ status: 'released' }).where(eq(orderItems.artworkId, ids.b));
    expect(await popularity()).toEqual({ a: 1, b: 0, c: 1 });
    expect(await popularOrder()).toEqual(['c', 'a', 'b']);
    // Deleting the order takes its items, and their sale, with it.
    await t.app.db.delete(orders).where(eq(orders.id, orderId));
    expect(await popularity()).toEqual({ a: 1, b: 0, c: 0 });
  });

  it('forgets the likes of a deleted collector, follows a changed created_at, and goes with a deleted work', async () => {
    await rate('c3', 'c', 1);
    expect(await popularity()).toEqual({ a: 1, b: 0, c: 1 });
    await t.app.db.delete(users).where(eq(users.id, 'c3'));
    expect(await popularity()).toEqual({ a: 0, b: 0, c: 0 });
    await t.app.db.update(artworks).set({ createdAt: new Date(Date.UTC(2027, 0, 1)) }).where(eq(artworks.id, ids.a));
    expect(await popularOrder()).toEqual(['a', 'c', 'b']);
    await rate('c1', 'a', 1);
    await t.app.db.delete(artworks).where(eq(artworks.id, ids.a));
    const [left] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(artworkPopularity);
    expect(left?.n).toBe(2);
    expect(await popularOrder()).toEqual(['c', 'b']);
  });
});
