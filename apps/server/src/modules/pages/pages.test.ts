import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_SIZES, SNIPPET } from '@vernissage/core/constants';
import { shownImage } from '@vernissage/core/images';
import { artistPageSchema, artistsPageSchema, artworkDetailSchema, browseResultSchema, sentCrowdGallerySchema, homeSliderSchema, sentQueueSchema } from '@vernissage/core/schemas';
import { eq } from 'drizzle-orm';
import { artistPath, artworkPath, marqueePictureSizes, pictureSrcset, stripTags, workFrameSizes } from '@vernissage/core/text';
import { artworks, education, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signUpUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

const TEMPLATE = '<!doctype html><html><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';
/** A built script big enough to be worth compressing, with the copies the build writes beside it. */
const SCRIPT = `console.log(${JSON.stringify('a quiet blue field with a red stripe '.repeat(80))});`;
/** The build manifest: the entry, the about page's own chunk with its stylesheet, and the admin layout's. */
const MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/app/routes/about-us.tsx': { file: 'assets/about-us.js', isDynamicEntry: true, imports: ['_shared.js', '_text.js'], css: ['assets/about-us.css'] },
  '_text.js': { file: 'assets/text.js' },
  'src/app/routes/visitor-checkout.tsx': { file: 'assets/visitor-checkout.js', isDynamicEntry: true, imports: ['_shared.js'], css: ['assets/checkout.css'] },
  'src/app/layouts/admin-layout.tsx': { file: 'assets/admin-layout.js', isDynamicEntry: true, imports: ['_shared.js'], css: ['assets/admin-layout.css'] },
  'src/app/routes/settings.tsx': { file: 'assets/settings.js', isDynamicEntry: true, imports: ['_shared.js', '_antd.js'], css: ['assets/settings.css'] },
  '_antd.js': { file: 'assets/antd.js' },
  'src/app/routes/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js'], css: ['assets/home.css'] },
  'src/features/accounts/components/account-modals.tsx': { file: 'assets/account-modals.js', isDynamicEntry: true, imports: ['_shared.js', '_dialog.js'], css: ['assets/accounts.css'] },
  '_dialog.js': { file: 'assets/dialog.js', css: ['assets/dialog.css'] },
};

/** The pictures a page's head preloads, each as [href, imagesrcset, imagesizes]. */
const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" type="image\/webp" fetchpriority="high">/g)].map((m) => m.slice(1));

describe('page requests get index.html with their SEO', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'vernissage-web-'));
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    writeFileSync(path.join(dist, 'assets/app.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets/app.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets/app.js.gz'), gzipSync(SCRIPT));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ demo: true, env: { ...FAST_CAPTCHA_ENV, WEB_DIST: dist, PUBLIC_URL: 'https://art.example.com', PRODUCT_NAME: 'Gallerist' } });
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

  it('names every page for itself with the product name filled in, signed-in pages without an SEO record included', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<title>Gallerist — Original art, ranked for your taste</title>');
    for (const [url, title] of [
      ['/my-ratings', 'My Ratings | Gallerist'],
      ['/profile', 'Profile | Gallerist'],
      ['/hold-orders', 'Hold Orders | Gallerist'],
      ['/my-purchases', 'My Purchases | Gallerist'],
      ['/reset-password?token=SECRET-TOKEN-123', 'Reset Password | Gallerist'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain(`<title>${title}</title>`);
      expect(res.body, url).not.toContain('{product}');
    }
    // The admin's /my-purchases is Artwork Sales.
    const admin = await signUpUser(t.app, { role: 'admin' });
    const sales = await t.app.inject({ method: 'GET', url: '/my-purchases', headers: { cookie: admin.cookie } });
    expect(sales.body).toContain('<title>Artwork Sales | Gallerist</title>');
    expect(sales.headers['cache-control']).toBe('private, no-cache');
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

  it("writes a page's head as given, whatever it holds: a title with $' and $& in it", async () => {
    const [before] = await t.app.db.select({ title: artworks.workTitle }).from(artworks).where(eq(artworks.id, 7));
    await t.app.db.update(artworks).set({ workTitle: "Costs $' and $& more" }).where(eq(artworks.id, 7));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/artwork-for-sale/Costs-and-more-7' });
      const title = /<title>([^<]*)<\/title>/.exec(res.body)?.[1];
      expect(title).toContain('Costs $&#39; and $&amp; more');
      // The template is there once: nothing of it was copied into the head.
      expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
    } finally {
      await t.app.db.update(artworks).set({ workTitle: before!.title }).where(eq(artworks.id, 7));
    }
  });

  it('sends a page compressed again once its head changes, the same copy until then', async () => {
    const url = '/artwork-for-sale/Anything-9';
    const page = async () => brotliDecompressSync((await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })).rawPayload).toString();
    const first = await page();
    expect(await page()).toBe(first);
    const [before] = await t.app.db.select({ title: artworks.workTitle }).from(artworks).where(eq(artworks.id, 9));
    await t.app.db.update(artworks).set({ workTitle: 'A Retitled Work' }).where(eq(artworks.id, 9));
    try {
      expect(await page()).toContain('<title>A Retitled Work by ');
    } finally {
      await t.app.db.update(artworks).set({ workTitle: before!.title }).where(eq(artworks.id, 9));
    }
    expect(await page()).toBe(first);
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

  const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

  it("gives an education entry its own meta title, description and keywords, an exhibition its title and cover, and an unknown one a 404", async () => {
    await t.app.db.update(education).set({ metaKeywords: 'paint, oil' }).where(eq(education.url, 'oil-acrylic-gouache-guide'));
    const entry = await t.app.inject({ method: 'GET', url: '/education/oil-acrylic-gouache-guide' });
    expect(entry.statusCode).toBe(200);
    const head = headOf(entry.body);
    expect(head).toContain(`<title>${escaped("Oil, Acrylic or Gouache? A Collector's Guide to Paint | Gallerist Education")}</title>`);
    expect(head).toContain('<meta name="keywords" content="paint, oil">');
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('<meta property="og:url" content="https://art.example.com/education/oil-acrylic-gouache-guide">');
    expect(head).toMatch(/<meta property="og:image" content="https:\/\/art\.example\.com\/media\/.+\.jpg">/);
    const show = await t.app.inject({ method: 'GET', url: '/exhibitions/hard-edge-soft-edge' });
    expect(headOf(show.body)).toContain('<title>Hard Edge / Soft Edge | Gallerist</title>');
    expect(headOf(show.body)).toContain('href="/api/articles/exhibitions/hard-edge-soft-edge"');
    for (const url of ['/blogs/no-such-post', '/news-events/Bad%20Slug', '/art-event-details/nothing-999999', '/art-event-details/none']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<meta name="robots" content="noindex, follow">');
    }
  });

  it("gives an artist's page their name, bio, logo and data, canonical at their right name", async () => {
    const [card] = artistsPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artists?limit=1' })).json()).items;
    const artist = artistPageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/artists/${card!.publicId}` })).json());
    const right = artistPath(artist.name, artist.publicId);
    const res = await t.app.inject({ method: 'GET', url: `/artists/Someone-Else-${artist.publicId}` });
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).toContain(`<title>${escaped(`${artist.name} | Gallerist`)}</title>`);
    const bio = stripTags(artist.bio!);
    const shown = /<meta name="description" content="([^"]*)">/.exec(head)?.[1] ?? '';
    expect(shown.length).toBeLessThanOrEqual(163);
    expect(shown.length).toBeGreaterThan(20);
    expect(escaped(bio).startsWith(shown.replace(/\.\.\.$/, ''))).toBe(true);
    expect(head).toContain('<meta property="og:type" content="profile">');
    expect(head).toContain(`<meta property="og:image" content="https://art.example.com${artist.logo!.sizes.large.jpeg}">`);
    expect(head).toContain(`<link rel="canonical" href="https://art.example.com${right}">`);
    expect(head).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/artists/${artist.publicId}">`);
  });

  it("shows an artist without a logo by their newest work's large picture, and describes one without a bio", async () => {
    const [, card] = artistsPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artists?limit=2' })).json()).items;
    await t.app.db.update(users).set({ logo: null, bio: null }).where(eq(users.id, card!.id));
    const artist = artistPageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/artists/${card!.publicId}` })).json());
    const head = headOf((await t.app.inject({ method: 'GET', url: artistPath(card!.name, card!.publicId) })).body);
    expect(head).toContain(`<meta property="og:image" content="https://art.example.com${artist.works.items[0]!.images[0]!.sizes.large.jpeg}">`);
    expect(head).toContain(`<meta name="description" content="${escaped(`${card!.name}: original works for sale on Gallerist.`)}">`);
  });

  it('answers the page of no artist, a collector, or a garbled or out-of-range id with 404, kept out of search engines', async () => {
    const collector = await signUpUser(t.app);
    const [row] = await t.app.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, collector.id));
    for (const url of ['/artists/Nobody-999999', `/artists/Cora-${row!.publicId}`, '/artists/no-id', '/artists/x-99999999999999999999', '/artwork-for-sale/x-99999999999999999999']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<meta name="robots" content="noindex, follow">');
      expect(res.body, url).not.toContain('og:image');
    }
    expect((await t.app.inject({ method: 'GET', url: '/artists/Nobody-999999' })).body).toContain('<title>User Not Found | Gallerist</title>');
    // A path that is not valid percent-encoding is refused before any page is looked up.
    expect((await t.app.inject({ method: 'GET', url: '/artists/x-%E0%A4%A' })).statusCode).toBe(400);
  });

  it('names the artists directory from its SEO record and preloads its first page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/artists' });
    expect(res.statusCode).toBe(200);
    const seo = (await t.app.inject({ method: 'GET', url: '/api/seo?path=/artists' })).json() as { metaTitle: string };
    expect(res.body).toContain(`<title>${escaped(seo.metaTitle.replaceAll('{product}', 'Gallerist'))}</title>`);
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/artists">');
  });

  it('preloads the early access page’s first question: whether one is open and its passcode given', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/early-access' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/early-access">');
  });

  it('preloads the consultation page’s words and its open times', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/schedule-art-consultation' });
    expect(res.body).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/snippets/${SNIPPET.consultation}">`);
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/consultations/slots">');
  });

  it('serves built assets with a long cache and unknown files as JSON 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('sends built assets precompressed: brotli, else gzip, else as they are, never compressed twice', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses JSON answers above 1 KB and leaves small ones alone', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/artworks/12', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(artworkDetailSchema.parse(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).id).toBe(12);
    const gz = await t.app.inject({ method: 'GET', url: '/api/artworks/12', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(Buffer.byteLength(small.body)).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends every page as HTML that is revalidated each time, never the bare template or the manifest', async () => {
    for (const url of ['/', '/about-us', '/artwork-for-sale/Anything-5', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const compressed = await t.app.inject({ method: 'GET', url: '/about-us', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<div id="root">');
    expect((await t.app.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it("preloads a page's own code and styles beside the entry, from the build manifest", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about-us' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/about-us.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/text.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/about-us.css">');
    // The entry and what it imports are index.html's own.
    expect(head).not.toContain('href="/assets/shared.js"');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('about-us.js');
    // A page in the admin layout fetches the layout beside the entry too; a public one does not.
    const consultation = await t.app.inject({ method: 'GET', url: '/schedule-art-consultation' });
    expect(consultation.body).toContain('<link rel="modulepreload" crossorigin href="/assets/admin-layout.js">');
    expect(consultation.body).toContain('<link rel="stylesheet" crossorigin href="/assets/admin-layout.css">');
    expect(res.body).not.toContain('admin-layout');
    const login = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).not.toContain('admin-layout');
    // An account route is the home page with its dialog opened over it: the dialog's code and
    // styles come with the home page's, and the home page alone does without them.
    for (const asset of ['/assets/home.js', '/assets/account-modals.js', '/assets/dialog.js', '/assets/home.css', '/assets/accounts.css', '/assets/dialog.css']) expect(login).toContain(asset);
    expect(login).not.toContain('/assets/shared.js');
    expect(home.body).toContain('/assets/home.js');
    expect(home.body).not.toContain('account-modals');
    // A page whose module is not named after its address: /check-out is a visitor's cart.
    const cart = await t.app.inject({ method: 'GET', url: '/check-out' });
    expect(cart.body).toContain('<link rel="modulepreload" crossorigin href="/assets/visitor-checkout.js">');
    expect(cart.body).toContain('<link rel="stylesheet" crossorigin href="/assets/checkout.css">');
  });

  it('leaves a members’ page’s code out of a visitor’s head: they are told why it needs an account (decision record 056)', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/settings' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain('/assets/settings.js');
    expect(visitor.body).not.toContain('/assets/antd.js');
    expect(visitor.body).not.toContain('/assets/settings.css');
    // Its layout is still fetched beside the entry.
    expect(visitor.body).toContain('<link rel="modulepreload" crossorigin href="/assets/admin-layout.js">');
    expect(visitor.headers.vary).toContain('cookie');
    const collector = await signUpUser(t.app);
    const member = await t.app.inject({ method: 'GET', url: '/settings', headers: { cookie: collector.cookie } });
    expect(member.body).toContain('<link rel="modulepreload" crossorigin href="/assets/settings.js">');
    expect(member.body).toContain('<link rel="modulepreload" crossorigin href="/assets/antd.js">');
    // And a visitor after the member is still told, not sent the member's head.
    expect((await t.app.inject({ method: 'GET', url: '/settings' })).body).not.toContain('/assets/settings.js');
  });

  it("preloads an artwork page's main picture with the srcset and sizes the page draws it with, and its data", async () => {
    const work = artworkDetailSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artworks/12' })).json());
    const res = await t.app.inject({ method: 'GET', url: artworkPath(work.title, work.id) });
    const sizes = work.images[0]!.sizes;
    const srcset = pictureSrcset(sizes, 'webp');
    expect(srcset).toContain(`${sizes.card.webp} ${sizes.card.width}w`);
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${sizes.large.webp}" imagesrcset="${srcset}" imagesizes="${PICTURE_SIZES.artworkHero}" type="image/webp" fetchpriority="high">`,
    );
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/artworks/12">');
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/session">');
  });

  it("preloads the home marquee's first pictures and the answers the home page draws from", async () => {
    const slides = homeSliderSchema.parse((await t.app.inject({ method: 'GET', url: '/api/home/slider' })).json()).slides;
    expect(slides.length).toBeGreaterThan(3);
    const res = await t.app.inject({ method: 'GET', url: '/' });
    // With the srcset and sizes the marquee draws them with, so the page uses what the head fetched.
    const preloads = imagePreloads(res.body);
    expect(preloads).toEqual(slides.slice(0, 3).map((slide) => [slide.image.sizes.card.webp, pictureSrcset(slide.image.sizes, 'webp', 'card'), marqueePictureSizes(slide.image)]));
    expect(preloads[0]?.[1]).toMatch(/\/small\.webp 4\d\dw, .*\/card\.webp \d+w$/);
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/home/slider">');
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/snippets/Home">');
  });

  it('describes All Artworks and preloads its first page; a filtered selection is canonical at All Artworks and not indexed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/all-artworks' });
    expect(res.statusCode).toBe(200);
    const description = /<meta name="description" content="([^"]+)">/.exec(res.body)?.[1];
    expect(description).toContain('Gallerist');
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/artworks/browse?limit=24">');
    // The first row's pictures, as the grid draws them: the same srcset and sizes as its cards.
    const first = browseResultSchema.parse((await t.app.inject({ method: 'GET', url: '/api/artworks/browse?limit=24' })).json()).items.slice(0, 2);
    const pictures = imagePreloads(res.body);
    expect(pictures).toEqual(first.map((work) => [work.images[0]!.sizes.card.webp, pictureSrcset(work.images[0]!.sizes, 'webp'), workFrameSizes(work.images[0]!)]));
    expect(pictures).toHaveLength(2);
    const filtered = await t.app.inject({ method: 'GET', url: '/all-artworks/colours=14;sort=price-asc' });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain(`<meta name="description" content="${description}">`);
    expect(filtered.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(filtered.body).toContain('<link rel="canonical" href="https://art.example.com/all-artworks">');
    expect(filtered.body).not.toContain('/api/artworks/browse');
    // Its pictures are not the unfiltered page's: none of those is preloaded.
    expect(imagePreloads(filtered.body)).toEqual([]);
  });

  it("preloads the visitors' gallery's answer and the picture it hangs first, as the wall draws it", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/view-gallery' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/taste/crowd">');
    // The answer sends its pictures compact: the preload names the stored sizes they stand for.
    const first = shownImage(sentCrowdGallerySchema.parse((await t.app.inject({ method: 'GET', url: '/api/taste/crowd' })).json()).items[0]!.work.image!);
    const pictures = imagePreloads(res.body);
    expect(pictures).toEqual([[first.sizes.large.webp, pictureSrcset(first.sizes, 'webp'), PICTURE_SIZES.galleryWall]]);
  });

  it("preloads the first work of a signed-in collector's gallery, in a page kept private", async () => {
    const collector = await signUpUser(t.app);
    const queue = sentQueueSchema.parse((await t.app.inject({ method: 'GET', url: '/api/taste/queue', headers: { cookie: collector.cookie } })).json());
    // The queue sends its pictures compact: the preload names the stored sizes they stand for.
    const { sizes } = shownImage(queue.items[0]!.work.image!);
    const res = await t.app.inject({ method: 'GET', url: '/gallery', headers: { cookie: collector.cookie } });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${sizes.large.webp}" imagesrcset="${pictureSrcset(sizes, 'webp')}" imagesizes="${PICTURE_SIZES.galleryWall}" type="image/webp" fetchpriority="high">`,
    );
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/taste/queue">');
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/cart">');
    // A visitor's /gallery names nobody's work.
    const visitor = await t.app.inject({ method: 'GET', url: '/gallery' });
    expect(visitor.body).not.toContain('as="image"');
    expect(visitor.body).not.toContain('/api/cart');
  });

  it('serves the app for any unknown page path, answered 404 and kept out of search engines, so the router can show its 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<title>Page Not Found | Gallerist</title>');
  });

  it('sends the second address of a page to the one kept canonical, permanently and with its query', async () => {
    const cart = await t.app.inject({ method: 'GET', url: '/cart?from=mail' });
    expect(cart.statusCode).toBe(301);
    expect(cart.headers.location).toBe('/checkout?from=mail');
    const gallery = await t.app.inject({ method: 'HEAD', url: '/new-gallery' });
    expect(gallery.statusCode).toBe(301);
    expect(gallery.headers.location).toBe('/gallery');
    // Only the exact address: a path below it is no alias.
    const below = await t.app.inject({ method: 'GET', url: '/cart/x' });
    expect(below.statusCode).toBe(404);
    expect(below.body).toContain('<div id="root">');
  });
});
