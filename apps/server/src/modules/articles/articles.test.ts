import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, articleSchema, articlesPageSchema } from '@vernissage/core/schemas';
import { blogs, exhibitions, newsEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('public articles', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await db.insert(exhibitions).values([
      { title: 'Shown Show', description: '<p>Open <strong>now</strong><script>alert(1)</script></p>', dateRange: 'March 2026', url: 'shown-show', name: 'Gallery A', createdAt: day(2) },
      { title: 'Older Show', description: '<p>Before</p>', dateRange: 'January 2026', url: 'older-show', name: '{product} team', createdAt: day(1) },
      { title: 'Hidden Show', description: '<p>Draft</p>', dateRange: 'May 2026', url: 'hidden-show', name: 'Gallery A', status: '0', createdAt: day(3) },
    ]);
    await db.insert(blogs).values({ blogName: 'A Blog', blogDescription: '<p>Words</p>', blogDateRange: 'Feb', url: 'a-blog', name: 'Writer' });
    const rows = await db
      .insert(newsEvents)
      .values([
        { newsTitle: 'Approved Talk', newsDescription: '<p>Talk</p>', newsUrl: 'approved-talk', name: 'Host', isApproved: 1 },
        { newsTitle: 'Press Piece', newsDescription: '<p>Press</p>', newsUrl: 'press-piece', name: 'Lakeshore Review', isApproved: 2, externalUrl: 'https://example.org/piece' },
        { newsTitle: 'Waiting Event', newsDescription: '<p>Wait</p>', newsUrl: 'waiting-event', name: 'Someone', isApproved: 0 },
      ])
      .returning({ id: newsEvents.id, url: newsEvents.newsUrl });
    for (const row of rows) ids[row.url] = row.id;
  });
  afterAll(() => t.close());

  it('lists only active entries, newest first, paged, with the total', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/articles/exhibitions?limit=1' });
    expect(res.statusCode).toBe(200);
    const page = articlesPageSchema.parse(res.json());
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.url)).toEqual(['shown-show']);
    expect(page.items[0]!.path).toBe('/exhibitions/shown-show');
    expect(page.items[0]!.excerpt).toBe('Open now');
    const next = articlesPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/articles/exhibitions?offset=1&limit=1' })).json());
    expect(next.items.map((item) => item.url)).toEqual(['older-show']);
    expect(next.items[0]!.author).toBe(`${t.app.env.PRODUCT_NAME} team`);
  });

  it('serves an entry with its body sanitised, and 404 for a hidden or unknown one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/articles/exhibitions/shown-show' });
    const article = articleSchema.parse(res.json());
    expect(article.description).toContain('<strong>now</strong>');
    expect(article.description).not.toContain('script');
    expect((await t.app.inject({ method: 'GET', url: '/api/articles/blogs/%00' })).statusCode).toBe(400);
    for (const url of ['/api/articles/exhibitions/hidden-show', '/api/articles/exhibitions/nope', '/api/articles/blogs/Bad%20Slug']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(missing.json()).error.code).toBe('not_found');
    }
  });

  it('sends a list and an entry as the content cache keeps them, compressed for a browser, the same bytes each time', async () => {
    for (const url of ['/api/articles/exhibitions', '/api/articles/exhibitions/shown-show']) {
      const plain = await t.app.inject({ method: 'GET', url });
      const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(plain.headers['content-type'], url).toBe('application/json; charset=utf-8');
      const compressed = first.headers['content-encoding'] === 'br';
      // An answer under the compression threshold goes out as it is.
      const text = compressed ? brotliDecompressSync(first.rawPayload).toString() : first.body;
      expect(JSON.parse(text), url).toEqual(plain.json());
      expect(again.rawPayload.equals(first.rawPayload), url).toBe(true);
    }
  });

  it('shows approved news and external links, never a waiting event', async () => {
    const page = articlesPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/articles/news-events' })).json());
    expect(page.items.map((item) => item.url).sort()).toEqual(['approved-talk', 'press-piece']);
    expect(page.items.find((item) => item.url === 'press-piece')!.externalUrl).toBe('https://example.org/piece');
    expect((await t.app.inject({ method: 'GET', url: '/api/articles/news-events/waiting-event' })).statusCode).toBe(404);
  });

  it('finds an event by the id ending its parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/art-events/approved-talk-${ids['approved-talk']}` });
    expect(articleSchema.parse(res.json()).title).toBe('Approved Talk');
    expect((await t.app.inject({ method: 'GET', url: `/api/art-events/${ids['waiting-event']}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/art-events/99999999999999' })).statusCode).toBe(404);
  });

  it('refuses an unknown kind and an out-of-range page with a 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/articles/poems' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/articles/blogs?limit=100000' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/articles/blogs?offset=-1' })).statusCode).toBe(400);
  });

  it('keeps a hidden entry hidden after it is switched off', async () => {
    await t.app.db.update(blogs).set({ status: '0' }).where(eq(blogs.url, 'a-blog'));
    expect((await t.app.inject({ method: 'GET', url: '/api/articles/blogs/a-blog' })).statusCode).toBe(404);
  });
});
