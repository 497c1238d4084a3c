import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A, adminUsersPageSchema, USER_MESSAGES as M, type Role } from '@vernissage/core/schemas';
import { accounts, artworks, orderItems, orders, ratings, sessions, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipartFile } from '../../test/upload.ts';

/** Users, their search and deletion, and who may reach any of the admin user routes. */
describe('admin users', () => {
  let t: TestApp;
  let admin: { id: string; cookie: string };
  const people: Partial<Record<Role, TestUser>> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, SIGN_IN_LIMIT_PER_MINUTE: '1000' } });
    const res = await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD);
    admin = { id: res.json().user.id, cookie: sessionCookie(res) };
    for (const role of ['collector', 'artist', 'merchant'] as const) people[role] = await signUpUser(t.app, { role });
  });
  afterAll(() => t.close());

  const as = (cookie: string | undefined) => (cookie ? { headers: { cookie } } : {});
  const list = async (query: string, cookie = admin.cookie) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, ...as(cookie) });
    expect(res.statusCode).toBe(200);
    return adminUsersPageSchema.parse(res.json());
  };

  /** A plain account written straight to the table (no password), newest last by `minutesAgo`. */
  async function insertUser(values: { name: string; email: string; role?: Role; minutesAgo?: number }): Promise<string> {
    const id = randomUUID();
    const createdAt = new Date(Date.now() - (values.minutesAgo ?? 0) * 60_000);
    await t.app.db.insert(users).values({ id, name: values.name, email: values.email, role: values.role ?? 'collector', createdAt });
    return id;
  }

  describe('who may call', () => {
    const routes = (target: string) => [
      { method: 'GET' as const, url: '/api/admin/users' },
      { method: 'GET' as const, url: '/api/admin/users/email-available?email=someone%40example.test' },
      { method: 'DELETE' as const, url: `/api/admin/users/${target}` },
      {
        method: 'POST' as const,
        url: '/api/admin/merchants',
        payload: { name: 'Refused', email: `refused-${randomUUID().slice(0, 6)}@example.test`, phone: '312 555 0100', city: 'Chicago', password: 'long enough', confirm: 'long enough' },
      },
      { method: 'PATCH' as const, url: `/api/admin/merchants/${target}`, payload: { name: 'Renamed', email: 'renamed@example.test', phone: '312 555 0100', city: 'Chicago' } },
    ];

    it('visitors get 401, collectors, artists and merchants 403, and nothing changes', async () => {
      const target = people.merchant!;
      for (const route of routes(target.id)) {
        const visitor = await t.app.inject(route);
        expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(visitor.json().error).toEqual({ code: 'unauthorized', message: A.signInRequired, reason: 'sign_in_required' });
        for (const role of ['collector', 'artist', 'merchant'] as const) {
          const res = await t.app.inject({ ...route, ...as(people[role]!.cookie) });
          expect(res.statusCode, `${role}: ${route.method} ${route.url}`).toBe(403);
          expect(res.json().error).toEqual({ code: 'forbidden', message: A.notAllowed, reason: 'not_allowed' });
        }
      }
      const [still] = await t.app.db.select({ name: users.name }).from(users).where(eq(users.id, target.id));
      expect(still?.name).toBe('Ada Collector');
      expect(await t.app.db.select().from(users).where(eq(users.name, 'Refused'))).toHaveLength(0);
    });

    it('refuses a visitor before looking at what was sent', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/merchants', payload: { name: '' } });
      expect(res.statusCode).toBe(401);
    });

    it('the admin gets through every route', async () => {
      const target = await signUpUser(t.app, { role: 'merchant' });
      const expected = [200, 200, 200, 201, 404];
      const statuses = [];
      // The PATCH targets the user the DELETE just removed: a clear 404 for the admin.
      for (const route of routes(target.id)) statuses.push((await t.app.inject({ ...route, ...as(admin.cookie) })).statusCode);
      expect(statuses).toEqual(expected);
    });
  });

  describe('GET /api/admin/users', () => {
    beforeAll(async () => {
      for (let i = 1; i <= 12; i += 1) {
        await insertUser({ name: `Quill Person ${String(i).padStart(2, '0')}`, email: `quill${i}@lists.test`, role: i % 3 === 0 ? 'artist' : 'collector', minutesAgo: 100 - i });
      }
      await insertUser({ name: 'Percent 100% Sure', email: 'percent@lists.test', minutesAgo: 200 });
    });

    it('pages by ten, newest first, with the total; never a password', async () => {
      const first = await list('search=quill&offset=0&limit=10');
      expect(first.total).toBe(12);
      expect(first.items.map((u) => u.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Quill Person ${String(12 - i).padStart(2, '0')}`));
      const second = await list('search=quill&offset=10&limit=10');
      expect(second.items.map((u) => u.name)).toEqual(['Quill Person 02', 'Quill Person 01']);
      expect(second.total).toBe(12);
      const raw = (await t.app.inject({ method: 'GET', url: '/api/admin/users?limit=100', ...as(admin.cookie) })).body;
      expect(raw).not.toMatch(/password|\$argon2/i);
    });

    it('defaults to ten a page and refuses a page larger than a hundred', async () => {
      expect((await list('')).items).toHaveLength(10);
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/users?limit=101', ...as(admin.cookie) });
      expect(res.statusCode).toBe(400);
    });

    it('searches name or e-mail, in any case', async () => {
      expect((await list('search=QUILL%20person%2007')).items.map((u) => u.email)).toEqual(['quill7@lists.test']);
      expect((await list('search=Quill12%40LISTS')).items.map((u) => u.name)).toEqual(['Quill Person 12']);
      expect((await list(`search=${encodeURIComponent(people.artist!.email.toUpperCase())}`)).items.map((u) => u.id)).toEqual([people.artist!.id]);
      expect((await list('search=nobody-at-all')).total).toBe(0);
    });

    it('matches % and _ literally', async () => {
      expect((await list('search=100%25')).items.map((u) => u.name)).toEqual(['Percent 100% Sure']);
      expect((await list('search=quill_')).total).toBe(0);
    });

    it('filters by role, alone or with a search', async () => {
      const artists = await list('role=artist&limit=100');
      expect(artists.items.every((u) => u.role === 'artist')).toBe(true);
      expect(artists.items.map((u) => u.id)).toContain(people.artist!.id);
      expect((await list('role=artist&search=quill')).total).toBe(4);
      const admins = await list('role=admin');
      expect(admins.items.map((u) => u.id)).toEqual([admin.id]);
      const bad = await t.app.inject({ method: 'GET', url: '/api/admin/users?role=curator', ...as(admin.cookie) });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('GET /api/admin/users/email-available', () => {
    const check = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/users/email-available?${query}`, ...as(admin.cookie) });

    it('says whether another account uses the address, in any case', async () => {
      const { email, id } = people.collector!;
      expect((await check(`email=${encodeURIComponent(email.toUpperCase())}`)).json()).toEqual({ available: false });
      expect((await check(`email=${encodeURIComponent(email)}&except=${id}`)).json()).toEqual({ available: true });
      expect((await check(`email=${encodeURIComponent(email)}&except=${people.artist!.id}`)).json()).toEqual({ available: false });
      expect((await check('email=brand-new%40example.test')).json()).toEqual({ available: true });
    });

    it('refuses an invalid address with the spec message', async () => {
      const res = await check('email=not-an-email');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(A.emailInvalid);
    });
  });

  describe('DELETE /api/admin/users/:id', () => {
    const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, ...as(admin.cookie) });

    async function insertArtwork(userId: string): Promise<number> {
      const [row] = await t.app.db.insert(artworks).values({ userId, workTitle: 'Study', width: 10, height: 12, price: 500 }).returning({ id: artworks.id });
      return row!.id;
    }

    async function insertOrder(buyerId: string, artworkId: number): Promise<void> {
      const [order] = await t.app.db
        .insert(orders)
        .values({ userId: buyerId, contactName: 'Buyer', contactEmail: 'buyer@example.test', contactPhone: '312 555 0100', shippingAddress: '1 Main St', subtotal: 500, total: 500 })
        .returning({ id: orders.id });
      await t.app.db.insert(orderItems).values({ orderId: order!.id, artworkId, title: 'Ordered work', price: 500, holdExpiresAt: new Date(Date.now() + 3_600_000) });
    }

    it('deletes the account with its sessions, credentials and ratings, and says so', async () => {
      const person = await signUpUser(t.app);
      const work = await insertArtwork(people.artist!.id);
      await t.app.db.insert(ratings).values({ userId: person.id, artworkId: work, rating: 1, source: 'quiz' });

      const res = await remove(person.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: M.deleted });
      expect(await t.app.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(0);
      expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(0);
      expect(await t.app.db.select().from(accounts).where(eq(accounts.userId, person.id))).toHaveLength(0);
      expect(await t.app.db.select().from(ratings).where(eq(ratings.userId, person.id))).toHaveLength(0);
      // Their cookie no longer names anyone, and the address is free again.
      expect((await t.app.inject({ method: 'GET', url: '/api/session', ...as(person.cookie) })).json()).toEqual({ user: null });
      expect((await signIn(t.app, person.email, person.password)).statusCode).toBe(401);
    });

    it('deletes the account’s profile picture from storage, and no other file', async () => {
      const person = await signUpUser(t.app);
      const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#446688' } }).png().toBuffer();
      const form = multipartFile('image', 'me.png', 'image/png', png);
      const logo = (await t.app.inject({ method: 'PUT', url: '/api/profile/image', payload: form.payload, headers: { ...form.headers, cookie: person.cookie } })).json().logo;
      const key = (url: string) => url.replace(/^\/media\//, '');
      expect(await t.app.storage.exists(key(logo.sizes.large.jpeg))).toBe(true);
      // A record naming a file outside the account's folder (the demo's, another account's) never deletes it.
      await t.app.storage.put('users/someone-else/logo-x/large.jpg', png);
      await t.app.db.update(users).set({ logo: { ...logo, url: '/media/users/someone-else/logo-x/large.jpg' } }).where(eq(users.id, person.id));
      expect((await remove(person.id)).statusCode).toBe(200);
      expect(await t.app.storage.exists(key(logo.sizes.large.jpeg))).toBe(false);
      expect(await t.app.storage.exists(key(logo.sizes.thumb.webp))).toBe(false);
      expect(await t.app.storage.exists('users/someone-else/logo-x/large.jpg')).toBe(true);
    });

    it('answers 404 for an account that does not exist', async () => {
      const res = await remove('no-such-user');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(M.notFound);
      expect(res.json().error.reason).toBe('user_not_found');
    });

    it('refuses to delete the admin themself', async () => {
      const res = await remove(admin.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(M.deleteSelf);
      expect(res.json().error.reason).toBe('cannot_delete_self');
      expect(await t.app.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
    });

    it('refuses, with 409 and nothing deleted, a buyer with orders and a maker whose works are in orders', async () => {
      const buyer = await signUpUser(t.app);
      const maker = await signUpUser(t.app, { role: 'artist' });
      const work = await insertArtwork(maker.id);
      await insertOrder(buyer.id, work);

      const buyerRes = await remove(buyer.id);
      expect(buyerRes.statusCode).toBe(409);
      expect(buyerRes.json().error).toEqual({ code: 'conflict', message: M.deleteHasOrders, reason: 'has_orders' });
      const makerRes = await remove(maker.id);
      expect(makerRes.statusCode).toBe(409);
      expect(makerRes.json().error).toEqual({ code: 'conflict', message: M.deleteWorksInOrders, reason: 'has_orders' });

      expect(await t.app.db.select().from(users).where(eq(users.id, buyer.id))).toHaveLength(1);
      expect(await t.app.db.select().from(users).where(eq(users.id, maker.id))).toHaveLength(1);
      expect(await t.app.db.select().from(artworks).where(eq(artworks.id, work))).toHaveLength(1);
      expect((await t.app.inject({ method: 'GET', url: '/api/session', ...as(buyer.cookie) })).json().user.id).toBe(buyer.id);
    });

    it('deletes a maker with works nobody ordered, works included', async () => {
      const maker = await signUpUser(t.app, { role: 'merchant' });
      const work = await insertArtwork(maker.id);
      expect((await remove(maker.id)).statusCode).toBe(200);
      expect(await t.app.db.select().from(artworks).where(eq(artworks.id, work))).toHaveLength(0);
    });
  });
});
