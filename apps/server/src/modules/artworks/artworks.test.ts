import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, artworkListSchema, artworkSchema } from '@vernissage/core/schemas';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('artworks API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
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
      expect(Object.keys(image.sizes)).toEqual(['thumb', 'card', 'large']);
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
    const bad = await t.app.inject({ method: 'GET', url: '/api/artworks/abc' });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).error.fields).toHaveProperty('id');
  });

  it('refuses a page size over the limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/artworks?limit=5000' });
    expect(res.statusCode).toBe(400);
  });
});
