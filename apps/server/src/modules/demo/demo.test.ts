import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_MAX } from '@vernissage/core/constants';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { accounts, artworks, orderItems, orders, snippets, tasteQuizItems, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { earlyAccessContentSchema, openSlotsSchema, placeOrderSchema, salesSchema } from '@vernissage/core/schemas';
import { chicagoDay } from '@vernissage/core/product-time';
import { ensureAdmin } from './admin.ts';
import { federalHolidays } from './holidays.ts';
import { generateCatalogue } from '@vernissage/catalogue';
import { DEMO_EARLY_ACCESS_PASSCODE, DEMO_EARLY_ACCESS_TITLE } from './early-access.ts';
import { loadDemoCatalogue } from './loader.ts';

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await t.app.db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}

describe('demo catalogue loader', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { ...FAST_CAPTCHA_ENV, ADMIN_EMAIL: 'Curator@Example.com', ADMIN_PASSWORD: 'a-long-secret' } });
  });
  afterAll(() => t.close());

  it('loads people, works, the quiz and content', async () => {
    const counts = await rowCounts(t);
    expect(counts.artworks).toBeGreaterThanOrEqual(240);
    expect(counts.taste_quiz_items).toBe(QUIZ_MAX);
    expect(counts.home_slider_items).toBeGreaterThanOrEqual(16);
    expect(counts.seo_pages).toBeGreaterThanOrEqual(15);
    expect(counts.education).toBeGreaterThan(0);
    expect(counts.blogs).toBeGreaterThan(0);
    expect(counts.exhibitions).toBeGreaterThan(0);
    expect(counts.news_events).toBeGreaterThan(0);
    const roles = await t.app.db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
    const byRole = Object.fromEntries(roles.map((r) => [r.role, r.n]));
    expect(byRole.artist).toBeGreaterThanOrEqual(24);
    expect(byRole.merchant).toBe(2);
    expect(byRole.admin).toBe(1);
  });

  it('changes nothing when run again', async () => {
    const before = await rowCounts(t);
    const result = await loadDemoCatalogue(t.app.db, t.app.storage, generateCatalogue(1));
    expect(result.loaded).toBe(false);
    await ensureAdmin(t.app.db, { email: 'curator@example.com', password: 'another', name: 'Other' });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('opens one active early access with the demo passcode: two artists, their works at 20% off', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/early-access/verify', payload: { passcode: 'guess' } });
    expect(wrong.statusCode).toBe(400);
    const right = await t.app.inject({ method: 'POST', url: '/api/early-access/verify', payload: { passcode: DEMO_EARLY_ACCESS_PASSCODE } });
    expect(right.statusCode, right.body).toBe(200);
    const cookie = right.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const content = earlyAccessContentSchema.parse((await t.app.inject({ method: 'GET', url: '/api/early-access/content', headers: { cookie } })).json());
    expect(content.title).toBe(DEMO_EARLY_ACCESS_TITLE);
    expect(content.discount).toBe(20);
    expect(content.artists).toHaveLength(2);
    expect(content.works).toHaveLength(6);
    for (const work of content.works) expect(work.earlyPrice).toBeCloseTo(work.price * 0.8, 2);
  });

  it('gives every sold work the confirmed order that sold it, so Artwork Sales agrees with the SOLD badges', async () => {
    const soldWorks = await t.app.db.select({ id: artworks.id }).from(artworks).where(eq(artworks.sold, 1));
    expect(soldWorks.length).toBeGreaterThan(0);
    const sales = await t.app.db.select({ artworkId: orderItems.artworkId, status: orderItems.status, orderStatus: orders.status }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId));
    const soldItems = sales.filter((sale) => sale.status === 'sold');
    expect(soldItems.map((sale) => sale.artworkId).sort((a, b) => a - b)).toEqual(soldWorks.map((work) => work.id).sort((a, b) => a - b));
    expect(soldItems.every((sale) => sale.orderStatus === 'confirmed')).toBe(true);
    // Each ships to a whole address, as checkout now asks for one: a served city and its ZIP code.
    const shipping = await t.app.db.select({ city: orders.city, zip: orders.zip, phone: orders.contactPhone }).from(orders);
    for (const order of shipping) {
      expect(order.zip).toMatch(/^\d{5}$/);
      expect(placeOrderSchema.shape.phone.safeParse(order.phone).success).toBe(true);
    }
    const cookie = sessionCookie(await signIn(t.app, 'curator@example.com', 'a-long-secret'));
    const page = salesSchema.parse((await t.app.inject({ method: 'GET', url: '/api/admin/sales', headers: { cookie } })).json());
    expect(page.totals.count).toBe(soldWorks.length);
  });

  it('offers consultation times on weekday afternoons in Chicago over the next four weeks, none on a federal holiday', async () => {
    const open = openSlotsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/consultations/slots' })).json()).items;
    const chicago = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'short', hour: 'numeric', minute: '2-digit' });
    const days = new Set(open.map((slot) => chicagoDay(new Date(slot.startsAt))));
    // Four weeks hold 20 weekdays, two times each, less any holiday among them.
    expect(open).toHaveLength(2 * days.size);
    expect(days.size).toBeGreaterThanOrEqual(17);
    expect(days.size).toBeLessThanOrEqual(20);
    for (const day of days) expect(federalHolidays(Number(day.slice(0, 4))).has(day)).toBe(false);
    for (const slot of open) {
      expect(Date.parse(slot.startsAt)).toBeGreaterThan(Date.now());
      expect(Date.parse(slot.startsAt)).toBeLessThan(Date.now() + 29 * 24 * 3_600_000);
      expect(slot.durationMinutes).toBe(45);
      expect(chicago.format(new Date(slot.startsAt))).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (1:00|3:30) PM$/);
    }
  });

  it('puts only available works in the quiz pool', async () => {
    const quiz = await t.app.db
      .select({ sold: artworks.sold })
      .from(tasteQuizItems)
      .innerJoin(artworks, eq(artworks.id, tasteQuizItems.artworkId));
    expect(quiz.every((w) => w.sold === 0)).toBe(true);
  });

  it('creates the admin from the settings with an argon2id password hash', async () => {
    const [admin] = await t.app.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.email).toBe('curator@example.com');
    const [account] = await t.app.db.select().from(accounts).where(eq(accounts.userId, admin!.id));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(account!.password!, 'a-long-secret')).toBe(true);
    expect(await verifyPassword(account!.password!, 'wrong')).toBe(false);
  });
});

describe('data model constraints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  const rejects = async (statement: Promise<unknown>) => {
    await expect(statement).rejects.toThrow();
  };

  it('refuses a sold state outside 0, 1, 2 and a discount outside 0–100', async () => {
    await rejects(t.app.db.execute(sql`update artworks set sold = 3 where id = 1`));
    await rejects(t.app.db.execute(sql`update artworks set discount_percent = 101 where id = 1`));
    await rejects(t.app.db.execute(sql`update artworks set discount_percent = -1 where id = 1`));
    await t.app.db.execute(sql`update artworks set discount_percent = 100 where id = 1`);
  });

  it("refuses a status other than '1' or '0'", async () => {
    await rejects(t.app.db.update(snippets).set({ status: 'x' as '1' }).where(eq(snippets.name, 'Home')));
    await rejects(t.app.db.execute(sql`update artworks set status = '2' where id = 1`));
  });

  it('refuses an unknown role', async () => {
    await rejects(t.app.db.execute(sql`update users set role = 'superuser'`));
  });

  it('never lets two active orders hold the same work', async () => {
    const [buyer] = await t.app.db.select({ id: users.id }).from(users).limit(1);
    const order = async () => {
      const [o] = await t.app.db
        .insert(orders)
        .values({ userId: buyer!.id, contactName: 'A', contactEmail: 'a@b.c', contactPhone: '1', shippingAddress: 'x', subtotal: 1, total: 1 })
        .returning({ id: orders.id });
      return o!.id;
    };
    const holdUntil = new Date(Date.now() + 3_600_000);
    // An available work: the demo's sold works already have their sale.
    const [work] = await t.app.db.select({ id: artworks.id }).from(artworks).where(eq(artworks.sold, 0)).orderBy(artworks.id).limit(1);
    const artworkId = work!.id;
    await t.app.db.insert(orderItems).values({ orderId: await order(), artworkId, title: 'Held work', price: 100, holdExpiresAt: holdUntil });
    const second = await order();
    await rejects(t.app.db.insert(orderItems).values({ orderId: second, artworkId, title: 'Held work', price: 100, holdExpiresAt: holdUntil }));
    await t.app.db.update(orderItems).set({ status: 'released' }).where(eq(orderItems.artworkId, artworkId));
    await t.app.db.insert(orderItems).values({ orderId: second, artworkId, title: 'Held work', price: 100, holdExpiresAt: holdUntil });
  });
});
