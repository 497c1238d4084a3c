import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  browseResultSchema,
  curatedSetSchema,
  parseBrowseSegment,
  selectionLinkSchema,
  SHARED_LINK_MESSAGES as M,
  sharedLinksPageSchema,
  type StoredImage,
} from '@vernissage/core/schemas';
import { artworks, sharedLinks, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

const TEMPLATE = '<!doctype html><html><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div></body></html>';
const PUBLIC_URL = 'https://art.example.com';

/** A stored picture's shape, at made-up addresses (nothing reads the files here). */
const picture = (name: string): StoredImage => {
  const variant = (size: string, width: number) => ({ webp: `/media/${name}-${size}.webp`, jpeg: `/media/${name}-${size}.jpg`, width, height: width });
  return { url: `/media/${name}-large.webp`, width: 1600, height: 1600, sizes: { thumb: variant('thumb', 120), card: variant('card', 600), large: variant('large', 1600) } };
};

/**
 * Shared links: stored All Artworks selections (anyone), curated sets (the admin creates, anyone
 * opens), Manage Shared Links' list and delete, their page heads and the sitemap, on a small
 * known catalogue; odd input answered 4xx, never 5xx.
 */
describe('shared links', () => {
  let t: TestApp;
  let admin: string;
  let collector: TestUser;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'vernissage-shared-'));
  const w: Record<string, number> = {};
  const ARTIST = 'artist-sl';
  type Work = Partial<typeof artworks.$inferInsert> & Pick<typeof artworks.$inferInsert, 'workTitle' | 'price'> & { key: string; day: number };
  const catalogue: Work[] = [
    { key: 'lake', workTitle: 'Lake at Dusk', day: 1, price: 1000, colors: [1, 2], subjects: [3], imageUrls: [picture('lake')] },
    { key: 'spiral', workTitle: 'Spiral Geometry', day: 2, price: 2500, colors: [5], subjects: [10] },
    { key: 'harbour', workTitle: 'Quiet Harbour', day: 3, price: 500, colors: [1, 5], subjects: [3] },
    { key: 'sold', workTitle: 'Sold Sea', day: 4, price: 700, colors: [1], sold: 1 },
    { key: 'hidden', workTitle: 'Hidden Lake', day: 5, price: 100, colors: [1], status: '0' },
  ];

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, WEB_DIST: dist, PUBLIC_URL, PRODUCT_NAME: 'Gallerist' } });
    await t.app.db.insert(users).values({ id: ARTIST, name: 'Ada Painter', email: 'ada@example.com', role: 'artist' });
    for (const { key, day, ...values } of catalogue) {
      const [row] = await t.app.db
        .insert(artworks)
        .values({ userId: ARTIST, width: 20, height: 30, ...values, createdAt: new Date(Date.UTC(2026, 0, day, 12)) })
        .returning({ id: artworks.id });
      w[key] = row!.id;
    }
    admin = sessionCookie(await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD));
    collector = await signUpUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const keys = (...names: string[]) => names.map((name) => w[name]);
  const post = (url: string, payload: unknown, cookie?: string) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const browseIds = async (params: Record<string, string>) => {
    const res = await get(`/api/artworks/browse?${new URLSearchParams({ ...params, limit: '60' }).toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    return browseResultSchema.parse(res.json()).items.map((item) => item.id);
  };
  const expectError = (res: { statusCode: number; json: () => unknown; body: string }, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return apiErrorSchema.parse(res.json()).error;
  };

  describe('stored selections (type filter)', () => {
    it('stores a selection under a slug of its words, reuses it for the same selection, and restores exactly its works', async () => {
      const selection = { colours: '1,5', sort: 'price-asc', maxPrice: '2000', available: 'true' };
      const first = await post('/api/shared-links/selections', { selection });
      expect(first.statusCode, first.body).toBe(201);
      const link = selectionLinkSchema.parse(first.json());
      expect(link).toEqual({ id: link.id, shareUrl: 'black-brown-under-2000', path: `/all-artworks/black-brown-under-2000/${link.id}`, segment: 'sort=price-asc;maxPrice=2000;colours=1,5' });

      // The same selection, written another way (defaults, another key order): the same link.
      const again = await post('/api/shared-links/selections', { selection: { sort: 'price-asc', maxPrice: '2000', colours: '1,5' } }, collector.cookie);
      expect(again.statusCode).toBe(200);
      expect(selectionLinkSchema.parse(again.json()).id).toBe(link.id);

      const opened = await get(`/api/shared-links/selections/${link.shareUrl}/${link.id}`);
      expect(opened.statusCode).toBe(200);
      const restored = selectionLinkSchema.parse(opened.json());
      expect(restored).toEqual(link);
      // What the link restores lists what the original selection listed, in its order.
      expect(await browseIds(parseBrowseSegment(restored.segment))).toEqual(keys('harbour', 'lake'));
      expect(await browseIds(selection)).toEqual(keys('harbour', 'lake'));
    });

    it('gives a second selection with the same words its own address, and every work its plain "selection"', async () => {
      const a = selectionLinkSchema.parse((await post('/api/shared-links/selections', { selection: { colours: '1', sort: 'newest' } })).json());
      const b = selectionLinkSchema.parse((await post('/api/shared-links/selections', { selection: { colours: '1', sort: 'price-desc' } })).json());
      expect([a.shareUrl, b.shareUrl]).toEqual(['black', 'black-2']);
      const all = selectionLinkSchema.parse((await post('/api/shared-links/selections', { selection: {} })).json());
      expect(all).toMatchObject({ shareUrl: 'selection', segment: '' });
    });

    it('answers 404 for an unknown id, an address that does not match the id, and a curated set’s id', async () => {
      const link = selectionLinkSchema.parse((await post('/api/shared-links/selections', { selection: { q: 'harbour' } })).json());
      expect(link.shareUrl).toBe('harbour');
      expect(expectError(await get(`/api/shared-links/selections/harbour/${link.id + 1000}`), 404)).toMatchObject({ message: M.notFound, reason: 'shared_link_not_found' });
      expect(expectError(await get(`/api/shared-links/selections/lake/${link.id}`), 404).reason).toBe('shared_link_not_found');
    });

    it('refuses a selection the listing would refuse, keys it does not keep, and odd ids, with 400', async () => {
      const bad = expectError(await post('/api/shared-links/selections', { selection: { minPrice: '600', maxPrice: '500' } }), 400);
      expect(bad.fields).toMatchObject({ 'selection.minPrice': 'The lowest price is above the highest' });
      for (const selection of [{ cursor: 'abc' }, { limit: '10' }, { colours: 'a' }, { q: 'lake\u0000' }, { artistId: 'x\u0000' }, { q: 'a\ud800b' }, { artistId: '\udc00' }, { f7: '2-3' }, { q: 'x'.repeat(700) }, 'colours=1', null]) {
        expectError(await post('/api/shared-links/selections', { selection }), 400);
      }
      expectError(await post('/api/shared-links/selections', {}), 400);
      for (const url of ['/api/shared-links/selections/harbour/abc', '/api/shared-links/selections/harbour/0', '/api/shared-links/selections/harbour/99999999999', '/api/shared-links/selections/Bad_Url/1', '/api/shared-links/selections/a%00b/1']) {
        const res = await get(url);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
      }
      const huge = await t.app.inject({ method: 'POST', url: '/api/shared-links/selections', payload: JSON.stringify({ selection: { q: 'x'.repeat(2 * 1024 * 1024) } }), headers: { 'content-type': 'application/json' } });
      expect(huge.statusCode).toBe(413);
    });
  });

  describe('curated sets (type curate)', () => {
    const create = (body: unknown, cookie = admin) => post('/api/admin/shared-links/sets', body, cookie);

    it('the admin creates one of listed works, its description sanitised; anyone opens it with its works still listed, in its order', async () => {
      const res = await create({
        title: '  Blue Hour Picks ',
        description: '<p onclick="steal()">Quiet <strong>water</strong><script>alert(1)</script> <a href="javascript:alert(1)">here</a></p>',
        artworkIds: keys('harbour', 'lake', 'sold', 'harbour'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const set = curatedSetSchema.parse(res.json());
      expect(set).toMatchObject({ shareUrl: 'blue-hour-picks', path: '/artworks/blue-hour-picks', title: 'Blue Hour Picks' });
      expect(set.description).toBe('<p>Quiet <strong>water</strong> <a>here</a></p>');
      expect(set.works.map((work) => work.id)).toEqual(keys('harbour', 'lake', 'sold'));

      const opened = await get('/api/shared-links/sets/blue-hour-picks');
      expect(opened.statusCode).toBe(200);
      const shown = curatedSetSchema.parse(opened.json());
      expect(shown).toEqual(set);
      expect(shown.works.map((work) => work.sold)).toEqual([0, 0, 1]);

      // A work taken off sale since is left out; the set stays.
      await t.app.db.update(artworks).set({ status: '0' }).where(eq(artworks.id, w.lake!));
      expect(curatedSetSchema.parse((await get('/api/shared-links/sets/blue-hour-picks')).json()).works.map((work) => work.id)).toEqual(keys('harbour', 'sold'));
      await t.app.db.update(artworks).set({ status: '1' }).where(eq(artworks.id, w.lake!));

      // The same title again gets its own address; a description with no text is stored as none.
      const second = curatedSetSchema.parse((await create({ title: 'Blue Hour Picks', description: '<p> </p><script>x</script>', artworkIds: keys('spiral') })).json());
      expect(second).toMatchObject({ shareUrl: 'blue-hour-picks-2', description: '' });
    });

    it('refuses bad input with 400 and the field it is about', async () => {
      expect(expectError(await create({ title: ' ', artworkIds: keys('lake') }), 400).fields).toMatchObject({ title: M.titleRequired });
      expect(expectError(await create({ title: 'x'.repeat(121), artworkIds: keys('lake') }), 400).fields).toMatchObject({ title: M.titleTooLong });
      expect(expectError(await create({ title: 'Empty', artworkIds: [] }), 400).fields).toMatchObject({ artworkIds: M.worksRequired });
      expect(expectError(await create({ title: 'Too many', artworkIds: Array.from({ length: 61 }, (_, i) => i + 1) }), 400).fields).toMatchObject({ artworkIds: M.worksTooMany });
      expect(expectError(await create({ title: 'Hidden', artworkIds: keys('lake', 'hidden') }), 400)).toMatchObject({ reason: 'works_unlisted', fields: { artworkIds: M.worksUnlisted } });
      expectError(await create({ title: 'Missing', artworkIds: [2_000_000_000] }), 400);
      for (const artworkIds of [[0], [2_147_483_648], [1.5], ['1'], 'all']) expectError(await create({ title: 'Odd', artworkIds }), 400);
      expectError(await create({ title: 'Nul\u0000', artworkIds: keys('lake') }), 400);
      expectError(await create({ title: 'Long', description: 'x'.repeat(20_001), artworkIds: keys('lake') }), 400);
    });

    it('answers 404 for an unknown set and a stored selection’s address; 400 for an address we never make', async () => {
      expect(expectError(await get('/api/shared-links/sets/no-such-set'), 404)).toMatchObject({ message: M.notFound, reason: 'shared_link_not_found' });
      expectError(await get('/api/shared-links/sets/black'), 404);
      expectError(await get('/api/shared-links/sets/Upper_Case'), 400);
      expectError(await get(`/api/shared-links/sets/${'a'.repeat(81)}`), 400);
    });

    it('only the admin may create one: visitors 401, everyone else 403', async () => {
      const body = { title: 'Refused', artworkIds: keys('lake') };
      expect(expectError(await create(body, ''), 401).code).toBe('unauthorized');
      expect(expectError(await create(body, collector.cookie), 403).code).toBe('forbidden');
    });
  });

  describe('Manage Shared Links', () => {
    it('lists every link newest first with its type, address and title, and deletes several at once', async () => {
      const res = await get('/api/admin/shared-links?limit=100', admin);
      expect(res.statusCode).toBe(200);
      const page = sharedLinksPageSchema.parse(res.json());
      const rows = await t.app.db.select({ id: sharedLinks.id }).from(sharedLinks);
      expect(page.total).toBe(rows.length);
      const set = page.items.find((item) => item.shareUrl === 'blue-hour-picks');
      expect(set).toMatchObject({ type: 'curate', path: '/artworks/blue-hour-picks', title: 'Blue Hour Picks', workCount: 3 });
      const selection = page.items.find((item) => item.shareUrl === 'harbour');
      expect(selection).toMatchObject({ type: 'filter', path: `/all-artworks/harbour/${selection?.id}`, title: null, workCount: null });
      const times = page.items.map((item) => item.createdAt);
      expect(times).toEqual([...times].sort().reverse());

      const small = sharedLinksPageSchema.parse((await get('/api/admin/shared-links?offset=1&limit=2', admin)).json());
      expect(small.items.map((item) => item.id)).toEqual(page.items.slice(1, 3).map((item) => item.id));

      const deleted = await post('/api/admin/shared-links/delete', { ids: [set!.id, selection!.id, 2_000_000_000] }, admin);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ deleted: 2, message: M.deleted(2) });
      expectError(await get('/api/shared-links/sets/blue-hour-picks'), 404);
      expectError(await get(`/api/shared-links/selections/harbour/${selection!.id}`), 404);
    });

    it('refuses others and odd input', async () => {
      expectError(await get('/api/admin/shared-links'), 401);
      expectError(await get('/api/admin/shared-links', collector.cookie), 403);
      expectError(await post('/api/admin/shared-links/delete', { ids: [1] }, collector.cookie), 403);
      for (const ids of [[], [0], [2_147_483_648], ['1'], Array.from({ length: 101 }, (_, i) => i + 1)]) expectError(await post('/api/admin/shared-links/delete', { ids }, admin), 400);
      for (const query of ['limit=0', 'limit=101', 'offset=-1', 'offset=abc']) expectError(await get(`/api/admin/shared-links?${query}`, admin), 400);
    });
  });

  describe('page heads and the sitemap', () => {
    it('a curated set’s page is titled and described by the set, pictured by its first work’s cover; an unknown one is 404', async () => {
      const set = curatedSetSchema.parse((await post('/api/admin/shared-links/sets', { title: 'Lake Works', description: '<p>Calm <em>water</em> &amp; light</p>', artworkIds: keys('lake', 'harbour') }, admin)).json());
      const res = await get(set.path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Lake Works | Gallerist</title>');
      expect(res.body).toContain('<meta name="description" content="Calm water &amp; light">');
      expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/artworks/lake-works">`);
      expect(res.body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/media/lake-large.jpg">`);
      expect(res.body).toContain('<meta name="robots" content="index, follow">');
      const missing = await get('/artworks/no-such-set');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('noindex');
      expect((await get('/artworks/%00')).statusCode).toBeLessThan(500);
    });

    it('a stored selection’s page is All Artworks to a search engine: not indexed, canonical at the filtered address', async () => {
      const link = selectionLinkSchema.parse((await post('/api/shared-links/selections', { selection: { colours: '2' } })).json());
      expect(link.shareUrl).toBe('white');
      const res = await get(link.path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>White: All Artworks | Gallerist</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
      expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/all-artworks/colours=2">`);
      expect(res.body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/media/lake-large.jpg">`);
      expect(res.body).toContain('1 original work for sale on Gallerist');
      for (const url of [`/all-artworks/black/${link.id}`, '/all-artworks/white/99999', '/all-artworks/white/99999999999', '/all-artworks/white/abc']) {
        expect((await get(url)).statusCode, url).toBe(404);
      }
    });

    it('the sitemap lists curated sets, never stored selections', async () => {
      const res = await get('/sitemap.xml');
      expect(res.body).toContain(`<loc>${PUBLIC_URL}/artworks/lake-works</loc>`);
      expect(res.body).not.toContain('/all-artworks/white/');
    });
  });
});
