import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiErrorSchema, artistsPageSchema, artworkDetailSchema, artworkListSchema, artworkSchema } from '@vernissage/core/schemas';
import { artworks, clickEvents, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signUpUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CONTACT } from '../../test/orders.ts';
import { expectRetryAfter } from '../../test/limits.ts';
import { VIEWS_PER_MINUTE, VIEWS_WINDOW_MS } from './routes.ts';

describe('artworks API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
  });
  afterAll(() => t.close());

  it('lists at least 240 works, each with full attributes and every image size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/artworks?limit=500' });
    expect(res.statusCode).toBe(200);
    const list = artworkListSchema.parse(res.json());
    expect(list.total).toBeGreaterThanOrEqual(240);
    expect(list.items).toHaveLength(list.total);
    for (const work of list.items) {
      expect(work.colours.length).toBeGreaterThan(0);
      expect(work.subjects.length).toBeGreaterThan(0);
      expect(work.mediums.length).toBeGreaterThan(0);
      expect(work.surfaces.length).toBeGreaterThan(0);
      expect(work.formal.length).toBeGreaterThanOrEqual(8);
      expect(work.price).toBeGreaterThanOrEqual(200);
      expect(work.price).toBeLessThanOrEqual(25_000);
      const image = work.images[0]!;
      expect(Object.keys(image.sizes)).toEqual(['thumb', 'small', 'card', 'medium', 'large']);
    }
    const artists = new Set(list.items.map((w) => w.artist.id));
    expect(artists.size).toBeGreaterThanOrEqual(26);
    expect(list.items.some((w) => w.sold === 1)).toBe(true);
    expect(list.items.some((w) => w.sold === 2)).toBe(true);
    const discounted = list.items.find((w) => w.discountPercent);
    expect(discounted?.discountedPrice).toBeCloseTo(discounted!.price - (discounted!.price * discounted!.discountPercent!) / 100, 2);
  });

  it('pages newest first', async () => {
    const first = artworkListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artworks?limit=10' })).json());
    const second = artworkListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artworks?limit=10&offset=10' })).json());
    expect(first.items).toHaveLength(10);
    expect(first.items.map((w) => w.id)).not.toEqual(expect.arrayContaining(second.items.map((w) => w.id)));
    const dates = [...first.items, ...second.items].map((w) => w.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('returns one work, 404 for an unknown id and 400 for a bad one', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/artworks/1' });
    expect(artworkSchema.parse(ok.json()).id).toBe(1);
    const missing = await t.app.inject({ method: 'GET', url: '/api/artworks/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.reason).toBe('artwork_not_found');
    const bad = await t.app.inject({ method: 'GET', url: '/api/artworks/abc' });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).error.fields).toHaveProperty('id');
  });

  it('refuses a page size over the limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/artworks?limit=5000' });
    expect(res.statusCode).toBe(400);
  });

  it("gives one work with its artist's public profile, never the artist's e-mail or phone", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/artworks/3' });
    const work = artworkDetailSchema.parse(res.json());
    const [artist] = await t.app.db.select().from(users).where(eq(users.id, work.artist.id));
    expect(work.artistProfile).toMatchObject({ id: artist!.id, name: artist!.name, bio: artist!.bio, exhibitionHistory: artist!.exhibitionHistory, educationHistory: artist!.educationHistory });
    expect(work.artistProfile.bio).toBeTruthy();
    expect(res.body).not.toContain(artist!.email);
    if (artist!.phone) expect(res.body).not.toContain(artist!.phone);
  });

  it("lists the artist's other works without the one shown, and 404 for an unknown work", async () => {
    const work = artworkSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artworks/3' })).json());
    const all = artworkListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/artworks?artistId=${work.artist.id}&limit=100` })).json());
    const res = await t.app.inject({ method: 'GET', url: '/api/artworks/3/by-artist?limit=48' });
    const others = artworkListSchema.parse(res.json());
    expect(others.total).toBe(all.total - 1);
    expect(others.items.map((w) => w.id)).not.toContain(3);
    expect(others.items.every((w) => w.artist.id === work.artist.id)).toBe(true);
    const limited = artworkListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artworks/3/by-artist?limit=2' })).json());
    expect(limited.items).toHaveLength(Math.min(2, others.total));
    expect((await t.app.inject({ method: 'GET', url: '/api/artworks/999999/by-artist' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/artworks/999999/by-artist' })).json().error.reason).toBe('artwork_not_found');
  });

  it("records a view with the member's id, e-mail and name, or 'anonymous' for a visitor", async () => {
    const member = await signUpUser(t.app);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/artworks/8/views', remoteAddress: '10.1.0.1' });
    expect(visitor.statusCode).toBe(204);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/artworks/8/views', headers: { cookie: member.cookie }, remoteAddress: '10.1.0.1' });
    expect(signedIn.statusCode).toBe(204);
    const rows = await t.app.db.select().from(clickEvents).where(eq(clickEvents.artworkId, 8)).orderBy(clickEvents.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ userId: null, email: 'anonymous', name: 'anonymous' });
    expect(rows[1]).toMatchObject({ userId: member.id, email: member.email, name: 'Ada Collector' });
  });

  it('refuses to record a view of a work that does not exist or is not listed', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/artworks/999999/views', remoteAddress: '10.1.0.2' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/artworks/999999/views', remoteAddress: '10.1.0.2' })).json().error.reason).toBe('artwork_not_found');
    await t.app.db.update(artworks).set({ status: '0' }).where(eq(artworks.id, 9));
    expect((await t.app.inject({ method: 'POST', url: '/api/artworks/9/views', remoteAddress: '10.1.0.2' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/artworks/9' })).statusCode).toBe(404);
    await t.app.db.update(artworks).set({ status: '1' }).where(eq(artworks.id, 9));
  });

  it('limits the views one address may record, so the table cannot be flooded', async () => {
    const viewsOf10 = async () => (await t.app.db.select({ n: count() }).from(clickEvents).where(eq(clickEvents.artworkId, 10)))[0]!.n;
    const statuses: number[] = [];
    const openedAt = Date.now();
    for (let i = 0; i < VIEWS_PER_MINUTE + 5; i += 1) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/artworks/10/views', remoteAddress: '10.1.0.3' })).statusCode);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(VIEWS_PER_MINUTE);
    expect(statuses.slice(VIEWS_PER_MINUTE).every((s) => s === 429)).toBe(true);
    expect(await viewsOf10()).toBe(VIEWS_PER_MINUTE);
    const refused = await t.app.inject({ method: 'POST', url: '/api/artworks/10/views', remoteAddress: '10.1.0.3' });
    expect(apiErrorSchema.parse(refused.json()).error.code).toBe('too_many_requests');
    expectRetryAfter(refused, VIEWS_WINDOW_MS, openedAt);
    // Another address is not affected.
    expect((await t.app.inject({ method: 'POST', url: '/api/artworks/10/views', remoteAddress: '10.1.0.4' })).statusCode).toBe(204);
    expect(await viewsOf10()).toBe(VIEWS_PER_MINUTE + 1);
  });

  it('sends the whole answer of each read from memory compressed as asked, the first time and from memory', async () => {
    const list = artworkListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artworks?limit=30' })).json());
    const work = list.items[0]!;
    const artist = artistsPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artists?limit=1' })).json()).items[0]!;
    const urls = ['/api/artworks?limit=40', `/api/artworks/${work.id}`, `/api/artworks/${work.id}/by-artist?limit=12`, '/api/artists?limit=12', `/api/artists/${artist.publicId}`];
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const url of urls) {
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.statusCode, url).toBe(200);
      for (const [encoding, decode] of Object.entries(decoders)) {
        for (const time of ['first', 'again']) {
          const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
          expect(res.statusCode, `${url} ${encoding} ${time}`).toBe(200);
          expect(res.headers['content-encoding'], `${url} ${encoding} ${time}`).toBe(encoding);
          expect(JSON.parse(decode(res.rawPayload).toString('utf8')), `${url} ${encoding} ${time}`).toEqual(plain.json());
        }
      }
    }
  });

  it('answers the hot reads from memory until a write changes them, on every route that shows the work', async () => {
    const list = artworkListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artworks?limit=500' })).json());
    const work = list.items.find((w) => w.sold === 0)!;
    const detail = async () => artworkDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/artworks/${work.id}` })).json());
    const listed = async () => artworkListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artworks?limit=500' })).json()).items.find((w) => w.id === work.id)!;
    expect((await detail()).sold).toBe(0);
    // Written behind the product's back, nothing is seen: the answers come from memory.
    await t.app.db.update(artworks).set({ workTitle: 'Changed behind the cache' }).where(eq(artworks.id, work.id));
    expect((await detail()).title).toBe(work.title);
    expect((await listed()).title).toBe(work.title);
    // A write through the product (an order holds the work) is seen at once everywhere.
    const buyer = await signUpUser(t.app);
    const headers = { cookie: buyer.cookie };
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { artworkId: work.id } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: CONTACT })).statusCode).toBe(201);
    const after = await detail();
    expect(after.sold).toBe(2);
    expect(after.title).toBe('Changed behind the cache');
    expect((await listed()).sold).toBe(2);
  });
});
