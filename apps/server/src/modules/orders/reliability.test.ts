import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unavailableMessage } from '@vernissage/core/schemas';
import { artworks, cartItems, holdEvents, orderItems, orders } from '../../db/schema/index.ts';
import type { TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSignedInUsers } from '../../test/buyers.ts';
import { CONTACT } from '../../test/orders.ts';

/**
 * The rule for unique works under load (DESIGN.md 'Checkout and unique works'): many collectors
 * pressing Place order for the same work at the same moment get exactly one order and one hold,
 * every other request a 409 naming the work, and never a server error. Runs on PGlite in
 * `npm run test:unit` (one connection: the requests serialise) and on a real PostgreSQL server
 * in `npm run test:server:pg` (a pool of 10 connections: the requests queue for them and race
 * on the work's row).
 */
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const BUYERS = 200;
// PGlite has one connection, so its requests never truly race: a few rounds show the rule holds
// there; the real race, a pool against one row, gets its 50 rounds on PostgreSQL.
const ROUNDS = database === 'PostgreSQL' ? 50 : 10;

describe(`${BUYERS} buyers placing an order for the same work at once (${database})`, () => {
  let t: TestApp;
  let buyers: TestUser[];
  let works: Array<{ id: number; title: string }>;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { HOLD_HOURS: '72', SUPPORT_EMAIL: 'team@vernissage.test' } });
    buyers = await createSignedInUsers(t.app, BUYERS);
    works = await t.app.db
      .select({ id: artworks.id, title: artworks.workTitle })
      .from(artworks)
      .where(and(eq(artworks.sold, 0), eq(artworks.status, '1')))
      .orderBy(asc(artworks.id))
      .limit(ROUNDS);
  });
  afterAll(() => t?.close());

  it('signs the buyers in with real sessions', async () => {
    for (const buyer of [buyers[0]!, buyers.at(-1)!]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: buyer.cookie } });
      expect(res.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: `${buyers[0]!.cookie}x` } })).statusCode).toBe(401);
  });

  it(`gives each of ${ROUNDS} works to exactly one buyer: one 201 and one hold, ${BUYERS - 1} × 409 naming the work, no 5xx`, async () => {
    expect(works).toHaveLength(ROUNDS);
    const demoOrders = (await t.app.db.select({ id: orders.id }).from(orders)).length;
    const totals = new Map<number, number>();
    const times: number[] = [];

    for (const [round, work] of works.entries()) {
      // Every buyer has the work in the cart, as after pressing Add to cart on its page.
      await t.app.db.insert(cartItems).values(buyers.map((buyer) => ({ userId: buyer.id, artworkId: work.id })));

      const started = performance.now();
      const responses = await Promise.all(
        buyers.map((buyer) => t.app.inject({ method: 'POST', url: '/api/orders', payload: CONTACT, headers: { cookie: buyer.cookie } })),
      );
      const elapsed = performance.now() - started;
      times.push(elapsed);

      const statuses = responses.map((res) => res.statusCode);
      for (const status of statuses) totals.set(status, (totals.get(status) ?? 0) + 1);
      const tally = Object.fromEntries([...new Set(statuses)].sort().map((status) => [status, statuses.filter((s) => s === status).length]));

      const failures = responses.filter((res) => res.statusCode >= 500);
      expect(failures.map((res) => res.body), `round ${round + 1}: server errors`).toEqual([]);
      expect(tally, `round ${round + 1}`).toEqual({ 201: 1, 409: BUYERS - 1 });
      const refusal = { code: 'conflict', reason: 'artwork_unavailable', message: unavailableMessage(work.title) };
      for (const res of responses.filter((r) => r.statusCode === 409)) expect(res.json().error).toEqual(refusal);

      const winner = buyers[statuses.indexOf(201)]!;
      const placed = responses[statuses.indexOf(201)]!.json().order;
      expect(placed.items.map((line: { artwork: { id: number }; status: string }) => [line.artwork.id, line.status])).toEqual([[work.id, 'held']]);

      const active = await t.app.db
        .select({ id: orderItems.id, orderId: orderItems.orderId, buyer: orders.userId })
        .from(orderItems)
        .innerJoin(orders, eq(orderItems.orderId, orders.id))
        .where(and(eq(orderItems.artworkId, work.id), inArray(orderItems.status, ['held', 'sold'])));
      expect(active).toEqual([{ id: placed.items[0].id, orderId: placed.id, buyer: winner.id }]);
      expect(await t.app.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.artworkId, work.id))).toHaveLength(1);
      const events = await t.app.db.select({ action: holdEvents.action }).from(holdEvents).where(eq(holdEvents.orderItemId, active[0]!.id));
      expect(events).toEqual([{ action: 'placed' }]);
      const [state] = await t.app.db.select({ sold: artworks.sold }).from(artworks).where(eq(artworks.id, work.id));
      expect(state!.sold).toBe(2);
      // The winner's cart is empty; the others still have the work, which they would now remove.
      const left = await t.app.db.select({ userId: cartItems.userId }).from(cartItems).where(eq(cartItems.artworkId, work.id));
      expect(left).toHaveLength(BUYERS - 1);
      expect(left.some((row) => row.userId === winner.id)).toBe(false);
      await t.app.db.delete(cartItems).where(eq(cartItems.artworkId, work.id));
    }

    // One order per round, beside the demo's own sales.
    expect((await t.app.db.select({ id: orders.id }).from(orders)).length - demoOrders).toBe(ROUNDS);
    const total = times.reduce((sum, time) => sum + time, 0);
    console.log(
      `${database}: ${ROUNDS} rounds × ${BUYERS} concurrent Place order requests in ${(total / 1000).toFixed(1)} s ` +
        `(round mean ${Math.round(total / ROUNDS)} ms, slowest ${Math.round(Math.max(...times))} ms); ` +
        `statuses ${JSON.stringify(Object.fromEntries([...totals].sort()))}\nround times (ms): ${times.map(Math.round).join(' ')}`,
    );
  }, 300_000);
});
