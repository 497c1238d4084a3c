import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES as M, splitSale, type Hold, type Order, type Sales, type SessionUser } from '@vernissage/core/schemas';
import { SOLD_WEIGHT, crowdRate } from '@vernissage/core/taste';
import { artworks, holdEvents, orderItems, orders } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { lastMail } from '../../test/mailbox.ts';
import { CONTACT } from '../../test/orders.ts';
import { setSold } from './artwork-state.ts';
import { orderDeps } from './deps.ts';
import type { Executor } from '../../db/client.ts';
import { decide as decideHold, sweepHolds } from './hold-service.ts';

describe('holds: expiry, the admin’s decisions and the sales', () => {
  let t: TestApp;
  let adminCookie: string;
  let adminId: string;
  let pool: Array<{ id: number; title: string; price: number }>;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { ...FAST_CAPTCHA_ENV, SIGN_IN_LIMIT_PER_MINUTE: '100' } });
    const admin = await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD);
    adminCookie = sessionCookie(admin);
    adminId = admin.json().user.id;
    pool = await t.app.db
      .select({ id: artworks.id, title: artworks.workTitle, price: artworks.price })
      .from(artworks)
      .where(eq(artworks.sold, 0))
      .orderBy(asc(artworks.id));
  });
  afterAll(() => t.close());

  /** A new buyer's order for `count` fresh works. */
  const placeOrder = async (count = 1): Promise<{ buyer: TestUser; order: Order }> => {
    const buyer = await signUpUser(t.app);
    for (const work of pool.splice(0, count)) {
      await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { artworkId: work.id }, headers: { cookie: buyer.cookie } });
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: CONTACT, headers: { cookie: buyer.cookie } });
    expect(res.statusCode).toBe(201);
    return { buyer, order: res.json().order };
  };
  const decide = (id: number, action: 'confirm' | 'release', cookie = adminCookie) =>
    t.app.inject({ method: 'POST', url: `/api/admin/holds/${id}/${action}`, headers: { cookie } });
  const holds = async (): Promise<Hold[]> => (await t.app.inject({ method: 'GET', url: '/api/admin/holds', headers: { cookie: adminCookie } })).json().items;
  const soldOf = async (id: number) => (await t.app.db.select({ sold: artworks.sold }).from(artworks).where(eq(artworks.id, id)))[0]!.sold;
  const eventsOf = (itemId: number) => t.app.db.select().from(holdEvents).where(eq(holdEvents.orderItemId, itemId)).orderBy(asc(holdEvents.id));
  const statusOf = async (itemId: number) => (await t.app.db.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.id, itemId)))[0]!.status;
  const expireNow = (itemId: number) => t.app.db.update(orderItems).set({ holdExpiresAt: new Date(Date.now() - 60_000) }).where(eq(orderItems.id, itemId));

  it('counts a confirmed sale in the crowd profile at once (a sale weighs ten likes)', async () => {
    // The admin has rated nothing, so Proof explains the work by the crowd profile.
    const proof = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/taste/proof/${id}`, headers: { cookie: adminCookie } })).json() as { basis: string; affinity: number };
    // The crowd counts the sale as ten likes of the work at once. (Its affinity is held at 1 and
    // may already be there, so the crowd's own evidence is what shows the sale.)
    const crowdOf = async () => (await t.app.taste.crowd()).crowd;
    const { order } = await placeOrder();
    const line = order.items[0]!;
    const before = await proof(line.artwork.id);
    expect(before.basis).toBe('crowd');
    const crowdBefore = await crowdOf();
    expect((await decide(line.id, 'confirm')).statusCode).toBe(200);
    expect((await proof(line.artwork.id)).affinity).toBeGreaterThanOrEqual(before.affinity);
    const crowdAfter = await crowdOf();
    expect(crowdAfter.ratings - crowdBefore.ratings).toBeCloseTo(SOLD_WEIGHT, 9);
    expect(crowdAfter.lift.has(line.artwork.id)).toBe(true);
    expect(crowdRate(crowdAfter, (await t.app.taste.snapshot()).features.get(line.artwork.id)!)).toBeGreaterThan(0.7);
  });

  it('lists held works with the buyer, the contact, the price and the expiry', async () => {
    const { buyer, order } = await placeOrder();
    const line = order.items[0]!;
    const listed = (await holds()).find((hold) => hold.id === line.id);
    expect(listed).toMatchObject({
      orderId: order.id,
      artwork: { id: line.artwork.id, title: line.artwork.title },
      buyer: { id: buyer.id, email: buyer.email },
      contact: CONTACT,
      amount: line.amount,
      holdExpiresAt: line.holdExpiresAt,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/holds', headers: { cookie: adminCookie } });
    expect(res.json().holdHours).toBe(72);
  });

  it('confirms a sale: the work is sold, the decision recorded with the admin and the time', async () => {
    const { order } = await placeOrder();
    const line = order.items[0]!;
    const res = await decide(line.id, 'confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.saleConfirmed, id: line.id, status: 'sold' });

    expect(await soldOf(line.artwork.id)).toBe(1);
    const events = await eventsOf(line.id);
    expect(events.map((event) => [event.action, event.actorId])).toEqual([
      ['placed', expect.any(String)],
      ['confirmed', adminId],
    ]);
    const [row] = await t.app.db.select().from(orderItems).where(eq(orderItems.id, line.id));
    expect(row).toMatchObject({ status: 'sold', decidedBy: adminId });
    expect((await t.app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('confirmed');
    expect((await holds()).some((hold) => hold.id === line.id)).toBe(false);

    // The buyer is told the work is theirs and what happens next.
    const mail = await lastMail(t.app, CONTACT.email, 'hold-confirmed');
    expect(mail.subject).toBe(`Your purchase of “${line.artwork.title}” is confirmed`);
    expect(mail.text).toContain(`confirmed the sale from your order #${order.id}`);
    expect(mail.text).toContain(line.artwork.title);
    expect(mail.text).toContain('to coordinate the shipping date and time');

    // A decided hold cannot be decided again.
    const again = await decide(line.id, 'release');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.holdClosed);
    expect(await soldOf(line.artwork.id)).toBe(1);
  });

  it('releases a hold: the work is available again, and the order says which works were confirmed', async () => {
    const { order } = await placeOrder(2);
    const [kept, released] = order.items;
    expect((await decide(kept!.id, 'confirm')).statusCode).toBe(200);
    const res = await decide(released!.id, 'release');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.holdReleased, status: 'released' });
    expect(await soldOf(released!.artwork.id)).toBe(0);
    expect((await eventsOf(released!.id)).map((event) => [event.action, event.actorId])).toEqual([
      ['placed', expect.any(String)],
      ['released', adminId],
    ]);
    expect((await t.app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('partly-confirmed');
    // The buyer hears of the released work only, not of the one still theirs.
    const mail = await lastMail(t.app, CONTACT.email, 'hold-released');
    expect(mail.subject).toBe(`Your hold on “${released!.artwork.title}” has ended`);
    expect(mail.text).toContain(`released the hold from your order #${order.id}`);
    expect(mail.text).not.toContain(kept!.artwork.title);
  });

  it('lets only the admin decide: others get 403 and nothing changes', async () => {
    const { buyer, order } = await placeOrder();
    const line = order.items[0]!;
    const artist = await signUpUser(t.app, { role: 'artist' });
    for (const cookie of [buyer.cookie, artist.cookie]) {
      for (const action of ['confirm', 'release'] as const) {
        const res = await decide(line.id, action, cookie);
        expect(res.statusCode).toBe(403);
      }
    }
    expect(await soldOf(line.artwork.id)).toBe(2);
    expect(await statusOf(line.id)).toBe('held');
    expect(await eventsOf(line.id)).toHaveLength(1);
    expect((await decide(999_999, 'confirm')).statusCode).toBe(404);
  });

  it('expires holds past their time: the work is available again and the expiry recorded', async () => {
    const { order } = await placeOrder();
    const line = order.items[0]!;
    await expireNow(line.id);
    expect(await sweepHolds(orderDeps(t.app))).toBe(1);
    expect(await soldOf(line.artwork.id)).toBe(0);
    expect(await statusOf(line.id)).toBe('expired');
    const events = await eventsOf(line.id);
    expect(events.map((event) => [event.action, event.actorId])).toEqual([
      ['placed', expect.any(String)],
      ['expired', null],
    ]);
    expect((await t.app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('released');
    const mail = await lastMail(t.app, CONTACT.email, 'hold-expired');
    expect(mail.subject).toBe(`Your hold on “${line.artwork.title}” has expired`);
    expect(mail.text).toContain(`order #${order.id} was not confirmed within ${t.env.HOLD_HOURS} hours`);
    expect(await sweepHolds(orderDeps(t.app))).toBe(0);
  });

  it('writes the buyer’s e-mail in the transaction that ends the hold; one that cannot be written is logged and the hold still ends', async () => {
    const { order } = await placeOrder(2);
    const [first, second] = order.items;
    await expireNow(first!.id);
    const errors: unknown[] = [];
    const deps = orderDeps(t.app);
    // The outbox refuses: the row is not written, the expiry stands and the failure is logged.
    const failing = { ...deps, mail: { ...deps.mail, queue: () => Promise.reject(new Error('the outbox is down')) }, log: { ...deps.log, error: (details: unknown) => errors.push(details) } };
    expect(await sweepHolds(failing)).toBe(1);
    expect(await statusOf(first!.id)).toBe('expired');
    expect(errors).toEqual([expect.objectContaining({ orderId: order.id, ending: 'expired' })]);

    // A statement of the e-mail's own fails in the database, inside the decision's transaction:
    // its savepoint is rolled back, and the decision is still written with its event.
    const brokenStatement = {
      ...failing,
      mail: {
        ...deps.mail,
        queue: async (db: Executor) => {
          await db.execute(sql`select 1 / 0`);
          throw new Error('unreachable');
        },
      },
    };
    expect((await decideHold(brokenStatement, { id: adminId } as SessionUser, second!.id, 'confirmed')).status).toBe('sold');
    expect(await statusOf(second!.id)).toBe('sold');
    expect((await eventsOf(second!.id)).map((event) => event.action)).toEqual(['placed', 'confirmed']);
    expect(errors).toHaveLength(2);
  });

  it('sweeps before listing and deciding: an expired hold cannot be confirmed, and the buyer sees it expired', async () => {
    const { buyer, order } = await placeOrder();
    const line = order.items[0]!;
    await expireNow(line.id);
    const res = await decide(line.id, 'confirm');
    expect(res.statusCode).toBe(409);
    expect(await soldOf(line.artwork.id)).toBe(0);

    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: { cookie: buyer.cookie } });
    expect(mine.json().items[0].items[0].status).toBe('expired');
    // The work can be ordered again.
    const again = await signUpUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { artworkId: line.artwork.id }, headers: { cookie: again.cookie } });
    expect((await t.app.inject({ method: 'POST', url: '/api/orders', payload: CONTACT, headers: { cookie: again.cookie } })).statusCode).toBe(201);
  });

  it('lists completed sales with the 15% commission and the artist’s share, filtered by date', async () => {
    const { buyer, order } = await placeOrder(2);
    for (const line of order.items) expect((await decide(line.id, 'confirm')).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/sales', headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(200);
    const sales: Sales = res.json();
    expect(sales.commissionRate).toBe(0.15);
    for (const line of order.items) {
      const sale = sales.items.find((item) => item.id === line.id);
      const commission = Math.round(line.amount * 15) / 100;
      expect(sale).toMatchObject({ orderId: order.id, buyer: { id: buyer.id }, amount: line.amount, commission, artistShare: Math.round((line.amount - commission) * 100) / 100 });
      expect(sale!.confirmedBy).toBe(t.env.ADMIN_NAME);
    }
    const sum = (pick: (item: Sales['items'][number]) => number) => Math.round(sales.items.reduce((total, item) => total + pick(item), 0) * 100) / 100;
    expect(sales.totals).toEqual({
      count: sales.items.length,
      amount: sum((item) => item.amount),
      commission: sum((item) => item.commission),
      artistShare: sum((item) => item.artistShare),
    });
    expect(splitSale(1000)).toEqual({ commission: 150, artistShare: 850 });

    const query = (params: string) => t.app.inject({ method: 'GET', url: `/api/admin/sales?${params}`, headers: { cookie: adminCookie } });
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    // The demo's own sales are older: the window holds this test's only.
    const recent = sales.items.filter((item) => item.soldAt >= hourAgo).length;
    expect(recent).toBeGreaterThan(0);
    expect(recent).toBeLessThan(sales.totals.count);
    expect((await query(`from=${encodeURIComponent(hourAgo)}&to=${encodeURIComponent(tomorrow)}`)).json().totals.count).toBe(recent);
    expect((await query(`from=${encodeURIComponent(tomorrow)}`)).json()).toMatchObject({ items: [], totals: { count: 0, amount: 0 } });
    const older = (await query(`to=${encodeURIComponent(hourAgo)}`)).json() as Sales;
    expect(older.items).toHaveLength(sales.totals.count - recent);
    expect(older.items.every((item) => item.soldAt <= hourAgo)).toBe(true);
    expect((await query('from=yesterday')).statusCode).toBe(400);
  });

  it('changes a sold state only from the expected one, so one of two concurrent holds wins', async () => {
    const [a, b, c] = pool.splice(0, 3);
    const hold = (ids: number[]) => t.app.db.transaction((tx) => setSold(tx, ids, 0, 2));
    const [first, second] = await Promise.all([hold([a!.id, b!.id]), hold([b!.id, c!.id])]);
    expect([...first, ...second].filter((id) => id === b!.id)).toHaveLength(1);
    const rows = await t.app.db.select({ sold: artworks.sold }).from(artworks).where(inArray(artworks.id, [a!.id, b!.id, c!.id]));
    expect(rows.every((row) => row.sold === 2)).toBe(true);
  });
});
