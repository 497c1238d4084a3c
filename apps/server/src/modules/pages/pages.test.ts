import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkDetailSchema } from '@vernissage/core/schemas';
import { artworkPath, stripTags } from '@vernissage/core/text';
import { createTestApp, type TestApp } from '../../test/app.ts';

const TEMPLATE = '<!doctype html><html><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

describe('page requests get index.html with their SEO', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'vernissage-web-'));
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1)');
    t = await createTestApp({ demo: true, env: { WEB_DIST: dist, PUBLIC_URL: 'https://art.example.com', PRODUCT_NAME: 'Gallerist' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('fills title, description, robots and Open Graph tags from the SEO record', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about-us' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const seo = (await t.app.inject({ method: 'GET', url: '/api/seo?path=/about-us' })).json() as { metaTitle: string; metaRobot: string };
    const title = seo.metaTitle.replaceAll('{product}', 'Gallerist').replace(/&/g, '&amp;');
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${title}">`);
    expect(res.body).toContain(`<meta name="robots" content="${seo.metaRobot}">`);
    expect(res.body).toContain('<meta property="og:url" content="https://art.example.com/about-us">');
    expect(res.body).not.toContain('<!--app-head-->');
    expect(res.body).not.toContain('{product}');
  });

  it('keeps pages reached by a secret link out of search engines and out of og:url', async () => {
    for (const url of ['/change-role/SECRET-TOKEN-123', '/reset-password?token=SECRET-TOKEN-123']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.body).not.toContain('SECRET-TOKEN-123');
    }
  });

  it("gives an artwork page the work's own title and image", async () => {
    const work = (await t.app.inject({ method: 'GET', url: '/api/artworks/5' })).json() as { title: string; artist: { name: string } };
    const res = await t.app.inject({ method: 'GET', url: '/artwork-for-sale/Anything-5' });
    expect(res.body).toContain('<meta property="og:type" content="product">');
    expect(res.body).toContain('og:image" content="https://art.example.com/media/demo/');
    expect(res.body).toMatch(new RegExp(`<title>[^<]*by ${work.artist.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('gives a shared artwork link its title, description, absolute large JPEG and a large-image card, canonical at the right title', async () => {
    const work = artworkDetailSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artworks/12' })).json());
    const right = artworkPath(work.title, work.id);
    const res = await t.app.inject({ method: 'GET', url: '/artwork-for-sale/Wrong-Title-Here-12' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const title = `${work.title} by ${work.artist.name} | Gallerist`.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    expect(head).toContain(`<title>${title}</title>`);
    const description = stripTags(work.description);
    expect(description.length).toBeGreaterThan(0);
    const shown = /<meta name="description" content="([^"]*)">/.exec(head)?.[1] ?? '';
    expect(shown.length).toBeLessThanOrEqual(163);
    expect(description.startsWith(shown.replace(/\.\.\.$/, '').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"'))).toBe(true);
    expect(head).toContain(`<meta property="og:image" content="https://art.example.com${work.images[0]!.sizes.large.jpeg}">`);
    expect(work.images[0]!.sizes.large.jpeg).toMatch(/\.jpe?g$/);
    expect(head).toContain(`<meta property="og:image:width" content="${work.images[0]!.sizes.large.width}">`);
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain(`<meta name="twitter:image" content="https://art.example.com${work.images[0]!.sizes.large.jpeg}">`);
    expect(head).toContain(`<link rel="canonical" href="https://art.example.com${right}">`);
    expect(head).toContain(`<meta property="og:url" content="https://art.example.com${right}">`);
  });

  it('answers an artwork link for a work that does not exist with 404, kept out of search engines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/artwork-for-sale/Nothing-Here-999999' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(res.body).not.toContain('og:image');
    const noId = await t.app.inject({ method: 'GET', url: '/artwork-for-sale/no-id-at-all' });
    expect(noId.statusCode).toBe(404);
  });

  it('serves built assets with a long cache and unknown files as JSON 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('serves the app for any unknown page path so the router can show its 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<title>Gallerist</title>');
  });
});
