import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, browseResultSchema, type BrowseResult } from '@vernissage/core/schemas';
import { artworks, orderItems, orders, ratings, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

/**
 * All Artworks' browse on a small known catalogue: every filter, sort, the search and the
 * keyset paging, with the exact ids expected; and odd input answered 4xx, never 5xx.
 */
describe('GET /api/artworks/browse', () => {
  let t: TestApp;
  const w: Record<string, number> = {};
  const MONET = 'artist-monet';
  const KLINT = 'artist-klint';

  type Work = Partial<typeof artworks.$inferInsert> & Pick<typeof artworks.$inferInsert, 'workTitle' | 'userId' | 'width' | 'height' | 'price'> & { key: string; day: number };
  const catalogue: Work[] = [
    { key: 'lake', workTitle: 'Lake at Dusk', userId: MONET, day: 1, workDescription: '<p>Evening light over water</p>', width: 24, height: 18, price: 1000, colors: [1, 2], subjects: [3], mediums: [1], surfaces: [14], isFramed: true, formal: { '7': 0.5 } },
    { key: 'spiral', workTitle: 'Spiral Geometry', userId: KLINT, day: 2, workDescription: '<p>Painted circles and running lines</p>', width: 20, height: 30, price: 2500, discountPercent: 15, colors: [5], subjects: [10], mediums: [2], surfaces: [15], formal: { '7': 0.9, '3': 0.1 } },
    { key: 'harbour', workTitle: 'Quiet Harbour', userId: MONET, day: 3, workDescription: '<p>Boats in <strong>mist</strong></p>', width: 30, height: 30, price: 499.5, colors: [2, 5], subjects: [3, 10], mediums: [1], surfaces: [16], isFramed: true, formal: {} },
    { key: 'sunset', workTitle: 'Sunset Lakes', userId: KLINT, day: 4, workDescription: '<p>Warm horizon</p>', width: 40, height: 20, price: 3000, colors: [9], subjects: [20], mediums: [3], surfaces: [14], formal: { '7': 0.2 }, sold: 1 },
    { key: 'blue', workTitle: 'Blue Study', userId: KLINT, day: 5, workDescription: '<p>A study of lake colour</p>', width: 10, height: 12, price: 300, colors: [1], subjects: [3], mediums: [2], surfaces: [15], formal: { '7': 0.6 }, sold: 2 },
    { key: 'hidden', workTitle: 'Hidden Lake', userId: MONET, day: 6, width: 10, height: 10, price: 100, colors: [1], status: '0' },
    { key: 'draft', workTitle: 'Draft Lake', userId: MONET, day: 6, width: 0, height: 0, price: 0, colors: [1], status: 'draft' },
    { key: 'field', workTitle: 'Morning Field', userId: MONET, day: 7, workDescription: '', width: 16, height: 20, price: 800, discountPercent: 50, colors: [3], subjects: [30], mediums: [4], surfaces: [20], isFramed: true, formal: { '7': 0.6 } },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    await db.insert(users).values([
      { id: MONET, name: 'Claude Monet', email: 'monet@example.com', role: 'artist' },
      { id: KLINT, name: 'Hilma Klint', email: 'klint@example.com', role: 'artist' },
      ...['c1', 'c2', 'c3'].map((id) => ({ id, name: `Collector ${id}`, email: `${id}@example.com` })),
    ]);
    for (const { key, day, ...values } of catalogue) {
      const [row] = await db
        .insert(artworks)
        .values({ ...values, createdAt: new Date(Date.UTC(2026, 0, day, 12)) })
        .returning({ id: artworks.id });
      if (!row) throw new Error('insert failed');
      w[key] = row.id;
    }
    const like = (userId: string, key: string, rating = 1) => ({ userId, artworkId: w[key] ?? 0, rating, source: 'queue' as const });
    await db.insert(ratings).values([like('c1', 'harbour'), like('c2', 'harbour'), like('c1', 'lake'), like('c3', 'lake', -1), like('c2', 'spiral'), like('c3', 'sunset')]);
    const [order] = await db
      .insert(orders)
      .values({ userId: 'c1', contactName: 'C', contactEmail: 'c1@example.com', contactPhone: '1', shippingAddress: 'Here', subtotal: 3000, total: 3000 })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({ orderId: order?.id ?? 0, artworkId: w.sunset ?? 0, title: 'Sunset', price: 3000, status: 'sold', holdExpiresAt: new Date() });
  });
  afterAll(() => t.close());

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/artworks/browse${query ? `?${query}` : ''}` });
  async function browse(query: string): Promise<BrowseResult> {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return browseResultSchema.parse(res.json());
  }
  const keys = (...names: string[]) => names.map((name) => w[name]);
  async function ids(query: string) {
    const result = await browse(query);
    expect(result.total).toBe(result.items.length);
    return result.items.map((item) => item.id);
  }

  it('lists listed works for sale, most popular first, in the artwork shape; never hidden or draft works', async () => {
    const result = await browse('');
    expect(result.items.map((item) => item.id)).toEqual(keys('harbour', 'spiral', 'lake', 'field'));
    expect(result).toMatchObject({ total: 4, nextCursor: null });
    expect(result.items[1]).toMatchObject({ title: 'Spiral Geometry', artist: { id: KLINT, name: 'Hilma Klint' }, price: 2500, discountedPrice: 2125, status: '1', sold: 0 });
    expect(result.items[1]?.formal).toEqual([{ id: 3, name: expect.any(String), value: 0.1 }, { id: 7, name: expect.any(String), value: 0.9 }]);
    expect(Object.keys(result.items[0] ?? {})).not.toContain('search');
  });

  it('sorts by popularity (likes plus sales, then newest), newest, and the price a buyer pays', async () => {
    expect(await ids('sort=popular&available=false')).toEqual(keys('sunset', 'harbour', 'spiral', 'lake', 'field', 'blue'));
    expect(await ids('sort=newest')).toEqual(keys('field', 'harbour', 'spiral', 'lake'));
    expect(await ids('sort=newest&available=false')).toEqual(keys('field', 'blue', 'sunset', 'harbour', 'spiral', 'lake'));
    expect(await ids('sort=price-asc')).toEqual(keys('field', 'harbour', 'lake', 'spiral'));
    expect(await ids('sort=price-desc')).toEqual(keys('spiral', 'lake', 'harbour', 'field'));
  });

  it('filters by the buyer’s price in whole dollars, as the page rounds it', async () => {
    expect(await ids('sort=newest&minPrice=500')).toEqual(keys('harbour', 'spiral', 'lake'));
    expect(await ids('sort=newest&maxPrice=499')).toEqual(keys('field'));
    expect(await ids('sort=newest&maxPrice=500')).toEqual(keys('field', 'harbour'));
    // 2500 less 15% is 2125: the discounted price counts, not the list price.
    expect(await ids('sort=newest&minPrice=2125&maxPrice=2125')).toEqual(keys('spiral'));
    expect(await ids('sort=newest&minPrice=2126')).toEqual([]);
    // An empty bound is no bound (it was read as 0, and ?maxPrice= matched nothing).
    expect(await ids('sort=newest&maxPrice=&minPrice=')).toEqual(await ids('sort=newest'));
  });

  it('filters by size and orientation', async () => {
    expect(await ids('sort=newest&minWidth=24')).toEqual(keys('harbour', 'lake'));
    expect(await ids('sort=newest&maxHeight=20')).toEqual(keys('field', 'lake'));
    expect(await ids('sort=newest&minHeight=25&maxWidth=25')).toEqual(keys('spiral'));
    expect(await ids('sort=newest&orientation=portrait')).toEqual(keys('field', 'spiral'));
    expect(await ids('sort=newest&orientation=landscape')).toEqual(keys('lake'));
    expect(await ids('sort=newest&orientation=square')).toEqual(keys('harbour'));
  });

  it('matches any id within a list and every list together; framed; artist', async () => {
    expect(await ids('sort=newest&colours=1,5')).toEqual(keys('harbour', 'spiral', 'lake'));
    expect(await ids('sort=newest&colours=5&subjects=3')).toEqual(keys('harbour'));
    expect(await ids('sort=newest&mediums=1')).toEqual(keys('harbour', 'lake'));
    expect(await ids('sort=newest&surfaces=15,20')).toEqual(keys('field', 'spiral'));
    expect(await ids('sort=newest&subjects=99')).toEqual([]);
    expect(await ids('sort=newest&framed=true')).toEqual(keys('field', 'harbour', 'lake'));
    expect(await ids('sort=newest&framed=false')).toEqual(keys('spiral'));
    expect(await ids(`sort=newest&artistId=${MONET}`)).toEqual(keys('field', 'harbour', 'lake'));
    expect(await ids('sort=newest&available=false&colours=1')).toEqual(keys('blue', 'lake'));
  });

  it('filters by formal ranges; a work without the axis does not match', async () => {
    expect(await ids('sort=newest&f7=0.5-0.6')).toEqual(keys('field', 'lake'));
    expect(await ids('sort=newest&f7=0-1')).toEqual(keys('field', 'spiral', 'lake'));
    expect(await ids('sort=newest&f3=0-0.2')).toEqual(keys('spiral'));
    expect(await ids('sort=newest&f7=0.5-0.6&f3=0-1')).toEqual([]);
  });

  it('searches title, artist and description: whole words (stemmed), the last word as a prefix', async () => {
    expect(await ids('sort=newest&q=lake')).toEqual(keys('lake'));
    expect(await ids('sort=newest&available=false&q=lake')).toEqual(keys('blue', 'sunset', 'lake'));
    expect(await ids('sort=newest&q=lakes%20dusk')).toEqual(keys('lake'));
    expect(await ids('sort=newest&q=harb')).toEqual(keys('harbour'));
    expect(await ids('sort=newest&q=Monet')).toEqual(keys('field', 'harbour', 'lake'));
    expect(await ids('sort=newest&q=klint%20spir')).toEqual(keys('spiral'));
    expect(await ids('sort=newest&q=circles')).toEqual(keys('spiral'));
    expect(await ids('sort=newest&q=running%20lin')).toEqual(keys('spiral'));
    expect(await ids('sort=newest&q=monet%20spiral')).toEqual([]);
    // Markup is not text, and tsquery syntax in the input is only separators.
    expect(await ids('sort=newest&q=strong')).toEqual([]);
    expect(await ids(`sort=newest&q=${encodeURIComponent("lake & !| :* ' (")}`)).toEqual(keys('lake'));
    expect(await ids(`sort=newest&q=${encodeURIComponent('the lake')}`)).toEqual(keys('lake'));
  });

  it('follows an artist’s new name in search', async () => {
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(users).set({ name: 'Hilma af Klint Renamed' }).where(eq(users.id, KLINT));
    expect(await ids('sort=newest&q=renamed')).toEqual(keys('spiral'));
    await t.app.db.update(users).set({ name: 'Hilma Klint' }).where(eq(users.id, KLINT));
    expect(await ids('sort=newest&q=renamed')).toEqual([]);
  });

  it('pages by cursor: every matching id exactly once, in order, for every sort', async () => {
    for (const sort of ['popular', 'newest', 'price-asc', 'price-desc']) {
      const all = await ids(`sort=${sort}&available=false`);
      expect(all).toHaveLength(6);
      for (const limit of [1, 2, 4]) {
        const seen: number[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page: BrowseResult = await browse(`sort=${sort}&available=false&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
          expect(page.total).toBe(6);
          expect(page.items.length).toBeLessThanOrEqual(limit);
          seen.push(...page.items.map((item) => item.id));
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor && pages < 10);
        expect(seen, `${sort} by ${limit}`).toEqual(all);
        expect(pages).toBe(Math.ceil(6 / limit));
      }
    }
  });

  it('refuses a lower bound above the upper one on its field', async () => {
    for (const [query, field, message] of [
      ['minPrice=600&maxPrice=500', 'minPrice', 'The lowest price is above the highest'],
      ['minWidth=30&maxWidth=10', 'minWidth', 'The lowest width is above the highest'],
      ['minHeight=30&maxHeight=10', 'minHeight', 'The lowest height is above the highest'],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error).toMatchObject({ code: 'bad_request', message, fields: { [field]: message } });
    }
  });

  it('answers odd input with 4xx, never 5xx', async () => {
    const newest = await browse('sort=newest&limit=1');
    const odd = [
      `q=${encodeURIComponent('lake\u0000')}`,
      `artistId=${encodeURIComponent('x\u0000y')}`,
      'minPrice=1e40',
      'minPrice=-1',
      'maxWidth=Infinity',
      'minHeight=NaN',
      'limit=0',
      'limit=61',
      'limit=1.5',
      'limit=0x10',
      'limit=1e1',
      'maxPrice=0x10',
      'colours=99999',
      'colours=1,,2',
      'colours=a',
      'subjects=-1',
      'framed=yes',
      'available=0',
      'orientation=round',
      'f7=0.6-0.2',
      'f7=2-3',
      'f7=abc',
      `q=${'a'.repeat(201)}`,
      'cursor=!!!',
      'cursor=abc',
      `cursor=${Buffer.from('{"sort":"newest","createdAt":"not a date","id":1}').toString('base64url')}`,
      `cursor=${Buffer.from('{"sort":"newest","createdAt":"2026-99-99 99:99:99+00","id":1}').toString('base64url')}`,
      `cursor=${Buffer.from('{"sort":"price-asc","price":"1e9999","id":1}').toString('base64url')}`,
      // A cursor made for one order does not page another.
      `sort=price-asc&cursor=${newest.nextCursor}`,
    ];
    for (const query of odd) {
      const res = await get(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
      expect(apiErrorSchema.safeParse(res.json()).success, query).toBe(true);
    }
    expect(apiErrorSchema.parse((await get('limit=0x10')).json()).error.fields).toEqual({ limit: 'A whole number from 1 to 60' });
    // What the schema does not word itself is said in plain words (plain-errors.ts), not zod's.
    expect(apiErrorSchema.parse((await get(`q=${'a'.repeat(201)}`)).json()).error.fields).toEqual({ q: 'At most 200 characters' });
    expect(apiErrorSchema.parse((await get('sort=sideways')).json()).error.fields).toEqual({ sort: 'One of: for-you, popular, newest, price-asc, price-desc' });
    const bad = await get('cursor=abc');
    expect(apiErrorSchema.parse(bad.json()).error.fields).toEqual({ cursor: 'This page link is no longer valid; start from the first page' });
  });
});
