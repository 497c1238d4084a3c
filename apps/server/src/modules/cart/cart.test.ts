import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX_ITEMS } from '@vernissage/core/constants';
import { COMMERCE_MESSAGES as M, unavailableMessage, type Cart } from '@vernissage/core/schemas';
import { discountedPrice } from '@vernissage/core/text';
import { artworks, earlyAccess, earlyAccessArtworks } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { hashPassword } from '../../lib/passwords.ts';

interface Work {
  id: number;
  title: string;
  price: number;
  discountPercent: number | null;
}

const PASSCODE = 'spring-preview';

describe('the cart', () => {
  let t: TestApp;
  let pool: Work[];
  let passcodeHash: string;
  const take = (): Work => {
    const work = pool.shift();
    if (!work) throw new Error('no more works');
    return work;
  };
  const ownPrice = (work: Work) => (work.discountPercent ? discountedPrice(work.price, work.discountPercent) : work.price);

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    passcodeHash = await hashPassword(PASSCODE);
    pool = await t.app.db
      .select({ id: artworks.id, title: artworks.workTitle, price: artworks.price, discountPercent: artworks.discountPercent })
      .from(artworks)
      .where(eq(artworks.sold, 0))
      .orderBy(asc(artworks.id));
  });
  afterAll(() => t.close());

  const as = (person: TestUser) => ({ cookie: person.cookie });
  const getCart = async (person: TestUser): Promise<Cart> => (await t.app.inject({ method: 'GET', url: '/api/cart', headers: as(person) })).json();
  const add = (person: TestUser, payload: Record<string, unknown>, pass = '') =>
    t.app.inject({ method: 'POST', url: '/api/cart/items', payload, headers: { cookie: [person.cookie, pass].filter(Boolean).join('; ') } });
  const remove = (person: TestUser, artworkId: number) => t.app.inject({ method: 'DELETE', url: `/api/cart/items/${artworkId}`, headers: as(person) });
  const setSold = (id: number, sold: 0 | 1 | 2) => t.app.db.update(artworks).set({ sold }).where(eq(artworks.id, id));
  const earlyAccessFor = async (workIds: number[], discount: number, status: '1' | '0' = '1') => {
    const [row] = await t.app.db
      .insert(earlyAccess)
      .values({ title: 'Spring preview', description: '<p>First look.</p>', discount, status, passcodeHash })
      .returning({ id: earlyAccess.id });
    if (workIds.length) await t.app.db.insert(earlyAccessArtworks).values(workIds.map((artworkId) => ({ earlyAccessId: row!.id, artworkId })));
    return row!.id;
  };
  /** The proof that a browser gave the open (newest active) early access' passcode: its cookie. */
  const passcodeGiven = async (): Promise<string> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/early-access/verify', payload: { passcode: PASSCODE } });
    expect(res.statusCode).toBe(200);
    return String(res.headers['set-cookie']).split(';')[0]!;
  };

  it('adds, replaces, lists and removes works for a member, refreshing the totals', async () => {
    const person = await signUpUser(t.app);
    const [a, b] = [take(), take()];
    expect(await getCart(person)).toEqual({ items: [], count: 0, subtotal: 0, deliveryFee: 0, total: 0 });

    expect((await add(person, { artworkId: a.id, galleryIndex: 3 })).statusCode).toBe(200);
    const replaced = await add(person, { artworkId: a.id, galleryIndex: 7 });
    expect(replaced.json().count).toBe(1);
    expect(replaced.json().items[0]).toMatchObject({ artwork: { id: a.id, title: a.title }, galleryIndex: 7, available: true, sold: 0 });

    const both: Cart = (await add(person, { artworkId: b.id })).json();
    expect(both.items.map((line) => line.artwork.id)).toEqual([a.id, b.id]);
    const expected = Math.round((ownPrice(a) + ownPrice(b)) * 100) / 100;
    expect(both).toMatchObject({ count: 2, subtotal: expected, deliveryFee: 0, total: expected });
    expect(await getCart(person)).toEqual(both);

    const after = await remove(person, a.id);
    expect(after.statusCode).toBe(200);
    expect(after.json().items.map((line: { artwork: { id: number } }) => line.artwork.id)).toEqual([b.id]);
    const again = await remove(person, a.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(M.notInCart);
  });

  it('refuses works that are sold, on hold or unknown, naming the work', async () => {
    const person = await signUpUser(t.app);
    const [sold, held] = [take(), take()];
    await setSold(sold.id, 1);
    await setSold(held.id, 2);
    for (const work of [sold, held]) {
      const res = await add(person, { artworkId: work.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'conflict', reason: 'artwork_unavailable', message: unavailableMessage(work.title) });
    }
    const unknown = await add(person, { artworkId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(M.artworkNotFound);
    expect((await getCart(person)).count).toBe(0);
  });

  it('shows a work sold since it was added as unavailable, outside the totals', async () => {
    const person = await signUpUser(t.app);
    const [kept, gone] = [take(), take()];
    await add(person, { artworkId: kept.id });
    await add(person, { artworkId: gone.id });
    await setSold(gone.id, 2);
    const cart = await getCart(person);
    expect(cart.items.map((line) => [line.artwork.id, line.available, line.sold])).toEqual([
      [kept.id, true, 0],
      [gone.id, false, 2],
    ]);
    expect(cart.total).toBe(ownPrice(kept));
  });

  it('keeps an early-access price only when the server can verify it', async () => {
    const person = await signUpUser(t.app);
    const [work, other] = [take(), take()];
    const withoutWork = await earlyAccessFor([other.id], 30);
    const inactive = await earlyAccessFor([work.id], 40, '0');
    const active = await earlyAccessFor([work.id], 20);
    const early = discountedPrice(work.price, 20);
    const pass = await passcodeGiven();

    const verified: Cart = (await add(person, { artworkId: work.id, earlyAccessId: active, discountedPrice: early }, pass)).json();
    expect(verified.items[0]).toMatchObject({ price: work.price, discountedPrice: early, earlyAccessId: active, amount: early });
    expect(verified.total).toBe(early);

    const forgeries = [
      { earlyAccessId: active, discountedPrice: 1 },
      { earlyAccessId: inactive, discountedPrice: discountedPrice(work.price, 40) },
      { earlyAccessId: withoutWork, discountedPrice: discountedPrice(work.price, 30) },
      { earlyAccessId: 999_999, discountedPrice: 1 },
      { discountedPrice: 1 },
    ];
    for (const forged of forgeries) {
      const cart: Cart = (await add(person, { artworkId: work.id, ...forged }, pass)).json();
      expect(cart.items[0], JSON.stringify(forged)).toMatchObject({ earlyAccessId: null, amount: ownPrice(work) });
    }
    // The right early access and price, without the passcode given (or with a forged proof).
    for (const proof of ['', 'vernissage_early_access=1.99999999999999.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']) {
      const cart: Cart = (await add(person, { artworkId: work.id, earlyAccessId: active, discountedPrice: early }, proof)).json();
      expect(cart.items[0], proof || 'no proof').toMatchObject({ earlyAccessId: null, amount: ownPrice(work) });
    }

    // A verified price stops applying when its early access is switched off.
    await add(person, { artworkId: work.id, earlyAccessId: active, discountedPrice: early }, pass);
    await t.app.db.update(earlyAccess).set({ status: '0' }).where(eq(earlyAccess.id, active));
    expect((await getCart(person)).items[0]).toMatchObject({ earlyAccessId: null, amount: ownPrice(work) });
  });

  it('prices a visitor cart with the same rules, leaving out unknown works', async () => {
    const [work, sold] = [take(), take()];
    await setSold(sold.id, 1);
    const active = await earlyAccessFor([work.id], 10);
    const early = discountedPrice(work.price, 10);
    const claim = { items: [{ artworkId: work.id, earlyAccessId: active, discountedPrice: early }] };
    const unproven = await t.app.inject({ method: 'POST', url: '/api/cart/preview', payload: claim });
    expect(unproven.json().items[0]).toMatchObject({ earlyAccessId: null, amount: ownPrice(work) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/preview',
      headers: { cookie: await passcodeGiven() },
      payload: {
        items: [
          { artworkId: work.id, earlyAccessId: active, discountedPrice: 0.5 },
          { artworkId: sold.id },
          { artworkId: 999_999 },
          { artworkId: work.id, earlyAccessId: active, discountedPrice: early },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const cart: Cart = res.json();
    expect(cart.items.map((line) => [line.artwork.id, line.available, line.amount])).toEqual([
      [work.id, true, early],
      [sold.id, false, ownPrice(sold)],
    ]);
    expect(cart.total).toBe(early);
  });

  it('merges a visitor cart at sign-in, skipping works sold, held, unknown or already in the cart', async () => {
    const person = await signUpUser(t.app);
    const [already, fresh, discounted, sold, held] = [take(), take(), take(), take(), take()];
    await add(person, { artworkId: already.id, galleryIndex: 2 });
    await setSold(sold.id, 1);
    await setSold(held.id, 2);
    const active = await earlyAccessFor([discounted.id], 25);
    const early = discountedPrice(discounted.price, 25);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: { cookie: `${person.cookie}; ${await passcodeGiven()}` },
      payload: {
        items: [
          { artworkId: fresh.id },
          { artworkId: already.id, earlyAccessId: null, discountedPrice: null },
          { artworkId: discounted.id, earlyAccessId: active, discountedPrice: early },
          { artworkId: sold.id },
          { artworkId: held.id },
          { artworkId: 999_999 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    // Sold, held and unknown were not added; the one already there is not news.
    expect(result).toMatchObject({ merged: 2, skipped: 4, unavailable: 3, full: 0 });
    expect(result.cart.items.map((line: { artwork: { id: number }; galleryIndex: number | null }) => [line.artwork.id, line.galleryIndex])).toEqual([
      [already.id, 2],
      [fresh.id, null],
      [discounted.id, null],
    ]);
    expect(result.cart.items[2]).toMatchObject({ earlyAccessId: active, amount: early });
  });

  it('holds at most CART_MAX_ITEMS works', async () => {
    const person = await signUpUser(t.app);
    const works = pool.splice(0, CART_MAX_ITEMS + 1);
    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: as(person),
      payload: { items: works.slice(0, CART_MAX_ITEMS).map((work) => ({ artworkId: work.id })) },
    });
    expect(merged.json()).toMatchObject({ merged: CART_MAX_ITEMS, full: 0 });
    // A second visitor cart on a full account's cart: nothing joins, and the answer says why.
    const overflow = await t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: as(person),
      payload: { items: [{ artworkId: works[CART_MAX_ITEMS]!.id }, { artworkId: works[0]!.id }] },
    });
    expect(overflow.json()).toMatchObject({ merged: 0, skipped: 2, full: 1, unavailable: 0 });
    const over = await add(person, { artworkId: works[CART_MAX_ITEMS]!.id });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(M.cartFull);
    // Replacing a work already there is not adding one.
    expect((await add(person, { artworkId: works[0]!.id, galleryIndex: 1 })).statusCode).toBe(200);
  });

  it('keeps every cart to its owner: another collector neither sees nor changes it', async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const work = take();
    await add(owner, { artworkId: work.id });

    expect((await getCart(other)).items).toEqual([]);
    const res = await remove(other, work.id);
    expect(res.statusCode).toBe(404);
    expect((await getCart(owner)).items.map((line) => line.artwork.id)).toEqual([work.id]);
  });
});
