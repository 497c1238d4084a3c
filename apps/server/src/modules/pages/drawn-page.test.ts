import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ARTICLE_KINDS, ARTICLES_PAGE_SIZE, artEventPath } from '@vernissage/core/articles';
import { CONTENT_PAGES, DRAWN_PAGE } from '@vernissage/core/constants';
import { shownImage } from '@vernissage/core/images';
import { artworkDetailSchema, BROWSE_PAGE_SIZE_DEFAULT, type SentCrowdGallery, type SentQueue } from '@vernissage/core/schemas';
import { artistPath, artworkPath } from '@vernissage/core/text';
import { eq } from 'drizzle-orm';
import { artworks, earlyAccess } from '../../db/schema/index.ts';
import { DEMO_EARLY_ACCESS_PASSCODE, DEMO_EARLY_ACCESS_TITLE } from '../demo/index.ts';
import { settingsDeps, unsubscribeUrlIfWanted } from '../settings/index.ts';
import { FAST_CAPTCHA_ENV, signUpUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { takeQuiz } from '../../test/taste.ts';
import { escapeHtml } from '../../lib/html.ts';
import { drawnBody, drawnPageTemplate, keptAnswer, ViewportBodies } from './drawn-page.ts';
import { PageReads } from './page-reads.ts';

/** index.html as the web build writes it: the entry's script and the preloads of its imports. */
const TEMPLATE = [
  '<!doctype html><html><head><meta charset="utf-8"><!--app-head-->',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

/** The build manifest of the entry and the artwork page's module (assets.ts reads it). */
const ARTWORK_MANIFEST = {
  'src/main.tsx': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-abc.js' },
  'src/app/routes/artwork-for-sale.tsx': { file: 'assets/artwork-for-sale-abc.js', imports: ['_artwork-detail.js', '_react.js'] },
  '_artwork-detail.js': { file: 'assets/artwork-detail-abc.js', imports: ['_react.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-abc.js', imports: ['_react.js'], css: ['assets/home-abc.css'] },
  'src/features/accounts/components/account-modals.tsx': { file: 'assets/account-modals-abc.js', imports: ['_react.js', '_dialog.js'], css: ['assets/accounts-abc.css'] },
  '_dialog.js': { file: 'assets/dialog-abc.js', css: ['assets/dialog-abc.css'] },
};

/**
 * The web build's page drawer stands in here by one that writes out what it was given (the real
 * one is tested in apps/web/src/entry-server.test.tsx and in the journeys); this suite is about
 * the server's part: which pages are drawn, from which answers, sent how.
 */
const DRAWER = `
globalThis.drawnPages = [];
export async function drawPage(url, answers) {
  const text = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (answers.homeSlider) {
    globalThis.drawnPages.push(url + ' ' + answers.width + (answers.session.user ? ' ' + answers.session.user.id : ''));
    const cart = answers.cart ? '<p>' + answers.cart.count + ' in cart</p>' : '';
    return { html: '<main><p>' + text(answers.homeSnippet?.title) + '</p><p>' + answers.homeSlider.slides.length + ' slides for ' + answers.width + ' px</p>' + cart + '</main>', state: { url, answers }, absent: [] };
  }
  if (answers.browse) {
    globalThis.drawnPages.push(url + ' ' + (answers.session.user ? answers.session.user.id : answers.width));
    const cart = answers.cart ? '<p>' + answers.cart.count + ' in cart</p>' : '';
    return { html: '<main><h1>All Artworks</h1><p>' + answers.browse.total + ' works</p>' + cart + '</main>', state: { url, answers }, absent: [] };
  }
  if (answers.curatedSet) {
    globalThis.drawnPages.push(url + ' ' + (answers.session.user ? answers.session.user.id : answers.width));
    const cart = answers.cart ? '<p>' + answers.cart.count + ' in cart</p>' : '';
    return { html: '<main><h1>' + text(answers.curatedSet.set.title) + '</h1><p>' + answers.curatedSet.set.works.length + ' works</p>' + cart + '</main>', state: { url, answers }, absent: [] };
  }
  if (url.endsWith('/data-not-found')) {
    globalThis.drawnPages.push(url + ' ' + (answers.session.user ? answers.session.user.id : answers.width));
    const cart = answers.cart ? '<p>' + answers.cart.count + ' in cart</p>' : '';
    return { html: '<main><h1>We could not find that</h1>' + cart + '</main>', state: { url, answers }, absent: [] };
  }
  if (answers.resetToken) {
    globalThis.drawnPages.push(url + ' ' + answers.width);
    return { html: '<main><h1>Reset password</h1><p>' + (answers.resetToken.check.valid ? 'form' : 'expired') + '</p></main>', state: { url, answers }, absent: [] };
  }
  if (answers.inviteCheck || answers.unsubscribe || url.includes('/confirm-email')) {
    globalThis.drawnPages.push(url + ' ' + (answers.session.user ? answers.session.user.id : answers.width));
    const cart = answers.cart ? '<p>' + answers.cart.count + ' in cart</p>' : '';
    const told = answers.inviteCheck ? 'invite ' + answers.inviteCheck.check.valid : answers.unsubscribe ? 'unsubscribe ' + answers.unsubscribe.info.valid + ' ' + answers.unsubscribe.info.kind : 'confirm';
    return { html: '<main><h1>' + text(told) + '</h1>' + cart + '</main>', state: { url, answers }, absent: [] };
  }
  if (url.endsWith('/settings') || url.endsWith('/tastequiz') || url.includes('/project/projectDetails/')) {
    globalThis.drawnPages.push(url + ' ' + answers.width);
    return { html: '<main><h1>Log in to continue</h1></main>', state: { url, answers }, absent: [] };
  }
  if (answers.earlyAccessStatus) {
    globalThis.drawnPages.push(url + ' ' + (answers.session.user ? answers.session.user.id : answers.width));
    const status = answers.earlyAccessStatus;
    const cart = answers.cart ? '<p>' + answers.cart.count + ' in cart</p>' : '';
    return { html: '<main><h1>' + (status.active ? text(status.title) + ': passcode' : 'None open') + '</h1>' + cart + '</main>', state: { url, answers }, absent: [] };
  }
  if (url.endsWith('/check-out')) {
    globalThis.drawnPages.push(url + ' ' + (answers.session.user ? answers.session.user.id : answers.width));
    return { html: '<main><h1>Your cart</h1><p>Your cart is empty.</p></main>', state: { url, answers }, absent: ['session:cartItems'] };
  }
  if (answers.articles || answers.article) {
    globalThis.drawnPages.push(url + ' ' + (answers.session.user ? answers.session.user.id : answers.width));
    const cart = answers.cart ? '<p>' + answers.cart.count + ' in cart</p>' : '';
    const shown = answers.articles ? answers.articles.page.items.map((item) => '<h2>' + text(item.title) + '</h2>').join('') : '<h1>' + text(answers.article.entry.title) + '</h1>';
    return { html: '<main>' + shown + cart + '</main>', state: { url, answers }, absent: [] };
  }
  if (answers.snippet) {
    globalThis.drawnPages.push(url + ' ' + (answers.session.user ? answers.session.user.id : answers.width));
    const cart = answers.cart ? '<p>' + answers.cart.count + ' in cart</p>' : '';
    return { html: '<main><h1>' + text(answers.snippet.title) + '</h1>' + cart + '</main>', state: { url, answers }, absent: [] };
  }
  if (answers.artist || answers.artists) {
    globalThis.drawnPages.push(url + ' ' + answers.width);
    const named = answers.artist ? text(answers.artist.name) : answers.artists.total + ' makers';
    const cart = answers.cart ? '<p>' + answers.cart.count + ' in cart</p>' : '';
    return { html: '<main><h1>' + named + '</h1>' + cart + '</main>', state: { url, answers }, absent: [] };
  }
  if (answers.crowd) {
    globalThis.drawnPages.push(url + ' ' + (answers.session.user ? answers.session.user.id : answers.width));
    const cart = answers.cart ? '<p>' + answers.cart.count + ' in cart</p>' : '';
    return { html: '<main><h1>Gallery</h1><p>' + answers.crowd.items.length + ' works</p>' + cart + '</main>', state: { url, answers }, absent: ['session:view_gallery_index'] };
  }
  if (answers.queue) {
    globalThis.drawnPages.push(url + ' ' + answers.session.user.id);
    const first = answers.queue.items.find((item) => item.rating === null) ?? answers.queue.items[0];
    return { html: '<main><h2>' + text(first.work.title) + '</h2><p>' + answers.cart.count + ' in cart</p></main>', state: { url, answers }, absent: ['session:gallery_index', 'session:gallery_filter'] };
  }
  if (!answers.artwork) {
    globalThis.drawnPages.push(url + ' ' + answers.width);
    return { html: '<main><h1>Page not found</h1></main>', state: { url, answers }, absent: [] };
  }
  if (answers.artwork.title === 'Breaks The Drawer') throw new Error('a drawing bug');
  globalThis.drawnPages.push(answers.session.user ? url + ' ' + answers.session.user.id : url);
  const cart = answers.cart ? '<p>' + answers.cart.count + ' in cart</p>' : '';
  return { html: '<main><h1>' + text(answers.artwork.title) + '</h1><p>' + text(answers.config.product) + '</p>' + cart + '</main>', state: { url, answers }, absent: [] };
}
`;
const drawnPages = () => (globalThis as { drawnPages?: string[] }).drawnPages ?? [];

/** The JSON script of a drawn page, parsed. */
function pageState(html: string): { url: string; answers: { session: unknown; config: { product: string }; artwork?: unknown; homeSnippet?: unknown; homeSlider?: unknown; snippet?: unknown; browse?: unknown; crowd?: unknown; curatedSet?: unknown; articles?: unknown; article?: unknown; artist?: unknown; artists?: unknown; queue?: unknown; cart?: unknown; width: number } } {
  const match = new RegExp(`<script type="application/json" id="${DRAWN_PAGE.stateId}"[^>]*>(.*?)</script>`, 's').exec(html);
  if (!match?.[1]) throw new Error('no page state');
  return JSON.parse(match[1]);
}

describe('artwork pages drawn on the server for visitors (decision record 048)', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'vernissage-web-'));
  let work: { id: number; title: string };
  let page: string;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    // The artwork page's own module and the one it imports, as the build's manifest names them.
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(ARTWORK_MANIFEST));
    mkdirSync(`${dist}-ssr`);
    writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), DRAWER);
    t = await createTestApp({ demo: true, env: { ...FAST_CAPTCHA_ENV, SIGN_IN_LIMIT_PER_MINUTE: '100', WEB_DIST: dist, PUBLIC_URL: 'https://art.example.com', PRODUCT_NAME: 'Gallerist' } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/artworks?limit=1' })).json() as { items: Array<{ id: number; title: string }> };
    work = list.items[0]!;
    page = artworkPath(work.title, work.id);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-ssr`, { recursive: true, force: true });
  });

  it('sends a visitor the page drawn from the answers the API gives, with no script to fetch before it paints', async () => {
    const res = await t.app.inject({ method: 'GET', url: page });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root"><main><h1>${work.title}</h1><p>Gallerist</p></main></div>`);
    const state = pageState(res.body);
    expect(state.url).toBe(`https://art.example.com${page}`);
    const detail = artworkDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/artworks/${work.id}` })).json());
    expect(state.answers.artwork).toEqual(JSON.parse(JSON.stringify(detail)));
    expect(state.answers.session).toEqual({ user: null });
    expect(state.answers.config.product).toBe('Gallerist');
    // The entry is named for the boot script, not loaded: no module script, preload or API preload.
    expect(res.body).toContain(`<meta name="${DRAWN_PAGE.entryMeta}" content="/assets/index-abc.js">`);
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('<link rel="modulepreload"');
    expect(res.body).not.toContain('as="fetch"');
    // The page's own modules are named for the boot script too, which fetches them beside the entry.
    expect(res.body).toContain(`<meta name="${DRAWN_PAGE.codeMeta}" content="/assets/artwork-for-sale-abc.js /assets/artwork-detail-abc.js">`);
    // Its styles and its picture still come first.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(res.body).toMatch(/<link rel="preload" as="image" href="[^"]+large\.webp"/);
    // The one inline script is allowed by its hash, and nothing else inline is.
    const inline = [...res.body.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' ${hash}`);
    expect(res.headers.vary).toContain('cookie');
    expect(res.headers.vary).toContain('user-agent');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('draws the home page for a phone or a desktop, from the headline and the marquee the API gives', async () => {
    const phone = await t.app.inject({ method: 'GET', url: '/', headers: { 'sec-ch-ua-mobile': '?1' } });
    const desktop = await t.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' } });
    const slider = (await t.app.inject({ method: 'GET', url: '/api/home/slider' })).json() as { slides: unknown[] };
    const snippet = (await t.app.inject({ method: 'GET', url: '/api/snippets/Home' })).json() as { title: string };
    expect(phone.body).toContain(`slides for 412 px`);
    expect(desktop.body).toContain(`slides for 1280 px`);
    expect(desktop.body).toContain(`<p>${snippet.title}</p><p>${slider.slides.length} slides`);
    expect(pageState(desktop.body).answers.homeSlider).toEqual(slider);
    expect(pageState(desktop.body).answers.homeSnippet).toEqual(snippet);
    expect(desktop.body).not.toContain('<script type="module"');
    // An Android phone's browser without client hints is a phone by its user agent.
    const android = await t.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' } });
    expect(android.body).toContain(`slides for 412 px`);
    // A query the page does not read (a campaign's tag) does not keep it from being drawn.
    expect((await t.app.inject({ method: 'GET', url: '/?utm_source=letter' })).body).toContain('slides for 1280 px');
  });

  it('draws the home page again only when its headline or the catalogue changes', async () => {
    await t.app.inject({ method: 'GET', url: '/' });
    const before = drawnPages().length;
    await t.app.inject({ method: 'GET', url: '/' });
    expect(drawnPages()).toHaveLength(before);
    const admin = await signUpUser(t.app, { role: 'admin' });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/snippets/Home', headers: { cookie: admin.cookie }, payload: { title: 'Art that knows you', content: '<p>New words</p>', status: '1' } });
    expect(saved.statusCode).toBeLessThan(300);
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(drawnPages()).toHaveLength(before + 1);
    expect(res.body).toContain('<p>Art that knows you</p>');
  });

  it('draws the home page for a visitor at an account route, which the app opens its dialog over; a member there is left to the app (decision record 052)', async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const rootOf = (html: string) => /<div id="root">.*?<\/div>/s.exec(html)?.[0];
    for (const url of ['/login', '/register', '/forgotPassword', '/signup/grace%40example.test', '/signup/grace@example.com']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body), url).toBe(rootOf(home));
      expect(res.body, url).not.toContain('<script type="module"');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // The route's own head stays: its title says what the address is for.
    const login = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).toMatch(/<title>Log In \| Gallerist<\/title>/);
    // The dialog's code is fetched with the home page's, after the paint, and its styles come with
    // the page's: the app finds them all there when it opens the dialog.
    expect(login).toContain(`<meta name="${DRAWN_PAGE.codeMeta}" content="/assets/home-abc.js /assets/account-modals-abc.js /assets/dialog-abc.js">`);
    for (const css of ['home-abc.css', 'accounts-abc.css', 'dialog-abc.css']) expect(login).toContain(`<link rel="stylesheet" crossorigin href="/assets/${css}">`);
    expect(home).not.toContain('account-modals');
    expect(home).not.toContain('accounts-abc.css');
    // Not an account route: /signup with no address, or with more after it.
    for (const url of ['/signup/a/b', '/login/more']) expect((await t.app.inject({ method: 'GET', url })).body, url).not.toContain('slides for');
    const member = await signUpUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { cookie: member.cookie } });
    expect(res.body).not.toContain('slides for');
    expect(res.body).toContain('<script type="module"');
  });

  it('draws the home page for a member from the same headline and marquee, with their menu and cart, for them alone', async () => {
    const collector = await signUpUser(t.app);
    const headers = { cookie: collector.cookie };
    const drawnFor = () => drawnPages().filter((url) => url === `https://art.example.com/ 1280 ${collector.id}`).length;
    const res = await t.app.inject({ method: 'GET', url: '/', headers });
    expect(res.statusCode).toBe(200);
    const state = pageState(res.body);
    expect(state.answers.homeSlider).toEqual((await t.app.inject({ method: 'GET', url: '/api/home/slider' })).json());
    expect(state.answers.homeSnippet).toEqual((await t.app.inject({ method: 'GET', url: '/api/snippets/Home' })).json());
    expect(state.answers.cart).toEqual((await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json());
    expect(state.answers.session).toEqual((await t.app.inject({ method: 'GET', url: '/api/session', headers })).json());
    expect(res.body).toContain('<p>0 in cart</p>');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
    // Drawn again for each visit, never kept: a visitor after them gets the visitors' page.
    await t.app.inject({ method: 'GET', url: '/', headers });
    expect(drawnFor()).toBe(2);
    const visitor = await t.app.inject({ method: 'GET', url: '/' });
    expect(visitor.body).not.toContain('in cart');
    expect(pageState(visitor.body).answers.session).toEqual({ user: null });
  });

  it('sends the same kept page, compressed once, until its head or its drawing changes', async () => {
    const home = async () => brotliDecompressSync((await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } })).rawPayload).toString();
    const first = await home();
    expect(await home()).toBe(first);
    // A new title for the home page changes its head, not what is drawn.
    const admin = await signUpUser(t.app, { role: 'admin' });
    const seo = (await t.app.inject({ method: 'GET', url: '/api/seo?path=/' })).json() as { id: number; pageName: string; pageUrl: string; metaTitle: string; metaDescription: string; metaRobot: string };
    const edit = (metaTitle: string) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/seo-pages/${seo.id}`, headers: { cookie: admin.cookie }, payload: { pageName: seo.pageName, pageUrl: seo.pageUrl, metaTitle, metaDescription: seo.metaDescription, metaRobot: seo.metaRobot } });
    expect((await edit('Art that suits you | {product}')).statusCode).toBe(200);
    try {
      const renamed = await home();
      expect(renamed).toContain('<title>Art that suits you | Gallerist</title>');
      expect(renamed.slice(renamed.indexOf('<div id="root">'))).toBe(first.slice(first.indexOf('<div id="root">')));
    } finally {
      expect((await edit(seo.metaTitle)).statusCode).toBe(200);
    }
    expect(await home()).toBe(first);
  });

  it('draws a page once per version of the catalogue, and again after the work changes', async () => {
    await t.app.inject({ method: 'GET', url: page });
    const before = drawnPages().length;
    await t.app.inject({ method: 'GET', url: page, headers: { 'accept-encoding': 'br' } });
    expect(drawnPages()).toHaveLength(before);

    await t.app.db.update(artworks).set({ workTitle: 'Quiet Field <Blue>' }).where(eq(artworks.id, work.id));
    t.app.taste.catalogueChanged({ kind: 'content' });
    const renamed = artworkPath('Quiet Field <Blue>', work.id);
    const res = await t.app.inject({ method: 'GET', url: renamed });
    expect(drawnPages()).toHaveLength(before + 1);
    expect(res.body).toContain('<h1>Quiet Field &lt;Blue&gt;</h1>');
    // No text in an answer can end the JSON script early.
    expect(res.body).not.toContain('Quiet Field <Blue>');
    expect((pageState(res.body).answers.artwork as { title: string }).title).toBe('Quiet Field <Blue>');
    await t.app.db.update(artworks).set({ workTitle: work.title }).where(eq(artworks.id, work.id));
    t.app.taste.catalogueChanged({ kind: 'content' });
  });

  it('leaves a page that fails to draw to the app, never a 5xx', async () => {
    await t.app.db.update(artworks).set({ workTitle: 'Breaks The Drawer' }).where(eq(artworks.id, work.id));
    t.app.taste.catalogueChanged({ kind: 'content' });
    try {
      const res = await t.app.inject({ method: 'GET', url: artworkPath('Breaks The Drawer', work.id) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    } finally {
      await t.app.db.update(artworks).set({ workTitle: work.title }).where(eq(artworks.id, work.id));
      t.app.taste.catalogueChanged({ kind: 'content' });
    }
  });

  it('draws All Artworks for a visitor from its first page of works, kept for a while', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/all-artworks', headers: { 'sec-ch-ua-mobile': '?1' } });
    expect(res.statusCode).toBe(200);
    const first = (await t.app.inject({ method: 'GET', url: `/api/artworks/browse?limit=${BROWSE_PAGE_SIZE_DEFAULT}` })).json() as { total: number };
    expect(res.body).toContain(`<div id="root"><main><h1>All Artworks</h1><p>${first.total} works</p></main></div>`);
    expect(pageState(res.body).answers.browse).toEqual(first);
    expect(res.body).not.toContain('<script type="module"');
    expect(res.headers['cache-control']).toBe('no-cache');
    const before = drawnPages().length;
    await t.app.inject({ method: 'GET', url: '/all-artworks', headers: { 'sec-ch-ua-mobile': '?1' } });
    expect(drawnPages()).toHaveLength(before);
  });

  it('draws a selection’s address for a visitor from that selection’s first page, kept the same way, and leaves other addresses to the app', async () => {
    const address = '/all-artworks/q=portrait;sort=price-asc';
    const res = await t.app.inject({ method: 'GET', url: address });
    expect(res.statusCode).toBe(200);
    const first = (await t.app.inject({ method: 'GET', url: `/api/artworks/browse?limit=${BROWSE_PAGE_SIZE_DEFAULT}&q=portrait&sort=price-asc` })).json() as { total: number };
    expect(first.total).toBeGreaterThan(0);
    expect(res.body).toContain(`<div id="root"><main><h1>All Artworks</h1><p>${first.total} works</p></main></div>`);
    expect(pageState(res.body).answers.browse).toEqual(first);
    expect(res.body).not.toContain('<script type="module"');
    expect(res.headers['cache-control']).toBe('no-cache');
    const before = drawnPages().length;
    await t.app.inject({ method: 'GET', url: address });
    expect(drawnPages()).toHaveLength(before);
    // For you is a member's own order: a visitor's link to it is drawn in the Popular order, as the API answers a visitor.
    const forYou = await t.app.inject({ method: 'GET', url: '/all-artworks/sort=for-you' });
    const popular = (await t.app.inject({ method: 'GET', url: `/api/artworks/browse?limit=${BROWSE_PAGE_SIZE_DEFAULT}&sort=for-you` })).json() as unknown;
    expect(pageState(forYou.body).answers.browse).toEqual(popular);
    // A shared set (two segments), a segment naming nothing the listing takes, and a member: the app draws.
    for (const other of ['/all-artworks/some-set/123', '/all-artworks/colour=9', '/all-artworks/nothing']) {
      expect((await t.app.inject({ method: 'GET', url: other })).body, other).toContain('<div id="root"></div>');
    }
  });

  it('draws All Artworks for a member from the same first page, with their menu and cart, for them alone', async () => {
    const collector = await signUpUser(t.app);
    const headers = { cookie: collector.cookie };
    const res = await t.app.inject({ method: 'GET', url: '/all-artworks', headers });
    expect(res.statusCode).toBe(200);
    const first = (await t.app.inject({ method: 'GET', url: `/api/artworks/browse?limit=${BROWSE_PAGE_SIZE_DEFAULT}`, headers })).json() as { total: number };
    expect(res.body).toContain(`<div id="root"><main><h1>All Artworks</h1><p>${first.total} works</p><p>0 in cart</p></main></div>`);
    const state = pageState(res.body);
    expect(state.answers.browse).toEqual(first);
    expect(state.answers.cart).toEqual((await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json());
    expect(state.answers.session).toEqual((await t.app.inject({ method: 'GET', url: '/api/session', headers })).json());
    expect(res.body).not.toContain('<script type="module"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
    // Drawn again for each visit, never kept: a visitor after them gets the visitors' page.
    await t.app.inject({ method: 'GET', url: '/all-artworks', headers });
    expect(drawnPages().filter((url) => url === `https://art.example.com/all-artworks ${collector.id}`)).toHaveLength(2);
    const visitor = await t.app.inject({ method: 'GET', url: '/all-artworks' });
    expect(visitor.body).not.toContain('in cart');
    expect(pageState(visitor.body).answers.session).toEqual({ user: null });
  });

  it('draws the visitors’ gallery from the crowd’s order, kept for a while', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/view-gallery' });
    expect(res.statusCode).toBe(200);
    const crowd = (await t.app.inject({ method: 'GET', url: '/api/taste/crowd' })).json() as { items: unknown[] };
    expect(res.body).toContain(`<div id="root"><main><h1>Gallery</h1><p>${crowd.items.length} works</p></main></div>`);
    expect(pageState(res.body).answers.crowd).toEqual(crowd);
    expect(res.body).toContain(`${DRAWN_PAGE.absent}="session:view_gallery_index"`);
    const before = drawnPages().length;
    await t.app.inject({ method: 'GET', url: '/view-gallery' });
    expect(drawnPages()).toHaveLength(before);
  });

  it('draws an artist’s page at its right address and the artists directory unsearched, from the API’s answers', async () => {
    const directory = (await t.app.inject({ method: 'GET', url: '/api/artists' })).json() as { total: number; items: Array<{ publicId: number; name: string }> };
    const res = await t.app.inject({ method: 'GET', url: '/artists' });
    expect(res.body).toContain(`<div id="root"><main><h1>${directory.total} makers</h1></main></div>`);
    expect(pageState(res.body).answers.artists).toEqual(directory);
    // A search is in the address's query, which the drawing does not read: the app draws it.
    const searched = await t.app.inject({ method: 'GET', url: '/artists?q=street' });
    expect(searched.body).toContain('<div id="root"></div>');

    const maker = directory.items[0]!;
    const address = artistPath(maker.name, maker.publicId);
    const page = await t.app.inject({ method: 'GET', url: address });
    expect(page.body).toContain(`<div id="root"><main><h1>${escapeHtml(maker.name)}</h1></main></div>`);
    expect(pageState(page.body).answers.artist).toEqual((await t.app.inject({ method: 'GET', url: `/api/artists/${maker.publicId}` })).json());
    const before = drawnPages().length;
    await t.app.inject({ method: 'GET', url: address });
    expect(drawnPages()).toHaveLength(before);
    // Another name is replaced by the app; an unknown maker is the app's 404 page.
    expect((await t.app.inject({ method: 'GET', url: `/artists/Someone-Else-${maker.publicId}` })).body).toContain('<div id="root"></div>');
    const missing = await t.app.inject({ method: 'GET', url: '/artists/Nobody-999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });

  it('draws the artists’ pages for a member alone, from the same answers, with their menu and cart', async () => {
    const collector = await signUpUser(t.app);
    const headers = { cookie: collector.cookie };
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json() as unknown;
    const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers })).json() as unknown;
    const directory = (await t.app.inject({ method: 'GET', url: '/api/artists' })).json() as { total: number; items: Array<{ publicId: number; name: string }> };
    const maker = directory.items[0]!;
    const address = artistPath(maker.name, maker.publicId);
    for (const [url, answer] of [
      ['/artists', directory],
      [address, (await t.app.inject({ method: 'GET', url: `/api/artists/${maker.publicId}` })).json()],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<p>0 in cart</p>');
      const state = pageState(res.body);
      expect(state.answers.artists ?? state.answers.artist, url).toEqual(answer);
      expect(state.answers.cart, url).toEqual(cart);
      expect(state.answers.session, url).toEqual(session);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
    }
    // A search, another name and an unknown maker are the app's, for a member as for a visitor.
    expect((await t.app.inject({ method: 'GET', url: '/artists?q=street', headers })).body).toContain('<div id="root"></div>');
    expect((await t.app.inject({ method: 'GET', url: `/artists/Someone-Else-${maker.publicId}`, headers })).body).toContain('<div id="root"></div>');
    expect((await t.app.inject({ method: 'GET', url: '/artists/Nobody-999999', headers })).statusCode).toBe(404);
  });

  it('draws the content pages from their snippet, kept until it changes, and for a member with their cart', async () => {
    for (const [pathname, name] of CONTENT_PAGES) {
      const res = await t.app.inject({ method: 'GET', url: pathname });
      const snippet = (await t.app.inject({ method: 'GET', url: `/api/snippets/${name}` })).json() as { title: string };
      expect(res.statusCode, pathname).toBe(200);
      expect(pageState(res.body).answers.snippet, pathname).toEqual(snippet);
      expect(res.body, pathname).not.toContain('<script type="module"');
    }
    const drawnFor = (who: string) => drawnPages().filter((url) => url === `https://art.example.com/about-us ${who}`).length;
    await t.app.inject({ method: 'GET', url: '/about-us' });
    expect(drawnFor('1280')).toBe(1);
    const admin = await signUpUser(t.app, { role: 'admin' });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/snippets/AboutUs', headers: { cookie: admin.cookie }, payload: { title: 'Who we are', content: '<p>A small team.</p>', status: '1' } });
    expect(saved.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ method: 'GET', url: '/about-us' })).body).toContain('<h1>Who we are</h1>');
    expect(drawnFor('1280')).toBe(2);

    const collector = await signUpUser(t.app);
    const headers = { cookie: collector.cookie };
    const member = await t.app.inject({ method: 'GET', url: '/about-us', headers });
    expect(member.body).toContain('<h1>Who we are</h1><p>0 in cart</p>');
    expect(pageState(member.body).answers.session).toEqual((await t.app.inject({ method: 'GET', url: '/api/session', headers })).json());
    expect(member.headers['cache-control']).toBe('private, no-cache');
    await t.app.inject({ method: 'GET', url: '/about-us', headers });
    expect(drawnFor(collector.id)).toBe(2);
  });

  it('draws the editorial lists and entries from the answers the API gives, kept until an entry or event is written', async () => {
    const drawnFor = (pathname: string, who: string) => drawnPages().filter((url) => url === `https://art.example.com${pathname} ${who}`).length;
    for (const kind of ARTICLE_KINDS) {
      const res = await t.app.inject({ method: 'GET', url: `/${kind}` });
      const first = (await t.app.inject({ method: 'GET', url: `/api/articles/${kind}?offset=0&limit=${ARTICLES_PAGE_SIZE}` })).json() as { items: unknown[] };
      expect(res.statusCode, kind).toBe(200);
      expect(first.items.length, kind).toBeGreaterThan(0);
      expect(pageState(res.body).answers.articles, kind).toEqual({ kind, page: first });
      expect(res.body, kind).not.toContain('<script type="module"');
    }
    // A later page is the app's to draw.
    expect((await t.app.inject({ method: 'GET', url: '/blogs?page=2' })).body).toContain('<script type="module"');

    const blogs = (await t.app.inject({ method: 'GET', url: '/api/articles/blogs' })).json() as { total: number; items: Array<{ id: number; title: string; path: string }> };
    const [kept, gone] = blogs.items;
    const entry = await t.app.inject({ method: 'GET', url: kept!.path });
    expect(entry.statusCode).toBe(200);
    expect(pageState(entry.body).answers.article).toEqual({ kind: 'blogs', url: kept!.path.split('/')[2], entry: (await t.app.inject({ method: 'GET', url: `/api/articles${kept!.path}` })).json() });
    const news = (await t.app.inject({ method: 'GET', url: '/api/articles/news-events' })).json() as { items: Array<{ id: number; title: string }> };
    const eventTitle = artEventPath(news.items[0]!.title, news.items[0]!.id).slice('/art-event-details/'.length);
    const event = await t.app.inject({ method: 'GET', url: `/art-event-details/${eventTitle}` });
    expect(pageState(event.body).answers.article).toMatchObject({ kind: 'event', url: eventTitle, entry: { id: news.items[0]!.id, title: news.items[0]!.title } });
    const unknown = await t.app.inject({ method: 'GET', url: '/blogs/no-such-post' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<script type="module"');

    // Kept: a second visit draws nothing.
    await t.app.inject({ method: 'GET', url: '/blogs' });
    await t.app.inject({ method: 'GET', url: kept!.path });
    expect(drawnFor('/blogs', '1280')).toBe(1);
    expect(drawnFor(kept!.path, '1280')).toBe(1);

    // The admin takes a post down: the list is drawn again without it, and its page is gone, from the API too.
    const admin = await signUpUser(t.app, { role: 'admin' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/articles/blogs/${gone!.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/blogs' });
    expect(after.body).not.toContain(`<h2>${escapeHtml(gone!.title)}</h2>`);
    expect(after.body).toContain(`<h2>${escapeHtml(kept!.title)}</h2>`);
    expect(drawnFor('/blogs', '1280')).toBe(2);
    expect(((await t.app.inject({ method: 'GET', url: '/api/articles/blogs' })).json() as { total: number }).total).toBe(blogs.total - 1);
    expect((await t.app.inject({ method: 'GET', url: gone!.path })).statusCode).toBe(404);

    // A member lists an event; once the admin approves it, /news-events shows it at once.
    const collector = await signUpUser(t.app);
    const listed = await t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: collector.cookie }, payload: { title: 'Night Drawing at the Pier', date: '2027-05-01', description: '<p>Bring a sketchbook.</p>' } });
    expect(listed.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/news-events' })).body).not.toContain('Night Drawing at the Pier');
    const { event: row } = listed.json() as { event: { id: number } };
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/events/${row.id}/review`, headers: { cookie: admin.cookie }, payload: { state: 'approved' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/news-events' })).body).toContain('<h2>Night Drawing at the Pier</h2>');

    // A member's page: drawn from the same answer with their cart, for them alone.
    const member = await t.app.inject({ method: 'GET', url: kept!.path, headers: { cookie: collector.cookie } });
    expect(member.body).toContain(`<h1>${escapeHtml(kept!.title)}</h1><p>0 in cart</p>`);
    expect(member.headers['cache-control']).toBe('private, no-cache');
  });

  it('draws a curated set from the answer the API gives, for each visit, and leaves one that is gone to the app', async () => {
    const admin = await signUpUser(t.app, { role: 'admin' });
    const works = (await t.app.inject({ method: 'GET', url: '/api/artworks?limit=2' })).json() as { items: Array<{ id: number }> };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/shared-links/sets', headers: { cookie: admin.cookie }, payload: { title: 'Quiet <Evenings>', description: '<p>Calm.</p>', artworkIds: works.items.map((work) => work.id) } });
    expect(created.statusCode).toBe(201);
    const set = created.json() as { id: number; path: string; shareUrl: string };
    const page = await t.app.inject({ method: 'GET', url: set.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Quiet &lt;Evenings&gt;</h1><p>2 works</p>');
    expect(page.body).not.toContain('<script type="module"');
    expect(pageState(page.body).answers.curatedSet).toEqual({ shareUrl: set.shareUrl, set: (await t.app.inject({ method: 'GET', url: `/api/shared-links/sets/${set.shareUrl}` })).json() });
    const drawnFor = (who: string) => drawnPages().filter((url) => url === `https://art.example.com${set.path} ${who}`).length;
    await t.app.inject({ method: 'GET', url: set.path });
    expect(drawnFor('1280')).toBe(2);
    // The head and the drawing share the visit's one read of the set.
    const reads = new PageReads(t.app.db);
    const read = reads.curatedSet(set.shareUrl);
    expect(reads.curatedSet(set.shareUrl)).toBe(read);
    expect((await read)?.title).toBe('Quiet <Evenings>');
    expect(await reads.curatedSet('no such set')).toBeNull();

    const collector = await signUpUser(t.app);
    const member = await t.app.inject({ method: 'GET', url: set.path, headers: { cookie: collector.cookie } });
    expect(member.body).toContain('<p>2 works</p><p>0 in cart</p>');
    expect(member.headers['cache-control']).toBe('private, no-cache');

    expect((await t.app.inject({ method: 'POST', url: '/api/admin/shared-links/delete', headers: { cookie: admin.cookie }, payload: { ids: [set.id] } })).statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: set.path });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<script type="module"');
  });

  it('draws /data-not-found once per viewport for every visitor, and for a member with their cart', async () => {
    const drawnFor = (who: string) => drawnPages().filter((url) => url === `https://art.example.com/data-not-found ${who}`).length;
    const first = await t.app.inject({ method: 'GET', url: '/data-not-found' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>We could not find that</h1>');
    expect(first.body).not.toContain('<script type="module"');
    await t.app.inject({ method: 'GET', url: '/data-not-found' });
    expect(drawnFor('1280')).toBe(1);
    const collector = await signUpUser(t.app);
    const member = await t.app.inject({ method: 'GET', url: '/data-not-found', headers: { cookie: collector.cookie } });
    expect(member.body).toContain('<h1>We could not find that</h1><p>0 in cart</p>');
    expect(drawnFor(collector.id)).toBe(1);
  });

  it('draws a visitor’s empty cart at /check-out once per viewport, naming the storage that leaves it to the app; a member’s is the app’s', async () => {
    const drawnFor = (who: string) => drawnPages().filter((url) => url === `https://art.example.com/check-out ${who}`).length;
    const first = await t.app.inject({ method: 'GET', url: '/check-out' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Your cart</h1><p>Your cart is empty.</p>');
    expect(first.body).toContain(`${DRAWN_PAGE.absent}="session:cartItems"`);
    await t.app.inject({ method: 'GET', url: '/check-out' });
    expect(drawnFor('1280')).toBe(1);
    const collector = await signUpUser(t.app);
    const member = await t.app.inject({ method: 'GET', url: '/check-out', headers: { cookie: collector.cookie } });
    expect(member.statusCode).toBe(200);
    expect(member.body).not.toContain('Your cart is empty.');
    expect(member.body).toContain('<script type="module"');
    expect(drawnFor(collector.id)).toBe(0);
  });

  it('draws what a visitor sees on a members’ page once per address and viewport; a member’s page is the app’s (decision record 056)', async () => {
    const drawnFor = (path: string) => drawnPages().filter((url) => url === `https://art.example.com${path} 1280`).length;
    const first = await t.app.inject({ method: 'GET', url: '/settings' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Log in to continue</h1>');
    expect(first.body).not.toContain('<script type="module"');
    expect(pageState(first.body).answers.session).toEqual({ user: null });
    await t.app.inject({ method: 'GET', url: '/settings' });
    expect(drawnFor('/settings')).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/tastequiz' })).body).toContain('<h1>Log in to continue</h1>');
    expect((await t.app.inject({ method: 'GET', url: '/project/projectDetails/12' })).body).toContain('<h1>Log in to continue</h1>');
    const collector = await signUpUser(t.app);
    const member = await t.app.inject({ method: 'GET', url: '/settings', headers: { cookie: collector.cookie } });
    expect(member.statusCode).toBe(200);
    expect(member.body).not.toContain('Log in to continue');
    expect(member.body).toContain('<script type="module"');
    expect(drawnFor('/settings')).toBe(1);
  });

  it('draws /early-access locked for a browser without its passcode, kept per viewport while the open preview is the same; the preview itself is the app’s', async () => {
    const drawnFor = (who: string) => drawnPages().filter((url) => url === `https://art.example.com/early-access ${who}`).length;
    const first = await t.app.inject({ method: 'GET', url: '/early-access' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`<h1>${DEMO_EARLY_ACCESS_TITLE}: passcode</h1>`);
    expect(first.body).not.toContain('<script type="module"');
    expect(first.body).not.toContain('href="/api/early-access"');
    expect(pageState(first.body).answers).toMatchObject({ earlyAccessStatus: { active: true, title: DEMO_EARLY_ACCESS_TITLE, verified: false } });
    await t.app.inject({ method: 'GET', url: '/early-access' });
    expect(drawnFor('1280')).toBe(1);

    // A new title (in any process: it is read for each visit) draws the page again.
    const [open] = await t.app.db.select({ id: earlyAccess.id }).from(earlyAccess).where(eq(earlyAccess.status, '1'));
    await t.app.db.update(earlyAccess).set({ title: 'Autumn <Preview>' }).where(eq(earlyAccess.id, open!.id));
    expect((await t.app.inject({ method: 'GET', url: '/early-access' })).body).toContain('<h1>Autumn &lt;Preview&gt;: passcode</h1>');
    expect(drawnFor('1280')).toBe(2);

    // The passcode's proof comes with the page's own request: the preview is the app's to draw.
    const verified = await t.app.inject({ method: 'POST', url: '/api/early-access/verify', payload: { passcode: DEMO_EARLY_ACCESS_PASSCODE } });
    expect(verified.statusCode).toBe(200);
    const pass = verified.cookies.find((cookie) => cookie.name === 'vernissage_early_access')!;
    expect(pass.path).toBe('/');
    const passed = await t.app.inject({ method: 'GET', url: '/early-access', headers: { cookie: `${pass.name}=${pass.value}` } });
    expect(passed.statusCode).toBe(200);
    expect(passed.body).toContain('<script type="module"');
    expect(passed.body).not.toContain(': passcode</h1>');
    expect(drawnFor('1280')).toBe(2);

    const collector = await signUpUser(t.app);
    const member = await t.app.inject({ method: 'GET', url: '/early-access', headers: { cookie: collector.cookie } });
    expect(member.body).toContain('<h1>Autumn &lt;Preview&gt;: passcode</h1><p>0 in cart</p>');
    expect(member.headers['cache-control']).toBe('private, no-cache');

    await t.app.db.update(earlyAccess).set({ status: '0' }).where(eq(earlyAccess.id, open!.id));
    expect((await t.app.inject({ method: 'GET', url: '/early-access' })).body).toContain('<h1>None open</h1>');
    await t.app.db.update(earlyAccess).set({ status: '1', title: DEMO_EARLY_ACCESS_TITLE }).where(eq(earlyAccess.id, open!.id));
  });

  it('draws a reset link’s page for each visit from the link’s check, never kept; a member’s is the app’s', async () => {
    const expired = await t.app.inject({ method: 'GET', url: '/reset-password?token=no-such-token' });
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toContain('<h1>Reset password</h1><p>expired</p>');
    expect(expired.headers['cache-control']).toBe('private, no-store');
    expect(pageState(expired.body).url).toBe('https://art.example.com/reset-password?token=no-such-token');
    const drawn = drawnPages().length;
    await t.app.inject({ method: 'GET', url: '/reset-password?token=no-such-token' });
    expect(drawnPages()).toHaveLength(drawn + 1);
    // A token longer than a link's is left to the app, which says the link has expired.
    const long = await t.app.inject({ method: 'GET', url: `/reset-password?token=${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(200);
    expect(long.body).toContain('<script type="module"');
    const collector = await signUpUser(t.app);
    const member = await t.app.inject({ method: 'GET', url: '/reset-password?token=abc', headers: { cookie: collector.cookie } });
    expect(member.body).toContain('<script type="module"');
  });

  it('draws the pages an e-mail’s link opens from the link’s check, for each visit and never kept, counting each check as the API does (decision record 057)', async () => {
    const collector = await signUpUser(t.app);
    const link = await unsubscribeUrlIfWanted(settingsDeps(t.app), collector.id, 'orderUpdates');
    const unsubscribe = await t.app.inject({ method: 'GET', url: new URL(link!).pathname + new URL(link!).search });
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.body).toContain('<h1>unsubscribe true orderUpdates</h1>');
    expect(unsubscribe.headers['cache-control']).toBe('private, no-store');
    expect(pageState(unsubscribe.body).answers).toMatchObject({ unsubscribe: { token: new URL(link!).searchParams.get('token'), info: { valid: true, kind: 'orderUpdates', subscribed: true } } });
    expect((await t.app.inject({ method: 'GET', url: '/unsubscribe?token=not-a-signed-token' })).body).toContain('<h1>unsubscribe false null</h1>');
    expect((await t.app.inject({ method: 'GET', url: '/unsubscribe' })).body).toContain('<h1>unsubscribe false null</h1>');
    // Longer than a link's: left to the app, whose check the API refuses.
    expect((await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${'y'.repeat(400)}` })).body).toContain('<script type="module"');

    const invite = await t.app.inject({ method: 'GET', url: '/change-role/no-such-invite' });
    expect(invite.body).toContain('<h1>invite false</h1>');
    expect(invite.headers['cache-control']).toBe('private, no-store');
    expect(pageState(invite.body).answers).toMatchObject({ inviteCheck: { token: 'no-such-invite', check: { valid: false, email: null } } });
    expect((await t.app.inject({ method: 'GET', url: `/change-role/${'z'.repeat(201)}` })).body).toContain('<script type="module"');
    expect((await t.app.inject({ method: 'GET', url: '/change-role/%20%20' })).body).toContain('<script type="module"');

    const confirm = await t.app.inject({ method: 'GET', url: '/confirm-email?token=abcdefghijkl' });
    expect(confirm.body).toContain('<h1>confirm</h1>');
    expect(confirm.headers['cache-control']).toBe('private, no-store');
    const drawn = drawnPages().length;
    await t.app.inject({ method: 'GET', url: '/confirm-email?token=abcdefghijkl' });
    expect(drawnPages()).toHaveLength(drawn + 1);

    // A member opening one gets it with their menu and cart, drawn for them alone.
    const member = await t.app.inject({ method: 'GET', url: '/change-role/no-such-invite', headers: { cookie: collector.cookie } });
    expect(member.body).toContain('<h1>invite false</h1><p>0 in cart</p>');
    expect(member.headers['cache-control']).toBe('private, no-store');

    // Each drawing is one try on the API's count for the address: past the limit, the page is the
    // app's, and the API answers its check 429.
    const from = { remoteAddress: '10.9.8.7' };
    for (let at = 0; at < 100; at += 1) expect((await t.app.inject({ method: 'GET', url: `/change-role/try-${at}`, ...from })).body).toContain('<h1>invite false</h1>');
    expect((await t.app.inject({ method: 'GET', url: '/change-role/one-more', ...from })).body).toContain('<script type="module"');
    expect((await t.app.inject({ method: 'POST', url: '/api/invites/check', payload: { token: 'one-more' }, ...from })).statusCode).toBe(429);
    for (let at = 0; at < 60; at += 1) expect((await t.app.inject({ method: 'GET', url: `/unsubscribe?token=try-${at}`, ...from })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/unsubscribe?token=one-more', ...from })).body).toContain('<script type="module"');
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/unsubscribe?token=one-more', ...from })).statusCode).toBe(429);
    for (let at = 0; at < 60; at += 1) expect((await t.app.inject({ method: 'GET', url: `/reset-password?token=try-${at}-of-a-link`, ...from })).body).toContain('<h1>Reset password</h1>');
    expect((await t.app.inject({ method: 'GET', url: '/reset-password?token=one-more-of-a-link', ...from })).body).toContain('<script type="module"');
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/password/reset?token=one-more-of-a-link', ...from })).statusCode).toBe(429);
  });

  it('draws the 404 page at a path that is no page, answered 404 and kept once per layout and viewport; a member’s is the app’s', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(first.statusCode).toBe(404);
    expect(first.body).toContain('<h1>Page not found</h1>');
    expect(first.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(first.body).not.toContain('<script type="module"');
    // Another path in the same layout takes the kept drawing; one the spec's rule puts in the public layout is drawn once.
    const drawn = drawnPages().length;
    const second = await t.app.inject({ method: 'GET', url: '/another/missing-page' });
    expect(second.statusCode).toBe(404);
    expect(second.body).toContain('<h1>Page not found</h1>');
    expect(drawnPages()).toHaveLength(drawn);
    await t.app.inject({ method: 'GET', url: '/no-such-gallery' });
    expect(drawnPages().slice(drawn)).toEqual(['https://art.example.com/no-such-gallery 1280']);
    await t.app.inject({ method: 'GET', url: '/other-gallery-here' });
    expect(drawnPages()).toHaveLength(drawn + 1);
    const collector = await signUpUser(t.app);
    const member = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { cookie: collector.cookie } });
    expect(member.statusCode).toBe(404);
    expect(member.body).toContain('<script type="module"');
    // A page of the product is never answered 404 by this rule.
    expect((await t.app.inject({ method: 'GET', url: '/my-ratings' })).statusCode).toBe(200);
  });

  it('draws a member’s gallery for them alone, from their queue and cart as the API gives them', async () => {
    const collector = await signUpUser(t.app);
    await takeQuiz(t.app, collector.cookie, (shown) => shown.id % 2 === 0);
    const headers = { cookie: collector.cookie };
    const res = await t.app.inject({ method: 'GET', url: '/gallery', headers });
    expect(res.statusCode).toBe(200);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/taste/queue', headers })).json() as SentQueue;
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json() as unknown;
    const first = queue.items.find((item) => item.rating === null && item.work.sold === 0)!;
    expect(res.body).toContain(`<div id="root"><main><h2>${escapeHtml(first.work.title)}</h2><p>0 in cart</p></main></div>`);
    const state = pageState(res.body);
    expect(state.answers.queue).toEqual(queue);
    expect(state.answers.cart).toEqual(cart);
    expect(state.answers.session).toEqual((await t.app.inject({ method: 'GET', url: '/api/session', headers })).json());
    // The work it opens on is preloaded; its code and answers are not.
    expect(res.body).toContain(`<link rel="preload" as="image" href="${shownImage(first.work.image!).sizes.large.webp}"`);
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('as="fetch"');
    // The keys the drawing took as unstored, for the boot script to check.
    expect(res.body).toContain(`${DRAWN_PAGE.absent}="session:gallery_index session:gallery_filter"`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');

    // Drawn again for each visit, from what they have now.
    const rated = await t.app.inject({ method: 'POST', url: '/api/ratings', headers, payload: { artworkId: first.work.id, rating: 1 } });
    expect(rated.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/gallery', headers });
    expect(pageState(again.body).answers.queue).toEqual((await t.app.inject({ method: 'GET', url: '/api/taste/queue', headers })).json());
    expect(again.body).not.toContain(`<h2>${escapeHtml(first.work.title)}</h2>`);
    expect(drawnPages().filter((url) => url === `https://art.example.com/gallery ${collector.id}`)).toHaveLength(2);

    // A visitor at /gallery gets the members' page the app draws.
    const visitor = await t.app.inject({ method: 'GET', url: '/gallery' });
    expect(visitor.body).toContain('<div id="root"></div>');
  });

  it('draws the page for a member alone, with their cart and session, never kept', async () => {
    const collector = await signUpUser(t.app);
    const headers = { cookie: collector.cookie };
    const signedIn = await t.app.inject({ method: 'GET', url: page, headers });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain(`<div id="root"><main><h1>${escapeHtml(work.title)}</h1>`);
    expect(signedIn.body).toContain('<p>0 in cart</p></main></div>');
    const state = pageState(signedIn.body);
    expect(state.answers.artwork).toEqual((await t.app.inject({ method: 'GET', url: `/api/artworks/${work.id}` })).json());
    expect(state.answers.cart).toEqual((await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json());
    expect(state.answers.session).toEqual((await t.app.inject({ method: 'GET', url: '/api/session', headers })).json());
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.vary).toContain('cookie');
    await t.app.inject({ method: 'GET', url: page, headers });
    expect(drawnPages().filter((url) => url === `https://art.example.com${page} ${collector.id}`)).toHaveLength(2);
    // Another title and a work that does not exist are the app's, as for a visitor.
    expect((await t.app.inject({ method: 'GET', url: `/artwork-for-sale/Another-Name-${work.id}`, headers })).body).toContain('<div id="root"></div>');
    const missing = await t.app.inject({ method: 'GET', url: '/artwork-for-sale/Nothing-Here-999999', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });

  it('leaves to the app a link with another title, and a work that does not exist', async () => {
    const otherTitle = await t.app.inject({ method: 'GET', url: `/artwork-for-sale/Another-Name-${work.id}` });
    expect(otherTitle.statusCode).toBe(200);
    expect(otherTitle.body).toContain('<div id="root"></div>');

    const missing = await t.app.inject({ method: 'GET', url: '/artwork-for-sale/Nothing-Here-999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(missing.body).not.toContain(DRAWN_PAGE.stateId);
  });

  it('keeps the 64 selections opened last, and lets the one opened longest ago go first', async () => {
    const open = (words: string) => t.app.inject({ method: 'GET', url: `/all-artworks/q=${words}` });
    const drawnCount = (words: string) => drawnPages().filter((url) => url === `https://art.example.com/all-artworks/q=${words} 1280`).length;
    await open('kept');
    for (let n = 1; n < 64; n += 1) await open(`other${n}`);
    // Opened again, it is the latest; then one more selection pushes out the oldest, other1.
    await open('kept');
    await open('other64');
    await open('kept');
    expect(drawnCount('kept')).toBe(1);
    await open('other1');
    expect(drawnCount('other1')).toBe(2);
    await open('other63');
    expect(drawnCount('other63')).toBe(1);
  });

  it('draws a selection’s address for a member alone, in their own For you order when it asks for it', async () => {
    const collector = await signUpUser(t.app);
    await takeQuiz(t.app, collector.cookie, (shown) => shown.id % 3 === 0);
    const headers = { cookie: collector.cookie };
    const address = '/all-artworks/q=portrait;sort=price-asc';
    const res = await t.app.inject({ method: 'GET', url: address, headers });
    expect(res.statusCode).toBe(200);
    const first = (await t.app.inject({ method: 'GET', url: `/api/artworks/browse?limit=${BROWSE_PAGE_SIZE_DEFAULT}&q=portrait&sort=price-asc`, headers })).json() as { total: number };
    expect(res.body).toContain(`<div id="root"><main><h1>All Artworks</h1><p>${first.total} works</p><p>0 in cart</p></main></div>`);
    const state = pageState(res.body);
    expect(state.answers.browse).toEqual(first);
    expect(state.answers.session).toEqual((await t.app.inject({ method: 'GET', url: '/api/session', headers })).json());
    expect(res.headers['cache-control']).toBe('private, no-cache');
    await t.app.inject({ method: 'GET', url: address, headers });
    expect(drawnPages().filter((url) => url === `https://art.example.com${address} ${collector.id}`)).toHaveLength(2);
    // For you is theirs: the page holds their order, as the API gives it to them, not the visitors' Popular.
    const forYou = pageState((await t.app.inject({ method: 'GET', url: '/all-artworks/sort=for-you', headers })).body).answers.browse;
    const theirs = (await t.app.inject({ method: 'GET', url: `/api/artworks/browse?limit=${BROWSE_PAGE_SIZE_DEFAULT}&sort=for-you`, headers })).json() as unknown;
    const popular = (await t.app.inject({ method: 'GET', url: `/api/artworks/browse?limit=${BROWSE_PAGE_SIZE_DEFAULT}&sort=for-you` })).json() as unknown;
    expect(forYou).toEqual(theirs);
    expect(forYou).not.toEqual(popular);
    // A shared set and a segment naming nothing the listing takes are the app's, for a member too.
    for (const other of ['/all-artworks/some-set/123', '/all-artworks/colour=9']) {
      expect((await t.app.inject({ method: 'GET', url: other, headers })).body, other).toContain('<div id="root"></div>');
    }
  });

  it('keeps an answer the same for everyone until the catalogue changes, and past a hold or sale only when it shows no sold state', async () => {
    let reads = 0;
    const read = () => Promise.resolve((reads += 1));
    const showingSold = keptAnswer(t.app, Infinity, read);
    const directory = keptAnswer(t.app, Infinity, read, { showsSold: false });
    expect([await showingSold(), await directory()]).toEqual([1, 2]);
    expect([await showingSold(), await directory()]).toEqual([1, 2]);
    const [work] = await t.app.db.select({ id: artworks.id }).from(artworks).limit(1);
    t.app.taste.catalogueChanged({ kind: 'availability', ids: [work!.id] });
    expect([await showingSold(), await directory()]).toEqual([3, 2]);
    t.app.taste.catalogueChanged();
    expect([await showingSold(), await directory()]).toEqual([4, 5]);
  });

  it('draws the visitors’ gallery for a member alone, with their ratings, menu and cart, opening on the first work they have not rated', async () => {
    const collector = await signUpUser(t.app);
    const headers = { cookie: collector.cookie };
    const crowd = (await t.app.inject({ method: 'GET', url: '/api/taste/crowd', headers })).json() as SentCrowdGallery;
    const liked = crowd.items.find((item) => item.work.sold === 0)!;
    // A rating needs the taste test taken; then they like the crowd's first work for sale.
    await takeQuiz(t.app, collector.cookie, () => false);
    expect((await t.app.inject({ method: 'POST', url: '/api/ratings', headers, payload: { artworkId: liked.work.id, rating: 1 } })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/view-gallery', headers });
    expect(res.statusCode).toBe(200);
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/taste/crowd', headers })).json() as SentCrowdGallery;
    expect(theirs.items.find((item) => item.work.id === liked.work.id)?.rating).toBe(1);
    const state = pageState(res.body);
    expect(state.answers.crowd).toEqual(theirs);
    expect(state.answers.cart).toEqual((await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json());
    expect(state.answers.session).toEqual((await t.app.inject({ method: 'GET', url: '/api/session', headers })).json());
    expect(res.body).toContain(`<p>${theirs.items.length} works</p><p>0 in cart</p>`);
    // The picture preloaded is the first work for sale they have not rated, not the visitors' first.
    const opening = theirs.items.find((item) => item.rating === null && item.work.sold === 0)!;
    expect(opening.work.id).not.toBe(liked.work.id);
    expect(res.body).toContain(`<link rel="preload" as="image" href="${shownImage(opening.work.image!).sizes.large.webp}"`);
    expect(res.body).not.toContain(`<link rel="preload" as="image" href="${shownImage(liked.work.image!).sizes.large.webp}"`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Drawn for each visit, never kept; a visitor after them gets the visitors' page.
    await t.app.inject({ method: 'GET', url: '/view-gallery', headers });
    expect(drawnPages().filter((url) => url === `https://art.example.com/view-gallery ${collector.id}`)).toHaveLength(2);
    const visitor = await t.app.inject({ method: 'GET', url: '/view-gallery' });
    expect(pageState(visitor.body).answers.session).toEqual({ user: null });
    expect(pageState(visitor.body).answers.cart).toBeUndefined();
  });
});

describe('a page drawer that does not load', () => {
  it('leaves every page to the app, never a 5xx', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'vernissage-web-'));
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    mkdirSync(`${dist}-ssr`);
    writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), "throw new Error('a broken build');");
    const t = await createTestApp({ demo: true, env: { ...FAST_CAPTCHA_ENV, WEB_DIST: dist } });
    try {
      const list = (await t.app.inject({ method: 'GET', url: '/api/artworks?limit=1' })).json() as { items: Array<{ id: number; title: string }> };
      for (const url of ['/', artworkPath(list.items[0]!.title, list.items[0]!.id)]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      }
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(`${dist}-ssr`, { recursive: true, force: true });
    }
  });
});

describe('a drawn page from index.html', () => {
  it('names the entry instead of loading it, and is not made from a template it does not know', () => {
    const template = drawnPageTemplate(TEMPLATE)!;
    expect(template).toContain(`<meta name="${DRAWN_PAGE.entryMeta}" content="/assets/index-abc.js">`);
    expect(template).not.toMatch(/<script|modulepreload/);
    expect(drawnPageTemplate('<html><body><div id="root"></div></body></html>')).toBeNull();
  });

  it('keeps every answer inside its JSON script', () => {
    const body = drawnBody({ html: '<p>x</p>', state: { text: '</script><script>alert(1)</script>' }, absent: [] });
    expect(body.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.parse(/id="page-state">(.*?)<\/script>/.exec(body)![1]!)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});

describe('drawn bodies kept per viewport', () => {
  it('keeps a body per viewport while its stamp is the same and it is young enough, and forgets them on a drop', async () => {
    const kept = new ViewportBodies(30_000);
    let drawn = 0;
    const drawBody = async () => `body ${++drawn}`;
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      expect(await kept.get([1], 'phone', drawBody)).toBe('body 1');
      expect(await kept.get([1], 'phone', drawBody)).toBe('body 1');
      expect(await kept.get([1], 'desktop', drawBody)).toBe('body 2');
      // Another stamp (a new catalogue version) draws again.
      expect(await kept.get([2], 'phone', drawBody)).toBe('body 3');
      // Older than its age: drawn again.
      now.mockReturnValue(1_000_000 + 30_001);
      expect(await kept.get([2], 'phone', drawBody)).toBe('body 4');
      kept.drop();
      expect(await kept.get([2], 'phone', drawBody)).toBe('body 5');
      // A drawing that ends after a drop is not kept as the new bodies'.
      let finish: (body: string) => void = () => undefined;
      const slow = kept.get([2], 'desktop', () => new Promise<string>((resolve) => (finish = resolve)));
      kept.drop();
      finish('stale');
      expect(await slow).toBe('stale');
      expect(await kept.get([2], 'desktop', drawBody)).toBe('body 6');
    } finally {
      now.mockRestore();
    }
  });
});
