import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, education, exhibitions, newsEvents, seoPages, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('the sitemap and robots.txt', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    await db.insert(users).values({ id: 'artist-s', name: 'Sam Sitemap', email: 'sam@example.com', role: 'artist' });
    for (const [key, title, status] of [
      ['listed', 'Lake & Sky <Study>', '1'],
      ['hidden', 'Hidden Work', '0'],
      ['draft', 'Draft Work', 'draft'],
    ] as const) {
      const [row] = await db
        .insert(artworks)
        .values({ workTitle: title, userId: 'artist-s', status, width: status === 'draft' ? 0 : 10, height: status === 'draft' ? 0 : 12, price: status === 'draft' ? 0 : 500 })
        .returning({ id: artworks.id });
      ids[key] = row!.id;
    }
  });
  afterAll(() => t.close());

  it('lists every public article page with its last change, never a hidden entry or a waiting event', async () => {
    const db = t.app.db;
    const changed = new Date(Date.UTC(2026, 1, 3, 10));
    await db.insert(exhibitions).values([
      { title: 'On View', description: '<p>x</p>', dateRange: 'Now', url: 'on-view', name: 'G', updatedAt: changed },
      { title: 'Off View', description: '<p>x</p>', dateRange: 'Later', url: 'off-view', name: 'G', status: '0' },
    ]);
    await db.insert(education).values({ educationName: 'Guide', educationDescription: '<p>x</p>', educationDateRange: 'Now', url: 'a-guide', name: 'G' });
    await db.insert(newsEvents).values([
      { newsTitle: 'Out', newsDescription: '<p>x</p>', newsUrl: 'out-now', name: 'G', isApproved: 1 },
      { newsTitle: 'Queued', newsDescription: '<p>x</p>', newsUrl: 'queued', name: 'G', isApproved: 0 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const base = t.app.env.PUBLIC_URL.replace(/\/$/, '');
    expect(res.body).toContain(`<url><loc>${base}/exhibitions/on-view</loc><lastmod>${changed.toISOString()}</lastmod></url>`);
    expect(res.body).toContain(`<loc>${base}/education/a-guide</loc>`);
    expect(res.body).toContain(`<loc>${base}/news-events/out-now</loc>`);
    expect(res.body).toContain(`<loc>${base}/exhibitions</loc>`);
    expect(res.body).not.toContain('off-view');
    expect(res.body).not.toContain('queued');
    // Only public pages: no admin or account path.
    expect(res.body).not.toMatch(/\/(manage-|admin|profile|checkout)/);
  });

  it('lists the public pages, each artist with a listed work, and every listed work at its canonical address, never a hidden work or a draft', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const base = t.app.env.PUBLIC_URL.replace(/\/$/, '');
    expect(res.body).toContain(`<loc>${base}/</loc>`);
    expect(res.body).toContain(`<loc>${base}/all-artworks</loc>`);
    const [artist] = await t.app.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, 'artist-s'));
    expect(res.body).toContain(`<loc>${base}/artists/Sam-Sitemap-${artist!.publicId}</loc>`);
    expect(res.body).toContain(`<loc>${base}/artwork-for-sale/Lake-Sky-Study-${ids.listed}</loc>`);
    expect(res.body).not.toContain('Hidden-Work');
    expect(res.body).not.toContain('Draft-Work');
    const [listed] = await t.app.db.select({ updatedAt: artworks.updatedAt }).from(artworks).where(eq(artworks.id, ids.listed!));
    expect(res.body).toContain(`<lastmod>${listed!.updatedAt.toISOString()}</lastmod>`);
    // Well-formed: every opened entry is closed, and no raw markup from a title gets in.
    expect(res.body.match(/<url>/g)?.length).toBe(res.body.match(/<\/url>/g)?.length);
    expect(res.body).not.toContain('<Study>');
  });

  it('leaves out a page whose SEO record, or its nearest parent\'s, says noindex, and takes it back when it says index', async () => {
    const db = t.app.db;
    const record = (pageUrl: string, pageMetaRobot: string) => ({ pageName: pageUrl, pageUrl, pageMetaTitle: 't', pageMetaDescription: 'd', pageMetaRobot });
    await db.insert(seoPages).values([record('/our-partners', 'noindex, nofollow'), record('/artists', 'NOINDEX'), record('/terms', 'index, follow')]);
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const base = t.app.env.PUBLIC_URL.replace(/\/$/, '');
    let body = await sitemap();
    expect(body).not.toContain(`<loc>${base}/our-partners</loc>`);
    // /artists says noindex: the directory and every artist's page under it are left out.
    expect(body).not.toContain(`<loc>${base}/artists</loc>`);
    expect(body).not.toContain(`<loc>${base}/artists/`);
    expect(body).toContain(`<loc>${base}/terms</loc>`);
    expect(body).toContain(`<loc>${base}/about-us</loc>`);

    await db.update(seoPages).set({ pageMetaRobot: 'index, follow' }).where(inArray(seoPages.pageUrl, ['/our-partners', '/artists']));
    body = await sitemap();
    expect(body).toContain(`<loc>${base}/our-partners</loc>`);
    expect(body).toContain(`<loc>${base}/artists/`);
  });

  it('tells crawlers where the sitemap is and keeps them out of the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    for (const path of ['/manage-', '/admin', '/profile', '/my-purchases', '/checkout', '/*-snippet']) expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).not.toMatch(/Disallow: \/(exhibitions|blogs|education|news-events|artists|all-artworks)/);
    expect(res.body).toContain(`Sitemap: ${new URL('/sitemap.xml', t.app.env.PUBLIC_URL).toString()}`);
  });
});
