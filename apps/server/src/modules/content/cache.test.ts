import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SNIPPET } from '@vernissage/core/constants';
import { seoPageSchema, snippetSchema } from '@vernissage/core/schemas';
import { seoPages, snippets } from '../../db/schema/index.ts';
import type { Change, ChangeFeed } from '../../plugins/change-feed.ts';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ContentCache } from './cache.ts';

/** A change feed that records what is announced and lets the test play another process's notice. */
function fakeFeed(): ChangeFeed & { announced: Change[]; hear: (change: Change) => void } {
  const listeners: Array<(change: Change) => void> = [];
  const announced: Change[] = [];
  return {
    announced,
    announce: async (change) => void announced.push(change),
    subscribe: (listener) => void listeners.push(listener),
    close: async () => {},
    hear: (change) => listeners.forEach((listener) => listener(change)),
  };
}

describe('the public content reads, from memory', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    admin = await signUpUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  const snippet = async (name: string) => snippetSchema.parse((await t.app.inject({ method: 'GET', url: `/api/snippets/${name}` })).json());
  const seo = async (path: string) => seoPageSchema.nullable().parse((await t.app.inject({ method: 'GET', url: `/api/seo?path=${encodeURIComponent(path)}` })).json());

  it('answers a snippet from memory, and shows an admin’s save at once', async () => {
    const before = await snippet(SNIPPET.faq);
    // Written behind the app's back: the kept answer stands, so it is read from memory.
    await t.app.db.update(snippets).set({ content: '<p>Changed in the database only.</p>' }).where(eq(snippets.name, SNIPPET.faq));
    expect((await snippet(SNIPPET.faq)).content).toBe(before.content);
    const saved = await t.app.inject({ method: 'PUT', url: `/api/admin/snippets/${SNIPPET.faq}`, headers: { cookie: admin.cookie }, payload: { content: '<p>Saved by the admin.</p>' } });
    expect(saved.statusCode).toBe(200);
    expect((await snippet(SNIPPET.faq)).content).toBe('<p>Saved by the admin.</p>');
  });

  it('shows an SEO record created, changed and deleted at once, to the API and to the page heads', async () => {
    const before = await seo('/for-artists/kept');
    expect(before?.metaTitle).not.toBe('Kept title');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seo-pages',
      headers: { cookie: admin.cookie },
      payload: { pageName: 'Kept', pageUrl: '/for-artists/kept', metaTitle: 'Kept title', metaDescription: 'Kept description.', metaRobot: 'index, follow' },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { page: { id: number } }).page.id;
    expect((await seo('/for-artists/kept'))?.metaTitle).toBe('Kept title');
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/seo-pages/${id}`,
      headers: { cookie: admin.cookie },
      payload: { pageName: 'Kept', pageUrl: '/for-artists/kept', metaTitle: 'Changed title', metaDescription: 'Kept description.', metaRobot: 'noindex, follow' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await seo('/for-artists/kept'))?.metaTitle).toBe('Changed title');
    // The page's head reads the same records (the app is built without the web app here, so the
    // head is read as the page route reads it).
    expect((await t.app.content.seo('/for-artists/kept'))?.metaRobot).toBe('noindex, follow');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/seo-pages/${id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect(await seo('/for-artists/kept')).toEqual(before);
    expect(await t.app.db.select().from(seoPages).where(eq(seoPages.id, id))).toEqual([]);
  });

  it('tells the other processes of a write, and drops what it kept when one of them tells it', async () => {
    const feed = fakeFeed();
    const catalogue = { version: 1 };
    const cache = new ContentCache(t.app.db, catalogue, feed, t.app.env.PRODUCT_NAME);
    const first = await cache.snippet(SNIPPET.home);
    await t.app.db.update(snippets).set({ content: 'Another headline' }).where(eq(snippets.name, SNIPPET.home));
    expect((await cache.snippet(SNIPPET.home))?.content).toBe(first?.content);
    // Another process saved it and announced it.
    feed.hear({ kind: 'content' });
    expect((await cache.snippet(SNIPPET.home))?.content).toBe('Another headline');
    await cache.changed();
    expect(feed.announced).toEqual([{ kind: 'content' }]);

    // The marquee shows the works: a new catalogue version reads it again.
    const slides = await cache.homeSlides();
    expect(slides.length).toBeGreaterThan(0);
    expect(await cache.homeSlides()).toBe(slides);
    catalogue.version += 1;
    expect(await cache.homeSlides()).not.toBe(slides);
    await t.app.db.update(snippets).set({ content: first!.content }).where(eq(snippets.name, SNIPPET.home));
  });

  it('keeps a bounded number of addresses, whatever paths callers send', async () => {
    const cache = new ContentCache(t.app.db, { version: 1 }, fakeFeed(), t.app.env.PRODUCT_NAME);
    for (let i = 0; i < 1_200; i += 1) await cache.seo(`/no/such/page/${i}`);
    expect((cache as unknown as { seoPages: Map<string, unknown> }).seoPages.size).toBeLessThanOrEqual(500);
  });
});
