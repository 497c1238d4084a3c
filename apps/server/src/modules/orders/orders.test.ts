import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, COMMERCE_MESSAGES as M, unavailableMessage, type Order } from '@vernissage/core/schemas';
import { artworks, cartItems, holdEvents, orderItems, orders } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSignedInUsers } from '../../test/buyers.ts';
import { lastMail, mailTo, withOutboxRefusing } from '../../test/mailbox.ts';
import { CONTACT } from '../../test/orders.ts';


describe('placing orders', () => {
  let t: TestApp;
  let pool: Array<{ id: number; title: string }>;
  const logged: Array<{ msg?: string; orderId?: number }> = [];
  const take = (count: number) => pool.splice(0, count);

  beforeAll(async () => {
    t = await createTestApp({
      demo: true,
      env: { ...FAST_CAPTCHA_ENV, HOLD_HOURS: '48', SUPPORT_EMAIL: 'team@vernissage.test' },
      logStream: { write: (line) => void logged.push(JSON.parse(line) as { msg?: string; orderId?: number }) },
    });
    pool = await t.app.db.select({ id: artworks.id, title: artworks.workTitle }).from(artworks).where(eq(artworks.sold, 0)).orderBy(asc(artworks.id));
  });
  afterAll(() => t.close());

  const addAll = async (person: TestUser, ids: number[]) => {
    for (const artworkId of ids) {
      const res = await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { artworkId }, headers: { cookie: person.cookie } });
      expect(res.statusCode).toBe(200);
    }
  };
  const place = (person: TestUser, payload: Record<string, unknown> = CONTACT) =>
    t.app.inject({ method: 'POST', url: '/api/orders', payload, headers: { cookie: person.cookie } });
  const soldOf = async (ids: number[]) =>
    Object.fromEntries((await t.app.db.select({ id: artworks.id, sold: artworks.sold }).from(artworks).where(inArray(artworks.id, ids))).map((row) => [row.id, row.sold]));
  const ordersOf = (person: TestUser) => t.app.db.select().from(orders).where(eq(orders.userId, person.id));
  const cartOf = (person: TestUser) => t.app.db.select().from(cartItems).where(eq(cartItems.userId, person.id));

  it('holds every work of the cart for the buyer in one order, empties the cart and e-mails buyer and team', async () => {
    const buyer = await signUpUser(t.app);
    const works = take(2);
    const ids = works.map((work) => work.id);
    await addAll(buyer, ids);

    const before = Date.now();
    const res = await place(buyer);
    expect(res.statusCode).toBe(201);
    const order: Order = res.json().order;
    expect(res.json().message).toBe(M.orderPlaced);
    expect(order).toMatchObject({ status: 'placed', contact: CONTACT, deliveryFee: 0 });
    expect(order.items.map((line) => [line.artwork.id, line.status])).toEqual(ids.map((id) => [id, 'held']));
    expect(order.total).toBe(order.items.reduce((sum, line) => sum + line.amount, 0));
    const hours = (Date.parse(order.items[0]!.holdExpiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.99);
    expect(hours).toBeLessThan(48.01);

    expect(await soldOf(ids)).toEqual({ [ids[0]!]: 2, [ids[1]!]: 2 });
    expect(await cartOf(buyer)).toEqual([]);
    const events = await t.app.db.select().from(holdEvents).where(inArray(holdEvents.orderItemId, order.items.map((line) => line.id)));
    expect(events.map((event) => [event.action, event.actorId])).toEqual([
      ['placed', buyer.id],
      ['placed', buyer.id],
    ]);

    const mail = await lastMail(t.app, CONTACT.email, 'order-placed');
    expect(mail.text).toContain('Thank you for your purchase!');
    for (const work of works) expect(mail.text).toContain(work.title);
    expect(mail.text).toContain('to coordinate the shipping date and time');
    const team = await lastMail(t.app, 'team@vernissage.test', 'order-placed-team');
    expect(team.text).toContain(`New order #${order.id}`);
    expect(team.text).toContain(CONTACT.address);
  });

  it('writes the e-mails with the order; when the outbox refuses one, the order still stands, without them, and the failure is logged', async () => {
    const [buyer] = (await createSignedInUsers(t.app, 1, 'outbox')) as [TestUser];
    const ids = take(2).map((work) => work.id);
    await addAll(buyer, ids);
    const contact = { ...CONTACT, email: `refused-${buyer.id.slice(0, 8)}@example.com` };
    // The team's copy is refused, after the buyer's was written: both go, as one.
    const res = await withOutboxRefusing(t.app, ['order-placed-team'], () => place(buyer, contact));
    expect(res.statusCode).toBe(201);
    const order: Order = res.json().order;
    expect(order.items.map((line) => line.status)).toEqual(['held', 'held']);
    expect(await soldOf(ids)).toEqual({ [ids[0]!]: 2, [ids[1]!]: 2 });
    expect(await cartOf(buyer)).toEqual([]);
    expect(await mailTo(t.app, contact.email, 'order-placed')).toEqual([]);
    expect((await mailTo(t.app, 'team@vernissage.test', 'order-placed-team')).some((mail) => mail.text.includes(`#${order.id}`))).toBe(false);
    expect(logged).toContainEqual(expect.objectContaining({ orderId: order.id, msg: expect.stringContaining('could not queue the e-mails') }));
  });

  it('shows the hold in the galleries at once', async () => {
    const crowd = async (query = '') => (await t.app.inject({ method: 'GET', url: `/api/taste/crowd${query}` })).json().items as Array<{ work: { id: number; sold: number; price: number } }>;
    // Rank once so the catalogue is built before the order changes it.
    const before = await crowd();
    const [work] = take(1);
    const listed = before.find((item) => item.work.id === work!.id);
    expect(listed?.work.sold).toBe(0);
    const buyer = await signUpUser(t.app);
    await addAll(buyer, [work!.id]);
    expect((await place(buyer)).statusCode).toBe(201);

    // Held now: no longer among the works for sale, which lead; where it still shows (after
    // them, within the gallery's size), it shows its hold.
    const after = await crowd();
    expect(after.filter((item) => item.work.sold === 0).map((item) => item.work.id)).not.toContain(work!.id);
    const shown = after.find((item) => item.work.id === work!.id);
    if (shown) expect(shown.work.sold).toBe(2);
  });

  it('shows the buyer the order on My Purchases, and nobody else', async () => {
    const buyer = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    await addAll(buyer, take(1).map((work) => work.id));
    const order: Order = (await place(buyer)).json().order;

    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: { cookie: buyer.cookie } });
    expect(mine.json().items.map((item: Order) => item.id)).toEqual([order.id]);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: buyer.cookie } })).json()).toEqual(order);

    const theirs = await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: { cookie: other.cookie } });
    expect(theirs.json().items).toEqual([]);
    const peek = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: other.cookie } });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error.message).toBe(M.orderNotFound);
  });

  it('fails the whole order with a 409 naming a work no longer available, holding nothing', async () => {
    const buyer = await signUpUser(t.app);
    const [free, taken] = take(2);
    await addAll(buyer, [free!.id, taken!.id]);
    await t.app.db.update(artworks).set({ sold: 2 }).where(eq(artworks.id, taken!.id));

    const res = await place(buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'conflict', reason: 'artwork_unavailable', message: unavailableMessage(taken!.title) });
    expect(await soldOf([free!.id])).toEqual({ [free!.id]: 0 });
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await cartOf(buyer)).toHaveLength(2);
  });

  it('rolls back every hold when the unique index on active orders refuses one work', async () => {
    // A work whose sold state says available while an active order holds it: the index is the last guard.
    const earlier = await signUpUser(t.app);
    const buyer = await signUpUser(t.app);
    const [free, guarded] = take(2);
    const [stale] = await t.app.db
      .insert(orders)
      .values({ userId: earlier.id, contactName: 'E', contactEmail: 'e@example.com', contactPhone: '1', shippingAddress: 'x', subtotal: 1, total: 1 })
      .returning({ id: orders.id });
    await t.app.db.insert(orderItems).values({ orderId: stale!.id, artworkId: guarded!.id, title: guarded!.title, price: 1, status: 'held', holdExpiresAt: new Date(Date.now() + 3_600_000) });
    await addAll(buyer, [free!.id, guarded!.id]);

    const res = await place(buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(unavailableMessage(guarded!.title));
    expect(await soldOf([free!.id, guarded!.id])).toEqual({ [free!.id]: 0, [guarded!.id]: 0 });
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('lets exactly one of two buyers racing for the same work have it', async () => {
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    const [contested, extra] = take(2);
    await addAll(first, [extra!.id, contested!.id]);
    await addAll(second, [contested!.id]);

    const results = await Promise.all([place(first), place(second)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((res) => res.statusCode === 409)!;
    expect(loser.json().error.message).toBe(unavailableMessage(contested!.title));

    const active = await t.app.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.artworkId, contested!.id), inArray(orderItems.status, ['held', 'sold'])));
    expect(active).toHaveLength(1);
    const firstWon = results[0]!.statusCode === 201;
    // The loser's other works are not held either.
    expect(await soldOf([contested!.id, extra!.id])).toEqual({ [contested!.id]: 2, [extra!.id]: firstWon ? 2 : 0 });
  });

  it('checks the contact details with the form messages, and refuses an empty cart', async () => {
    const buyer = await signUpUser(t.app);
    const empty = await place(buyer);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(M.cartEmpty);

    await addAll(buyer, take(1).map((work) => work.id));
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...CONTACT, city: 'Milwaukee' }, 'city', M.cityOutsideArea],
      [{ ...CONTACT, address: ' ' }, 'address', M.addressRequired],
      [{ ...CONTACT, email: 'not-an-address' }, 'email', 'Please validate your email address'],
      [{ ...CONTACT, phone: '' }, 'phone', 'Please input your phone'],
      [{ ...CONTACT, phone: 'abc' }, 'phone', ACCOUNT_MESSAGES.phoneInvalid],
      [{ ...CONTACT, phone: 'hello' }, 'phone', ACCOUNT_MESSAGES.phoneInvalid],
      [{ ...CONTACT, phone: '3'.repeat(41) }, 'phone', ACCOUNT_MESSAGES.phoneMax],
      [{ ...CONTACT, zip: undefined }, 'zip', M.zipRequired],
      [{ ...CONTACT, zip: ' ' }, 'zip', M.zipRequired],
      [{ ...CONTACT, zip: '6020' }, 'zip', M.zipInvalid],
      [{ ...CONTACT, zip: 'SW1A 1AA' }, 'zip', M.zipInvalid],
      [{ ...CONTACT, zip: '9'.repeat(5000) }, 'zip', M.zipInvalid],
      [{ ...CONTACT, zip: 60201 }, 'zip', M.zipRequired],
      [{ ...CONTACT, notes: 'x'.repeat(1001) }, 'notes', M.notesMax],
    ];
    for (const [payload, field, message] of cases) {
      const res = await place(buyer, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.code, field).toBe('bad_request');
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('stores the ZIP code with the order, trimmed and written 60201-1234, and shows it back on the order and in both e-mails', async () => {
    // Written to the tables: this file's sign-ups would pass the per-minute limit.
    const [buyer] = (await createSignedInUsers(t.app, 1, 'zip')) as [TestUser];
    await addAll(buyer, take(1).map((work) => work.id));
    const res = await place(buyer, { ...CONTACT, zip: '  60201 1234 ' });
    expect(res.statusCode).toBe(201);
    const order: Order = res.json().order;
    expect(order.contact.zip).toBe('60201-1234');
    const [row] = await ordersOf(buyer);
    expect(row).toMatchObject({ zip: '60201-1234', city: 'Evanston', shippingAddress: CONTACT.address });
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: { cookie: buyer.cookie } });
    expect(mine.json().items.find((item: Order) => item.id === order.id).contact.zip).toBe('60201-1234');
    const shipTo = `${CONTACT.address}, Evanston 60201-1234`;
    expect((await lastMail(t.app, CONTACT.email, 'order-placed')).text).toContain(shipTo);
    expect((await lastMail(t.app, 'team@vernissage.test', 'order-placed-team')).text).toContain(shipTo);
  });
});
