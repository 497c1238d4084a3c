import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, artistPageSchema, artistsPageSchema, ARTIST_STRIP_SIZE, NUL_MESSAGE, type ArtistsPage, type StoredImage } from '@vernissage/core/schemas';
import { artworks, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** A stored image; the bridge's was stored before the small size existed and has none. */
function image(key: string): StoredImage {
  const size = (name: string, width: number, height: number) => ({ webp: `/media/t/${key}/${name}.webp`, jpeg: `/media/t/${key}/${name}.jpg`, width, height });
  const small = key === 'bridge' ? {} : { small: size('small', 400, 300) };
  return { url: `/media/t/${key}/large.webp`, width: 1600, height: 1200, sizes: { thumb: size('thumb', 120, 90), ...small, card: size('card', 640, 480), large: size('large', 1600, 1200) } };
}

/**
 * The artists directory and an artist's public page on a small known catalogue: who is listed and
 * in what order, the search, paging, the strip, what is never shown, and odd input.
 */
describe('artists', () => {
  let t: TestApp;
  /** Each person's public id, by key. */
  const pid: Record<string, number> = {};
  /** Each work's id, by key. */
  const w: Record<string, number> = {};

  const PRIVATE = { email: 'claude.private@example.com', phone: '+1 312 555 0177', city: 'Evanston', address: '12 Secret Lane' };
  const people = [
    { id: 'u-monet', key: 'monet', name: 'Claude Monet', role: 'artist' as const, ...PRIVATE, bio: '<p>Paints <strong>water</strong>.</p>', exhibitionHistory: '<ul><li>Salon, 1874</li></ul>', educationHistory: '<p>Académie Suisse</p>', logo: image('logo-monet') },
    { id: 'u-klint', key: 'klint', name: 'Hilma Klint', role: 'artist' as const },
    { id: 'u-morisot', key: 'morisot', name: 'Berthe Morisot', role: 'artist' as const },
    { id: 'u-halsted', key: 'halsted', name: 'Halsted Street Gallery', role: 'merchant' as const },
    { id: 'u-under', key: 'under', name: 'Under_Score Press', role: 'artist' as const },
    { id: 'u-drafts', key: 'drafts', name: 'Zora Drafts', role: 'artist' as const, bio: '<p>Working on it.</p>' },
    { id: 'u-collector', key: 'collector', name: 'Cora Monet', role: 'collector' as const },
    { id: 'u-admin', key: 'admin', name: 'Ann Monet Admin', role: 'admin' as const },
  ];
  type Work = { key: string; owner: string; day: number; status?: '1' | '0' | 'draft'; sold?: 0 | 1 | 2 };
  const catalogue: Work[] = [
    { key: 'lilies', owner: 'monet', day: 1 },
    { key: 'bridge', owner: 'monet', day: 2, sold: 1 },
    { key: 'haystack', owner: 'monet', day: 3, sold: 2 },
    { key: 'monet-draft', owner: 'monet', day: 4, status: 'draft' },
    { key: 'monet-hidden', owner: 'monet', day: 5, status: '0' },
    { key: 'altar', owner: 'klint', day: 1 },
    { key: 'swan', owner: 'klint', day: 2 },
    { key: 'cradle', owner: 'morisot', day: 1 },
    { key: 'harbour', owner: 'morisot', day: 2 },
    ...[1, 2, 3, 4, 5].map((n) => ({ key: `print-${n}`, owner: 'halsted', day: n })),
    { key: 'zine', owner: 'under', day: 1 },
    { key: 'z-draft', owner: 'drafts', day: 1, status: 'draft' },
    { key: 'z-hidden', owner: 'drafts', day: 2, status: '0' },
    { key: 'cora-work', owner: 'collector', day: 1 },
    { key: 'admin-work', owner: 'admin', day: 1 },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    for (const { key, ...person } of people) {
      const [row] = await db
        .insert(users)
        .values({ ...person, email: 'email' in person ? person.email : `${key}@example.com` })
        .returning({ publicId: users.publicId });
      pid[key] = row!.publicId;
    }
    for (const work of catalogue) {
      const draft = work.status === 'draft';
      const [row] = await db
        .insert(artworks)
        .values({
          userId: `u-${work.owner}`,
          workTitle: `Work ${work.key}`,
          width: draft ? 0 : 20,
          height: draft ? 0 : 30,
          price: draft ? 0 : 1000,
          status: work.status ?? '1',
          sold: work.sold ?? 0,
          imageUrls: [image(work.key)],
          createdAt: new Date(Date.UTC(2026, 0, work.day, 12)),
        })
        .returning({ id: artworks.id });
      w[work.key] = row!.id;
    }
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  async function directory(query = ''): Promise<ArtistsPage> {
    const res = await get(`/api/artists${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return artistsPageSchema.parse(res.json());
  }
  const names = async (query = '') => (await directory(query)).items.map((artist) => artist.name);
  const ids = (...keys: string[]) => keys.map((key) => w[key]);

  it('lists every artist and merchant with a listed work, most works first then by name; never collectors, admins, or makers with only drafts and hidden works', async () => {
    const page = await directory();
    expect(page.total).toBe(5);
    expect(page.items.map((artist) => artist.name)).toEqual(['Halsted Street Gallery', 'Claude Monet', 'Berthe Morisot', 'Hilma Klint', 'Under_Score Press']);
    expect(page.items.map((artist) => artist.worksCount)).toEqual([5, 3, 2, 2, 1]);
    expect(page.items.map((artist) => artist.publicId)).toEqual([pid.halsted, pid.monet, pid.morisot, pid.klint, pid.under]);
  });

  it("gives each card the logo in every size, or null, and a strip of the newest listed works (sold and held ones included) with their thumb, small and card pictures", async () => {
    const [halsted, monet, morisot] = (await directory()).items;
    expect(monet).toMatchObject({ id: 'u-monet', name: 'Claude Monet', logo: image('logo-monet') });
    expect(monet!.works.map((work) => work.id)).toEqual(ids('haystack', 'bridge', 'lilies'));
    const { thumb, small, card } = image('haystack').sizes;
    expect(monet!.works[0]).toEqual({ id: w.haystack, title: 'Work haystack', image: { thumb, small, card } });
    // An image stored before the small size: its thumb and card.
    expect(monet!.works[1]!.image).toEqual({ thumb: image('bridge').sizes.thumb, card: image('bridge').sizes.card });
    expect(morisot!.logo).toBeNull();
    expect(halsted!.works).toHaveLength(ARTIST_STRIP_SIZE);
    expect(halsted!.works.map((work) => work.id)).toEqual(ids('print-5', 'print-4', 'print-3', 'print-2'));
  });

  it('searches by any part of the name in any case, matching % and _ literally', async () => {
    expect(await names('q=mon')).toEqual(['Claude Monet']);
    expect(await names('q=%20%20KLINT%20')).toEqual(['Hilma Klint']);
    expect(await names('q=street%20gallery')).toEqual(['Halsted Street Gallery']);
    expect(await names('q=_')).toEqual(['Under_Score Press']);
    expect(await directory('q=%25')).toEqual({ total: 0, items: [] });
    expect(await directory('q=nobody')).toEqual({ total: 0, items: [] });
    expect(await directory('q=zora')).toEqual({ total: 0, items: [] });
    expect((await directory('q=')).total).toBe(5);
  });

  it('pages by offset and limit, with the total of every match', async () => {
    expect(await directory('limit=2')).toMatchObject({ total: 5, items: [{ name: 'Halsted Street Gallery' }, { name: 'Claude Monet' }] });
    expect(await names('limit=2&offset=2')).toEqual(['Berthe Morisot', 'Hilma Klint']);
    expect(await names('limit=2&offset=4')).toEqual(['Under_Score Press']);
    expect(await directory('offset=50')).toEqual({ total: 5, items: [] });
  });

  it('answers odd queries 400 with the error shape, never 5xx', async () => {
    const long = 'a'.repeat(101);
    for (const query of ['q=%00', 'q=ab%00cd', 'q=%1B', `q=${long}`, 'q=a&q=b', 'limit=0', 'limit=61', 'limit=-1', 'limit=1e400', 'limit=99999999999999999999', 'limit=abc', 'offset=-1', 'offset=10001', 'offset=1.5']) {
      const res = await get(`/api/artists?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error.code, query).toBe('bad_request');
    }
  });

  it("shows an artist's public page: profile, sanitised HTML as stored, and their listed works newest first in the artwork shape", async () => {
    const res = await get(`/api/artists/${pid.monet}`);
    expect(res.statusCode).toBe(200);
    const page = artistPageSchema.parse(res.json());
    expect(page).toMatchObject({
      id: 'u-monet',
      publicId: pid.monet,
      name: 'Claude Monet',
      logo: image('logo-monet'),
      bio: '<p>Paints <strong>water</strong>.</p>',
      exhibitionHistory: '<ul><li>Salon, 1874</li></ul>',
      educationHistory: '<p>Académie Suisse</p>',
    });
    expect(page.works.total).toBe(3);
    expect(page.works.items.map((work) => work.id)).toEqual(ids('haystack', 'bridge', 'lilies'));
    expect(page.works.items.map((work) => work.sold)).toEqual([2, 1, 0]);
    expect(page.works.items[0]).toMatchObject({ title: 'Work haystack', status: '1', artist: { id: 'u-monet', name: 'Claude Monet' }, images: [image('haystack')] });
  });

  it('never sends an e-mail, phone, city or address, on the page or in the directory', async () => {
    const page = await get(`/api/artists/${pid.monet}`);
    const list = await get('/api/artists');
    expect(Object.keys(page.json()).sort()).toEqual(['bio', 'educationHistory', 'exhibitionHistory', 'id', 'logo', 'name', 'publicId', 'works']);
    expect(Object.keys(list.json().items[1]).sort()).toEqual(['id', 'logo', 'name', 'publicId', 'works', 'worksCount']);
    for (const body of [page.body, list.body]) {
      for (const value of Object.values(PRIVATE)) expect(body).not.toContain(value);
      expect(body).not.toMatch(/"(email|phone|city|address|role|password)"/);
    }
  });

  it('shows the page of a maker without listed works, with none of their drafts or hidden works', async () => {
    const page = artistPageSchema.parse((await get(`/api/artists/${pid.drafts}`)).json());
    expect(page).toMatchObject({ name: 'Zora Drafts', bio: '<p>Working on it.</p>', exhibitionHistory: null, educationHistory: null, logo: null, works: { total: 0, items: [] } });
  });

  it("answers 404 'User Not Found' for someone who is not an artist or merchant, no such id, and an id out of range or garbage", async () => {
    for (const id of [pid.collector, pid.admin, 999_999, 0, '-1', '1.5', '01x', 'abc', '99999999999999999999', '2147483648', `Claude-Monet-${pid.monet}`]) {
      const res = await get(`/api/artists/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error, String(id)).toEqual({ code: 'not_found', reason: 'user_not_found', message: 'User Not Found' });
    }
    // A NUL byte is refused before any route reads the address.
    expect(apiErrorSchema.parse((await get('/api/artists/%00')).json()).error).toMatchObject({ code: 'bad_request', message: NUL_MESSAGE });
  });

  it('shows a change to the works or a profile as soon as the catalogue is told of it', async () => {
    expect((await directory()).items[1]?.worksCount).toBe(3);
    expect((await get(`/api/artists/${pid.monet}`)).json().works.total).toBe(3);
    await t.app.db.update(artworks).set({ status: '0' }).where(eq(artworks.id, w.lilies!));
    await t.app.db.update(users).set({ name: 'Oscar-Claude Monet' }).where(eq(users.id, 'u-monet'));
    t.app.taste.catalogueChanged();
    const after = await directory();
    expect(after.items.map((artist) => [artist.name, artist.worksCount])).toEqual([
      ['Halsted Street Gallery', 5],
      ['Berthe Morisot', 2],
      ['Hilma Klint', 2],
      ['Oscar-Claude Monet', 2],
      ['Under_Score Press', 1],
    ]);
    const page = artistPageSchema.parse((await get(`/api/artists/${pid.monet}`)).json());
    expect(page.name).toBe('Oscar-Claude Monet');
    expect(page.works.items.map((work) => work.id)).toEqual(ids('haystack', 'bridge'));
  });
});
