import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
