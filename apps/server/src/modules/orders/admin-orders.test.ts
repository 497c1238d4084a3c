import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDERS_PAGE_SIZE, COMMERCE_MESSAGES as M, type AdminOrderDetail, type AdminOrderList, type Hold, type Order, type Sales } from '@vernissage/core/schemas';
import { artworks, orderItems, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CONTACT } from '../../test/orders.ts';

describe("the admin's Orders: every order, searched, filtered, paged, with its history", () => {
  let t: TestApp;
  let adminCookie: string;
  let adminName: string;
  let pool: Array<{ id: number; title: string }>;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { ...FAST_CAPTCHA_ENV, SUPPORT_EMAIL: 'team@vernissage.test' } });
    const admin = await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD);
    adminCookie = sessionCookie(admin);
    adminName = admin.json().user.name;
    pool = await t.app.db.select({ id: artworks.id, title: artworks.workTitle }).from(artworks).where(eq(artworks.sold, 0)).orderBy(asc(artworks.id));
  });
  afterAll(() => t.close());

  const placeOrder = async (count: number, contact: Partial<typeof CONTACT> = {}): Promise<{ buyer: TestUser; order: Order }> => {
    const buyer = await signUpUser(t.app);
    for (const work of pool.splice(0, count)) {
      await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { artworkId: work.id }, headers: { cookie: buyer.cookie } });
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: { ...CONTACT, ...contact }, headers: { cookie: buyer.cookie } });
    expect(res.statusCode).toBe(201);
    return { buyer, order: res.json().order };
  };
  const list = async (query = ''): Promise<AdminOrderList> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: { cookie: adminCookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const decide = (id: number, action: 'confirm' | 'release') => t.app.inject({ method: 'POST', url: `/api/admin/holds/${id}/${action}`, headers: { cookie: adminCookie } });

  it('lists orders in every state, newest first, with the buyer, the works and the totals', async () => {
    const first = await placeOrder(2, { name: 'Ingrid Oak', email: 'ingrid.oak@example.com' });
    const second = await placeOrder(1);
    expect((await decide(first.order.items[0]!.id, 'confirm')).statusCode).toBe(200);
    expect((await decide(first.order.items[1]!.id, 'release')).statusCode).toBe(200);

    const all = await list();
    expect(all.pageSize).toBe(ADMIN_ORDERS_PAGE_SIZE);
    expect(all.items.map((order) => order.id).slice(0, 2)).toEqual([second.order.id, first.order.id]);
    const found = all.items.find((order) => order.id === first.order.id)!;
    expect(found.buyer).toMatchObject({ id: first.buyer.id, email: first.buyer.email });
    expect(found.contact.name).toBe('Ingrid Oak');
    expect(found.items.map((line) => line.status)).toEqual(['sold', 'released']);
    expect(found.total).toBe(first.order.total);

    expect((await list('?state=sold')).items.map((order) => order.id)).toContain(first.order.id);
    expect((await list('?state=sold')).items.map((order) => order.id)).not.toContain(second.order.id);
    expect((await list('?state=held')).items.map((order) => order.id)).toContain(second.order.id);
    expect((await list('?state=held')).items.map((order) => order.id)).not.toContain(first.order.id);
  });

  it("finds an order by its number, the contact's name or e-mail, the buyer's e-mail or a work's title", async () => {
    const { buyer, order } = await placeOrder(1, { name: 'Zebulon Quartz', email: 'zq.contact@example.com' });
    const title = order.items[0]!.artwork.title;
    for (const words of [`%23${order.id}`, String(order.id), 'zebulon', 'ZQ.CONTACT', encodeURIComponent(buyer.email), encodeURIComponent(title)]) {
      expect((await list(`?search=${words}`)).items.map((found) => found.id)).toContain(order.id);
    }
    // A search box's wildcard is a character, not "anything".
    expect((await list('?search=%25%25%25zzz')).total).toBe(0);
    expect((await list('?search=no-such-person-anywhere')).items).toEqual([]);
  });

  it('filters by when the order was placed and pages 20 at a time', async () => {
    const { order } = await placeOrder(1);
    const placed = Date.parse(order.createdAt);
    const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
    expect((await list(`?from=${iso(placed - 60_000)}&to=${iso(placed + 60_000)}`)).items.map((found) => found.id)).toContain(order.id);
    expect((await list(`?to=${iso(placed - 60_000)}`)).items.map((found) => found.id)).not.toContain(order.id);
    expect((await list(`?from=${iso(placed + 60_000)}`)).items).toEqual([]);

    const total = (await list()).total;
    const beyond = await list(`?page=${Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE) + 1}`);
    expect(beyond).toMatchObject({ items: [], total });
  });

  it("shows one order's history: placed by the buyer, decided by the admin, and the e-mails sent", async () => {
    const { buyer, order } = await placeOrder(1);
    const [buyerRow] = await t.app.db.select({ name: users.name }).from(users).where(eq(users.id, buyer.id));
    expect((await decide(order.items[0]!.id, 'confirm')).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(200);
    const detail: AdminOrderDetail = res.json();
    const title = order.items[0]!.artwork.title;
    const actions = detail.history.filter((entry) => entry.kind !== 'mail').map((entry) => [entry.kind, entry.actor, entry.artworkTitle]);
    expect(actions).toEqual([
      ['placed', buyerRow!.name, title],
      ['confirmed', adminName, title],
    ]);
    const mails = detail.history.filter((entry) => entry.kind === 'mail').map((entry) => entry.mail);
    expect(mails).toEqual(
      expect.arrayContaining([
        { to: CONTACT.email, subject: expect.stringContaining(`#${order.id}`) },
        { to: 'team@vernissage.test', subject: expect.stringContaining(`#${order.id}`) },
        { to: CONTACT.email, subject: expect.stringContaining('is confirmed') },
      ]),
    );
    // Another order's mails (same contact e-mail) are not this one's.
    expect(mails.every((mail) => !mail!.subject.includes('has ended'))).toBe(true);
  });

  it('keeps the title the buyer ordered when the seller renames the work later', async () => {
    const { buyer, order } = await placeOrder(1);
    const line = order.items[0]!;
    const ordered = line.artwork.title;
    const renamed = `${ordered} (renamed after the order)`;
    await t.app.db.update(artworks).set({ workTitle: renamed }).where(eq(artworks.id, line.artwork.id));
    const get = async (url: string, cookie = adminCookie) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };

    const holds: Hold[] = (await get('/api/admin/holds')).items;
    expect(holds.find((hold) => hold.id === line.id)?.artwork.title).toBe(ordered);
    expect((await decide(line.id, 'confirm')).statusCode).toBe(200);
    const mine: Order[] = (await get('/api/orders/mine', buyer.cookie)).items;
    expect(mine.find((placed) => placed.id === order.id)?.items[0]?.artwork.title).toBe(ordered);
    const sales: Sales = await get('/api/admin/sales');
    expect(sales.items.find((sale) => sale.id === line.id)?.artwork.title).toBe(ordered);
    const detail: AdminOrderDetail = await get(`/api/admin/orders/${order.id}`);
    expect(detail.items[0]?.artwork.title).toBe(ordered);
    expect(detail.history.filter((entry) => entry.kind !== 'mail').map((entry) => entry.artworkTitle)).toEqual([ordered, ordered]);
    // The admin finds the order by either name.
    for (const name of [ordered, renamed]) {
      expect((await list(`?search=${encodeURIComponent(name)}`)).items.map((found) => found.id), name).toContain(order.id);
    }
  });

  it('shows an expired hold as expired, not held', async () => {
    const { order } = await placeOrder(1);
    await t.app.db.update(orderItems).set({ holdExpiresAt: new Date(Date.now() - 60_000) }).where(eq(orderItems.id, order.items[0]!.id));
    const found = (await list(`?search=${order.id}`)).items.find((item) => item.id === order.id);
    expect(found?.items[0]?.status).toBe('expired');
  });

  it('refuses odd input with a clear 4xx and an unknown order with 404', async () => {
    for (const query of ['?state=lost', '?page=0', '?page=abc', `?search=${'x'.repeat(101)}`, '?from=yesterday', '?search=%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: { cookie: adminCookie } });
      expect(res.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query).toBeLessThan(500);
    }
    for (const id of ['999999', '99999999999', '0', 'abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: { cookie: adminCookie } });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/orders/999999', headers: { cookie: adminCookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(M.orderNotFound);
  });
});
