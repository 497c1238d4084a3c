import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkDetailSchema, artworkListSchema, sentCrowdGallerySchema, placedOrderSchema } from '@vernissage/core/schemas';
import { FAST_CAPTCHA_ENV, signIn, signUpUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CONTACT } from '../../test/orders.ts';
import { get } from '../../test/taste.ts';

/**
 * A hold, a release or a sale changes a work's sold state only: the process keeps its feature
 * index and crowd profile, patches the work's state in place, and every answer that shows the
 * work (the galleries, its page, the lists) shows the new state at once.
 */
describe('a hold or a release patches the catalogue instead of rebuilding it', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    admin = (await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD)).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  });
  afterAll(() => t.close());

  const crowd = async () => sentCrowdGallerySchema.parse((await get(t.app, '/api/taste/crowd')).json()).items.map((item) => item.work);
  const detailSold = async (id: number) => artworkDetailSchema.parse((await get(t.app, `/api/artworks/${id}`)).json()).sold;
  const listed = async () => artworkListSchema.parse((await get(t.app, '/api/artworks?offset=0&limit=500')).json()).items;

  it('an order holds the gallery’s first work: it leaves the for-sale part and reads held everywhere, with no index built', async () => {
    const before = await crowd();
    const work = before[0]!;
    expect(work.sold).toBe(0);
    // Every answer is cached and the index built before the order.
    expect(await detailSold(work.id)).toBe(0);
    expect((await listed()).find((item) => item.id === work.id)?.sold).toBe(0);
    const { indexBuilds, crowdBuilds } = t.app.taste.stats;
    const version = t.app.taste.version;

    const buyer = await signUpUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { artworkId: work.id }, headers: { cookie: buyer.cookie } })).statusCode).toBe(200);
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', payload: CONTACT, headers: { cookie: buyer.cookie } });
    expect(placed.statusCode).toBe(201);
    const hold = placedOrderSchema.parse(placed.json()).order.items[0]!;

    expect(await detailSold(work.id)).toBe(2);
    expect((await listed()).find((item) => item.id === work.id)?.sold).toBe(2);
    const held = await crowd();
    expect(held[0]!.id).not.toBe(work.id);
    // The works for sale keep the crowd's order; the held one is ranked after them, if at all.
    const forSale = held.filter((item) => item.sold === 0).map((item) => item.id);
    const rest = before.filter((item) => item.sold === 0 && item.id !== work.id).map((item) => item.id);
    expect(forSale.slice(0, rest.length)).toEqual(rest.slice(0, forSale.length));
    expect(held.find((item) => item.id === work.id)?.sold ?? 2).toBe(2);
    expect(t.app.taste.stats.indexBuilds).toBe(indexBuilds);
    expect(t.app.taste.stats.crowdBuilds).toBe(crowdBuilds);
    expect(t.app.taste.version).toBe(version);

    // Released by the admin: for sale again, first again, still without a build.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/holds/${hold.id}/release`, headers: { cookie: admin } })).statusCode).toBe(200);
    expect(await detailSold(work.id)).toBe(0);
    expect((await crowd())[0]!.id).toBe(work.id);
    expect(t.app.taste.stats.indexBuilds).toBe(indexBuilds);
  });

  it('a change of what a work shows still builds the index again', async () => {
    await t.app.taste.snapshot();
    const builds = t.app.taste.stats.indexBuilds;
    t.app.taste.catalogueChanged({ kind: 'content' });
    await t.app.taste.snapshot();
    expect(t.app.taste.stats.indexBuilds).toBe(builds + 1);
  });
});
