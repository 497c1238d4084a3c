import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  artworkDetailSchema,
  sentCrowdGallerySchema,
  sentQueueSchema,
  STUDIO_MESSAGES as M,
  studioUploadSchema,
  studioWorkListSchema,
  studioWorkResultSchema,
  studioWorkSchema,
  type StudioWorkInput,
} from '@vernissage/core/schemas';
import { artworks, ratings } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signIn, sessionCookie, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipartFile } from '../../test/upload.ts';
import { sweepUnusedUploads, UNUSED_UPLOAD_KEEP_MS } from './service.ts';

/** The studio: sellers create, save, list, hide, copy and delete their works; who may do what. */
describe('studio', () => {
  let t: TestApp;
  let artist: TestUser;
  let other: TestUser;
  let collector: TestUser;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV });
    artist = await signUpUser(t.app, { role: 'artist' });
    other = await signUpUser(t.app, { role: 'merchant' });
    collector = await signUpUser(t.app);
    admin = sessionCookie(await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

  async function upload(cookie: string, colour = '#c8262d') {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } }).png().toBuffer();
    const form = multipartFile('image', 'work.png', 'image/png', png);
    const res = await t.app.inject({ method: 'POST', url: '/api/studio/images', payload: form.payload, headers: { ...form.headers, cookie } });
    expect(res.statusCode, res.body).toBe(201);
    return studioUploadSchema.parse(res.json());
  }

  const complete = (images: string[], extra: Partial<StudioWorkInput> = {}): StudioWorkInput => ({
    title: 'Lake at Dusk',
    description: '<p>Evening light <script>alert(1)</script><strong>over water</strong></p>',
    width: 24,
    height: 18.5,
    price: 1250,
    colours: [14, 15],
    subjects: [3],
    mediums: [1],
    surfaces: [14],
    formal: [{ id: 8, value: 0.2 }],
    images,
    ...extra,
  });

  async function create(cookie: string, input: StudioWorkInput) {
    const res = await call('POST', '/api/studio/works', cookie, input);
    expect(res.statusCode, res.body).toBe(201);
    return studioWorkResultSchema.parse(res.json()).work;
  }

  it('creates a draft with every field, sanitises its description and keeps it out of every public list', async () => {
    const cover = await upload(artist.cookie);
    const work = await create(artist.cookie, complete([cover.image.url], { yearCreated: 2024, workStartDate: '2024-01-02', workEndDate: '2024-03-04', discountPercent: 10, partOfSeries: true, seriesName: 'Lakes', uniqueCopy: false, editionSize: 20, isFramed: true, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }));
    expect(work).toMatchObject({ state: 'draft', title: 'Lake at Dusk', width: 24, height: 18.5, price: 1250, discountedPrice: 1125, seriesName: 'Lakes', editionSize: 20, isFramed: true, missing: [], locked: false });
    expect(work.description).toBe('<p>Evening light <strong>over water</strong></p>');
    expect(work.images.map((image) => image.url)).toEqual([cover.image.url]);
    expect(work.formal).toEqual([{ id: 8, value: 0.2 }]);
    expect((await call('GET', `/api/artworks/${work.id}`, undefined)).statusCode).toBe(404);
    expect(sentCrowdGallerySchema.parse((await call('GET', '/api/taste/crowd', undefined)).json()).items.map((item) => item.work.id)).not.toContain(work.id);
    // Its seller and the admin see it; another seller does not even learn it exists.
    expect(studioWorkSchema.parse((await call('GET', `/api/studio/works/${work.id}`, admin)).json()).id).toBe(work.id);
    const foreign = await call('GET', `/api/studio/works/${work.id}`, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(apiErrorSchema.parse(foreign.json()).error.reason).toBe('work_not_found');
  });

  it('saves a draft with nothing but a title, and says what listing still needs', async () => {
    const work = await create(artist.cookie, { title: 'Untitled study' });
    expect(work).toMatchObject({ state: 'draft', width: null, height: null, price: null, missing: ['cover', 'size', 'price', 'colour', 'subject', 'medium'] });
    const res = await call('PUT', `/api/studio/works/${work.id}/state`, artist.cookie, { state: 'listed' });
    expect(res.statusCode).toBe(409);
    const { error } = apiErrorSchema.parse(res.json());
    expect(error.reason).toBe('listing_incomplete');
    expect(error.message).toBe('Before the work can be listed it needs a cover image, a width and a height, a price, at least one colour, at least one subject and at least one medium.');
    expect(Object.keys(error.fields ?? {})).toEqual(['cover', 'size', 'price', 'colour', 'subject', 'medium']);
  });

  it('refuses bad input field by field with the spec messages, and nothing is written', async () => {
    const before = (await t.app.db.select().from(artworks)).length;
    const res = await call('POST', '/api/studio/works', artist.cookie, { title: ' ', width: -1, price: 12.5, discountPercent: 120, colours: [99], partOfSeries: true, uniqueCopy: false, workStartDate: '2024-05-01', workEndDate: '2024-04-01', videoUrl: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    const { fields } = apiErrorSchema.parse(res.json()).error;
    expect(fields).toMatchObject({
      title: M.titleRequired,
      width: M.sizeInvalid,
      price: M.priceInvalid,
      discountPercent: M.discountInvalid,
      colours: M.lookupInvalid,
      videoUrl: M.videoUrlInvalid,
    });
    expect((await t.app.db.select().from(artworks)).length).toBe(before);
    const rules = await call('POST', '/api/studio/works', artist.cookie, { title: 'Series', partOfSeries: true, uniqueCopy: false, workStartDate: '2024-05-01', workEndDate: '2024-04-01' });
    expect(apiErrorSchema.parse(rules.json()).error.fields).toMatchObject({ seriesName: M.seriesNameRequired, editionSize: M.editionSizeRequired, workEndDate: M.dateOrder });
  });

  it("refuses images that are not the seller's own uploads", async () => {
    const theirs = await upload(other.cookie);
    const res = await call('POST', '/api/studio/works', artist.cookie, { title: 'Borrowed', images: [theirs.image.url] });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.reason).toBe('image_unknown');
    const made = await call('POST', '/api/studio/works', artist.cookie, { title: 'Made up', images: ['/media/works/someone/else/large.webp'] });
    expect(apiErrorSchema.parse(made.json()).error.reason).toBe('image_unknown');
  });

  it('lists a complete work into the artwork page, the crowd and a collector\'s queue at once; hiding takes it out and keeps its ratings', async () => {
    const images = await Promise.all([upload(artist.cookie, '#1b2a5c'), upload(artist.cookie, '#f7f5f0')]);
    const work = await create(artist.cookie, complete(images.map((u) => u.image.url)));
    const queueIds = async () => sentQueueSchema.parse((await call('GET', '/api/taste/queue', collector.cookie)).json()).items.map((item) => item.work.id);
    const crowdIds = async () => sentCrowdGallerySchema.parse((await call('GET', '/api/taste/crowd', undefined)).json()).items.map((item) => item.work.id);
    expect(await crowdIds()).not.toContain(work.id);
    // A draft begun three months ago comes into the catalogue as its newest work when listed,
    // ahead of a work listed a month ago.
    const older = await create(artist.cookie, complete(images.map((u) => u.image.url), { title: 'Lake at Noon' }));
    expect((await call('PUT', `/api/studio/works/${older.id}/state`, artist.cookie, { state: 'listed' })).statusCode).toBe(200);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.app.db.update(artworks).set({ createdAt: daysAgo(30), listedAt: daysAgo(30) }).where(eq(artworks.id, older.id));
    await t.app.db.update(artworks).set({ createdAt: daysAgo(90) }).where(eq(artworks.id, work.id));
    t.app.taste.catalogueChanged();
    const newest = async () => (await call('GET', '/api/artworks/browse?sort=newest', undefined)).json<{ items: Array<{ id: number }> }>().items.map((item) => item.id);

    const listed = await call('PUT', `/api/studio/works/${work.id}/state`, artist.cookie, { state: 'listed' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(studioWorkResultSchema.parse(listed.json())).toMatchObject({ message: M.listed, work: { state: 'listed' } });
    expect((await newest()).slice(0, 2)).toEqual([work.id, older.id]);
    const [firstListing] = await t.app.db.select({ createdAt: artworks.createdAt, listedAt: artworks.listedAt }).from(artworks).where(eq(artworks.id, work.id));
    expect(firstListing!.listedAt).toEqual(firstListing!.createdAt);
    expect(Date.now() - firstListing!.createdAt.getTime()).toBeLessThan(3_600_000);
    const page = artworkDetailSchema.parse((await call('GET', `/api/artworks/${work.id}`, undefined)).json());
    expect(page).toMatchObject({ title: 'Lake at Dusk', price: 1250, colours: [14, 15], artist: { id: artist.id } });
    expect(page.images).toHaveLength(2);
    expect(await crowdIds()).toContain(work.id);
    await call('POST', '/api/taste/queue/refresh', collector.cookie, {});
    expect(await queueIds()).toContain(work.id);

    await t.app.db.insert(ratings).values({ userId: collector.id, artworkId: work.id, rating: 1, source: 'queue' });
    const hidden = await call('PUT', `/api/studio/works/${work.id}/state`, artist.cookie, { state: 'hidden' });
    expect(studioWorkResultSchema.parse(hidden.json()).work.state).toBe('hidden');
    expect((await call('GET', `/api/artworks/${work.id}`, undefined)).statusCode).toBe(404);
    expect(await crowdIds()).not.toContain(work.id);
    await call('POST', '/api/taste/queue/refresh', collector.cookie, {});
    expect(await queueIds()).not.toContain(work.id);
    expect(await t.app.db.select().from(ratings).where(eq(ratings.artworkId, work.id))).toHaveLength(1);

    // A listed work stays complete: saving it without colours is refused.
    const relisted = await call('PUT', `/api/studio/works/${work.id}/state`, artist.cookie, { state: 'listed' });
    expect(relisted.statusCode).toBe(200);
    // Listed again after hiding, it keeps its first listing: it is not new again.
    expect((await t.app.db.select({ createdAt: artworks.createdAt, listedAt: artworks.listedAt }).from(artworks).where(eq(artworks.id, work.id)))[0]).toEqual(firstListing);
    const emptied = await call('PUT', `/api/studio/works/${work.id}`, artist.cookie, complete(images.map((u) => u.image.url), { colours: [] }));
    expect(emptied.statusCode).toBe(409);
    expect(apiErrorSchema.parse(emptied.json()).error.fields).toEqual({ colour: 'at least one colour' });
  });

  it('saves edits and reorders images; a held or sold work keeps its price and cannot be deleted or drafted', async () => {
    const [a, b] = await Promise.all([upload(artist.cookie), upload(artist.cookie, '#3c8a3f')]);
    const work = await create(artist.cookie, complete([a.image.url, b.image.url]));
    const saved = await call('PUT', `/api/studio/works/${work.id}`, artist.cookie, complete([b.image.url, a.image.url], { title: 'Lake at Night', price: 1400 }));
    expect(saved.statusCode, saved.body).toBe(200);
    const body = studioWorkResultSchema.parse(saved.json());
    expect(body.message).toBe(M.saved);
    expect(body.work.images.map((image) => image.url)).toEqual([b.image.url, a.image.url]);
    expect(body.work).toMatchObject({ title: 'Lake at Night', price: 1400 });

    await call('PUT', `/api/studio/works/${work.id}/state`, artist.cookie, { state: 'listed' });
    await t.app.db.update(artworks).set({ sold: 2 }).where(eq(artworks.id, work.id));
    const price = await call('PUT', `/api/studio/works/${work.id}`, artist.cookie, complete([b.image.url, a.image.url], { title: 'Lake at Night', price: 900 }));
    expect(price.statusCode).toBe(409);
    expect(apiErrorSchema.parse(price.json()).error).toMatchObject({ reason: 'work_locked', message: M.lockedPrice });
    const titleOnly = await call('PUT', `/api/studio/works/${work.id}`, artist.cookie, complete([b.image.url, a.image.url], { title: 'Lake, Night', price: 1400 }));
    expect(studioWorkResultSchema.parse(titleOnly.json()).work).toMatchObject({ title: 'Lake, Night', state: 'on_hold', locked: true });
    const remove = await call('DELETE', `/api/studio/works/${work.id}`, artist.cookie);
    expect(remove.statusCode).toBe(409);
    expect(apiErrorSchema.parse(remove.json()).error).toMatchObject({ reason: 'work_locked', message: M.lockedDelete });
    expect((await call('PUT', `/api/studio/works/${work.id}/state`, artist.cookie, { state: 'draft' })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/studio/works/${work.id}`, admin)).statusCode).toBe(409);
  });

  it('copies a work as a new draft and deletes a free one; another seller can do neither', async () => {
    const cover = await upload(artist.cookie);
    const work = await create(artist.cookie, complete([cover.image.url]));
    expect((await call('POST', `/api/studio/works/${work.id}/duplicate`, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/studio/works/${work.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/studio/works/${work.id}`, other.cookie, complete([]))).statusCode).toBe(404);
    const copy = await call('POST', `/api/studio/works/${work.id}/duplicate`, artist.cookie);
    expect(copy.statusCode).toBe(201);
    const duplicate = studioWorkResultSchema.parse(copy.json()).work;
    expect(duplicate).toMatchObject({ title: 'Lake at Dusk (copy)', state: 'draft', price: 1250, sold: 0 });
    expect(duplicate.id).not.toBe(work.id);
    expect(duplicate.images).toEqual(work.images);
    const removed = await call('DELETE', `/api/studio/works/${work.id}`, artist.cookie);
    expect(removed.json()).toEqual({ message: M.deleted });
    expect((await call('GET', `/api/studio/works/${work.id}`, artist.cookie)).statusCode).toBe(404);
    // The admin may change any seller's work.
    const byAdmin = await call('PUT', `/api/studio/works/${duplicate.id}`, admin, complete(duplicate.images.map((i) => i.url), { title: 'Edited by the admin' }));
    expect(studioWorkResultSchema.parse(byAdmin.json()).work).toMatchObject({ title: 'Edited by the admin', seller: { id: artist.id } });
  });

  it("deletes a deleted work's pictures, unless a copy still shows them, and sweeps uploads no work has shown for a week", async () => {
    const keyOf = (url: string) => url.slice('/media/'.length);
    const stored = (url: string) => t.app.storage.exists(keyOf(url));
    const [cover, detail] = [await upload(artist.cookie), await upload(artist.cookie, '#2d62c8')];
    const work = await create(artist.cookie, complete([cover.image.url, detail.image.url]));
    const copy = studioWorkResultSchema.parse((await call('POST', `/api/studio/works/${work.id}/duplicate`, artist.cookie)).json()).work;
    // The copy keeps only the cover.
    expect((await call('PUT', `/api/studio/works/${copy.id}`, artist.cookie, complete([cover.image.url], { title: 'The copy' }))).statusCode).toBe(200);

    expect((await call('DELETE', `/api/studio/works/${work.id}`, artist.cookie)).statusCode).toBe(200);
    expect(await stored(cover.image.url)).toBe(true);
    expect(await stored(cover.image.sizes.thumb!.jpeg)).toBe(true);
    expect(await stored(detail.image.url)).toBe(false);
    expect(await stored(detail.image.sizes.thumb!.jpeg)).toBe(false);
    // Forgotten too: it can no longer be put on a work.
    expect((await call('PUT', `/api/studio/works/${copy.id}`, artist.cookie, complete([cover.image.url, detail.image.url]))).statusCode).toBe(400);

    expect((await call('DELETE', `/api/studio/works/${copy.id}`, artist.cookie)).statusCode).toBe(200);
    expect(await stored(cover.image.url)).toBe(false);

    // An upload never saved on a work is kept for a week, then swept with its files.
    const unsaved = await upload(artist.cookie);
    const shown = await upload(artist.cookie);
    const kept = await create(artist.cookie, complete([shown.image.url]));
    const deps = { db: t.app.db, storage: t.app.storage, log: t.app.log };
    expect(await sweepUnusedUploads(deps, new Date(Date.now() + UNUSED_UPLOAD_KEEP_MS - 3_600_000))).toBe(0);
    expect(await stored(unsaved.image.url)).toBe(true);
    // (Earlier tests' unsaved uploads go in the same sweep.)
    expect(await sweepUnusedUploads(deps, new Date(Date.now() + UNUSED_UPLOAD_KEEP_MS + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await stored(unsaved.image.url)).toBe(false);
    expect(await stored(shown.image.url)).toBe(true);
    expect(studioWorkSchema.parse((await call('GET', `/api/studio/works/${kept.id}`, artist.cookie)).json()).images.map((image) => image.url)).toEqual([shown.image.url]);
  });

  it("lists only the seller's own works, searched, filtered by state, sorted, with counts by state", async () => {
    const seller = await signUpUser(t.app, { role: 'merchant' });
    const cover = await upload(seller.cookie);
    const a = await create(seller.cookie, complete([cover.image.url], { title: 'Alpha field', price: 300 }));
    const b = await create(seller.cookie, complete([cover.image.url], { title: 'Beta 100% field', price: 100 }));
    await create(seller.cookie, { title: 'Gamma sketch' });
    await call('PUT', `/api/studio/works/${a.id}/state`, seller.cookie, { state: 'listed' });
    await call('PUT', `/api/studio/works/${b.id}/state`, seller.cookie, { state: 'hidden' });
    const list = async (query: string) => studioWorkListSchema.parse((await call('GET', `/api/studio/works?${query}`, seller.cookie)).json());
    const all = await list('sort=title');
    expect(all.items.map((w) => w.title)).toEqual(['Alpha field', 'Beta 100% field', 'Gamma sketch']);
    expect(all.counts).toEqual({ draft: 1, listed: 1, hidden: 1, on_hold: 0, sold: 0 });
    expect(all.items[2]).toMatchObject({ state: 'draft', cover: null, price: null });
    expect((await list('sort=price-asc&state=hidden')).items.map((w) => w.title)).toEqual(['Beta 100% field']);
    expect((await list('q=field&sort=price-desc')).items.map((w) => w.title)).toEqual(['Alpha field', 'Beta 100% field']);
    expect((await list('q=100%25')).items.map((w) => w.title)).toEqual(['Beta 100% field']);
    const page = await list('sort=title&limit=2&offset=2');
    expect(page).toMatchObject({ total: 3 });
    expect(page.items.map((w) => w.title)).toEqual(['Gamma sketch']);
  });

  it('answers odd ids and bodies with a clear 4xx', async () => {
    for (const url of ['/api/studio/works/0', '/api/studio/works/99999999999', '/api/studio/works/abc', '/api/studio/works/1%00']) {
      const res = await call('GET', url, artist.cookie);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const nul = await call('POST', '/api/studio/works', artist.cookie, { title: 'Nul\u0000byte' });
    expect(nul.statusCode).toBeLessThan(500);
    const bulk = await call('PUT', '/api/admin/artworks/state', admin, { ids: [99999999999], state: 'hidden' });
    expect(bulk.statusCode).toBe(400);
  });
});
