import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSellersSchema, bulkStateResultSchema, sentCrowdGallerySchema, studioUploadSchema, studioWorkListSchema, studioWorkResultSchema, type StudioWorkInput } from '@vernissage/core/schemas';
import { artworks, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipartFile } from '../../test/upload.ts';

/** The admin's Art Works: every seller's works, searched and filtered, and bulk list and hide. */
describe("admin's Art Works", () => {
  let t: TestApp;
  let admin: string;
  let ada: TestUser;
  let bruno: TestUser;
  const ids: Record<string, number> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) => t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie } });

  async function work(seller: TestUser, title: string, list: boolean): Promise<number> {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2f5fd0' } }).png().toBuffer();
    const form = multipartFile('image', 'w.png', 'image/png', png);
    const upload = studioUploadSchema.parse((await t.app.inject({ method: 'POST', url: '/api/studio/images', payload: form.payload, headers: { ...form.headers, cookie: seller.cookie } })).json());
    const input: StudioWorkInput = { title, width: 10, height: 12, price: 500, colours: [14], subjects: [1], mediums: [2], images: [upload.image.url] };
    const created = studioWorkResultSchema.parse((await call('POST', '/api/studio/works', seller.cookie, input)).json()).work;
    if (list) await call('PUT', `/api/studio/works/${created.id}/state`, seller.cookie, { state: 'listed' });
    return created.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV });
    admin = sessionCookie(await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD));
    ada = await signUpUser(t.app, { role: 'artist' });
    bruno = await signUpUser(t.app, { role: 'merchant' });
    await t.app.db.update(users).set({ name: 'Ada Quill' }).where(eq(users.id, ada.id));
    await t.app.db.update(users).set({ name: 'Bruno Vale' }).where(eq(users.id, bruno.id));
    ids.harbour = await work(ada, 'Harbour', true);
    ids.meadow = await work(ada, 'Meadow', true);
    ids.sketch = await work(ada, 'Sketch', false);
    ids.quarry = await work(bruno, 'Quarry', true);
    await t.app.db.update(artworks).set({ sold: 1 }).where(eq(artworks.id, ids.meadow!));
    // An incomplete draft: listing it in bulk is refused with what it lacks.
    ids.bare = studioWorkResultSchema.parse((await call('POST', '/api/studio/works', bruno.cookie, { title: 'Bare' })).json()).work.id;
  });
  afterAll(() => t.close());

  const titles = async (query: string) => {
    const res = await call('GET', `/api/admin/artworks?${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return studioWorkListSchema.parse(res.json());
  };

  it("lists every seller's works, searched by title or artist, filtered by seller, state and sold", async () => {
    const all = await titles('sort=title');
    expect(all.items.map((w) => w.title)).toEqual(['Bare', 'Harbour', 'Meadow', 'Quarry', 'Sketch']);
    expect(all.counts).toEqual({ draft: 2, listed: 2, hidden: 0, on_hold: 0, sold: 1 });
    expect(all.items.find((w) => w.title === 'Quarry')?.seller).toEqual({ id: bruno.id, name: 'Bruno Vale' });
    expect((await titles('q=quill&sort=title')).items.map((w) => w.title)).toEqual(['Harbour', 'Meadow', 'Sketch']);
    expect((await titles('q=arb')).items.map((w) => w.title)).toEqual(['Harbour']);
    expect((await titles(`sellerId=${bruno.id}&sort=title`)).items.map((w) => w.title)).toEqual(['Bare', 'Quarry']);
    expect((await titles('state=listed&sort=title')).items.map((w) => w.title)).toEqual(['Harbour', 'Quarry']);
    expect((await titles('sold=yes')).items.map((w) => w.title)).toEqual(['Meadow']);
    expect((await titles('sold=no&sort=title')).items.map((w) => w.title)).toEqual(['Bare', 'Harbour', 'Quarry', 'Sketch']);
  });

  it('offers the sellers with works for the filter', async () => {
    const sellers = adminSellersSchema.parse((await call('GET', '/api/admin/artworks/sellers', admin)).json());
    expect(sellers).toEqual([
      { id: ada.id, name: 'Ada Quill', works: 3 },
      { id: bruno.id, name: 'Bruno Vale', works: 2 },
    ]);
  });

  it('hides several works at once, out of the crowd, and lists back only the complete ones', async () => {
    const crowd = async () => sentCrowdGallerySchema.parse((await t.app.inject({ method: 'GET', url: '/api/taste/crowd' })).json()).items.map((i) => i.work.id);
    expect(await crowd()).toEqual(expect.arrayContaining([ids.harbour, ids.quarry]));
    const hide = bulkStateResultSchema.parse((await call('PUT', '/api/admin/artworks/state', admin, { ids: [ids.harbour, ids.quarry], state: 'hidden' })).json());
    expect(hide.changed.sort()).toEqual([ids.harbour, ids.quarry].sort());
    expect(await crowd()).not.toContain(ids.harbour);
    expect(await crowd()).not.toContain(ids.quarry);

    const list = bulkStateResultSchema.parse((await call('PUT', '/api/admin/artworks/state', admin, { ids: [ids.harbour, ids.bare, ids.sketch], state: 'listed' })).json());
    expect(list.changed.sort()).toEqual([ids.harbour, ids.sketch].sort());
    expect(list.refused).toEqual([{ id: ids.bare, title: 'Bare', missing: ['cover', 'size', 'price', 'colour', 'subject', 'medium'] }]);
    const rows = await t.app.db.select({ id: artworks.id, status: artworks.status }).from(artworks).where(inArray(artworks.id, [ids.harbour!, ids.bare!, ids.sketch!]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [ids.harbour!]: '1', [ids.bare!]: 'draft', [ids.sketch!]: '1' });
    expect(await crowd()).toContain(ids.sketch);
  });
});
