import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DRAWN_PAGE } from '@vernissage/core/constants';
import { opensOverHome, SIGNUP_LINK } from '@vernissage/core/layout';
import { isMembersPage, isProductPage } from '@vernissage/core/page-titles';
import type { ApiError, SessionUser } from '@vernissage/core/schemas';
import { escapeHtml } from '../../lib/html.ts';
import { EncodedBody } from '../../lib/encoded-body.ts';
import { currentUser } from '../../plugins/auth.ts';
import { pageAssetsReader } from './assets.ts';
import { articlePageDrawer } from './drawn-article-pages.ts';
import { artistPageDrawer, artistsDirectoryDrawer } from './drawn-artist-pages.ts';
import { artworkPageDrawer } from './drawn-artwork-page.ts';
import { browsePageDrawer, crowdGalleryPageDrawer, selectionPageDrawer } from './drawn-listing-pages.ts';
import { contentPageDrawer, membersOnlyPageDrawer, notFoundPageDrawer, staticPageDrawer } from './drawn-content-pages.ts';
import { curatedSetPageDrawer } from './drawn-curated-set-page.ts';
import { earlyAccessPageDrawer } from './drawn-early-access-page.ts';
import { homePageDrawer } from './drawn-home-page.ts';
import { linkPageDrawer } from './drawn-link-pages.ts';
import { galleryPageDrawer } from './drawn-gallery-page.ts';
import { memberPageDrawer } from './drawn-member-page.ts';
import { drawnPageTemplate, fillDrawnPage, pageBodyDrawer, pageDrawer, viewportOf, type Viewport } from './drawn-page.ts';
import { renderHead, withHeadTags, type Head } from './head.ts';
import { PageReads } from './page-reads.ts';
import { ALL_ARTWORKS, ARTIST_PREFIX, ARTISTS, ARTWORK_PREFIX, EARLY_ACCESS, GALLERY, headForPath, idAfter, VIEW_GALLERY } from './service.ts';

const ONE_YEAR = 60 * 60 * 24 * 365;
/** Built files that have brotli and gzip copies beside them (apps/web/precompress.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/i;
/**
 * Pages whose head depends on who asks: the galleries name the person's own first picture (a
 * member's visitors' gallery opens on the first work they have not rated), and /my-purchases is
 * Artwork Sales for the admin.
 */
const PERSONAL_PAGES = new Set([GALLERY, VIEW_GALLERY, '/my-purchases']);
/**
 * Second addresses of a page (spec/02 §2 names both): they answer a permanent redirect to the one
 * kept canonical, with the query kept, so a bookmark or a shared link still opens the page.
 */
export const PAGE_ALIASES: ReadonlyMap<string, string> = new Map([
  ['/cart', '/checkout'],
  ['/new-gallery', GALLERY],
]);


/** Pages whose compressed copies are kept: any path is a page, so the number is bounded. */
const ENCODED_PAGES = 500;
const HTML = 'text/html; charset=utf-8';
/** A page the server may draw differs between visitors and members, and phones and desktops. */
const DRAWN_VARY = 'cookie, sec-ch-ua-mobile, user-agent';

/**
 * Pages are sent by the not-found handler, which is no route, so @fastify/compress's hooks do
 * not see them: each goes out as an EncodedBody, brotli or gzip above 1 KB as it would. A page is
 * the same for every visitor until what it is made of changes (its head's tags, a drawn page's
 * body), so it is made, and its compressed copies with it, only when one of those parts differs
 * from what it was last made of. The parts are compared, not the page: a kept drawn body is the
 * same string each time, which compares at once, where making the page (the template around a
 * body of 100 KB and more) and comparing it cost the home page 0.9 ms a request.
 */
function pageSender() {
  const kept = new Map<string, { parts: readonly string[]; body: EncodedBody }>();
  return (reply: FastifyReply, key: string, parts: readonly string[], make: () => string): FastifyReply => {
    let page = kept.get(key);
    if (!page || page.parts.length !== parts.length || page.parts.some((part, at) => part !== parts[at])) {
      if (kept.size >= ENCODED_PAGES) kept.clear();
      page = { parts, body: new EncodedBody(make(), HTML) };
      kept.set(key, page);
    }
    return page.body.send(reply);
  };
}

/**
 * The pages drawn on the server (decision record 048): for a visitor, the home page, an
 * artwork page, All Artworks and a selection of it, the crowd's gallery, the artists directory,
 * an artist's page, the content pages (About Us and the others) and the editorial lists and
 * entries (exhibitions, blogs, education, news and events; 051), /data-not-found, the empty cart
 * at /check-out, the 404 page and the locked /early-access, kept and the same for every visitor, the pages an
 * e-mail's link opens (reset, change-role, confirm-email, unsubscribe; drawn for each visit), and a curated set (/artworks/{share_url}, drawn for each visit); for a member, the same pages (the crowd's gallery with their ratings) and their own
 * gallery, drawn for them alone. Null when the web build has no drawer; then, and for any other page of a member (it
 * shows their own menu and cart), or a page that does not draw, the app draws the page.
 */
function drawnPageSender(app: FastifyInstance, dist: string, template: string, sendPage: ReturnType<typeof pageSender>) {
  const drawPage = pageDrawer(dist, app.log);
  const drawnTemplate = drawPage ? drawnPageTemplate(template) : null;
  if (!drawPage || !drawnTemplate) {
    app.log.info('every page is drawn by the app in the browser (the web build has no page drawer in dist-ssr)');
    return null;
  }
  const draw = pageBodyDrawer(app, drawPage);
  const drawMember = memberPageDrawer(app, draw);
  const drawArtists = artistsDirectoryDrawer(app, draw, drawMember);
  const drawBrowse = browsePageDrawer(app, draw, drawMember);
  const drawHome = homePageDrawer(app, draw, drawMember);
  const drawContent = contentPageDrawer(app, draw, drawMember);
  const drawStatic = staticPageDrawer(draw, drawMember);
  const drawNotFound = notFoundPageDrawer(draw);
  const drawMembersOnly = membersOnlyPageDrawer(draw);
  const drawLinkPage = linkPageDrawer(app, draw, drawMember);
  const drawGallery = galleryPageDrawer(app, drawMember);
  const drawCrowdGallery = crowdGalleryPageDrawer(app, draw, drawMember);
  const drawArticles = articlePageDrawer(app, draw, drawMember);
  const drawCuratedSet = curatedSetPageDrawer(app, draw, drawMember);
  const drawEarlyAccess = earlyAccessPageDrawer(app, draw, drawMember);
  /** A member's pages drawn for them alone, at one address each, given the address's query (`?…`, or ''). */
  const memberPages = new Map<string, (user: SessionUser, viewport: Viewport, query: string) => Promise<string | null>>([
    ['/', (user, viewport) => drawHome.member(user, viewport)],
    [GALLERY, (user, viewport) => drawGallery(user, viewport)],
    [VIEW_GALLERY, (user, viewport) => drawCrowdGallery.member(user, viewport)],
    [ALL_ARTWORKS, (user, viewport) => drawBrowse.member(user, viewport)],
    [ARTISTS, async (user, viewport, query) => (query ? null : drawArtists.member(user, viewport))],
    ...drawContent.pages.map((pathname) => [pathname, (user: SessionUser, viewport: Viewport) => drawContent.member(user, pathname, viewport)] as const),
    ...drawStatic.pages.map((pathname) => [pathname, (user: SessionUser, viewport: Viewport) => drawStatic.member(user, pathname, viewport)] as const),
  ]);
  /** A visitor's pages at one address each, given the address's query (`?…`, or ''). */
  const visitorPages = new Map<string, (viewport: Viewport, query: string) => Promise<string | null>>([
    ['/', drawHome.visitor],
    [ALL_ARTWORKS, drawBrowse.visitor],
    [VIEW_GALLERY, drawCrowdGallery.visitor],
    // The directory's search is in the query, which a drawing does not read: a search is left to the app.
    [ARTISTS, async (viewport, query) => (query ? null : drawArtists.visitor(viewport))],
    ...drawContent.pages.map((pathname) => [pathname, (viewport: Viewport) => drawContent.visitor(pathname, viewport)] as const),
    ...[...drawStatic.pages, ...drawStatic.visitorPages].map((pathname) => [pathname, (viewport: Viewport) => drawStatic.visitor(pathname, viewport)] as const),
  ]);
  const drawSelection = selectionPageDrawer(app, draw, drawMember);
  /** A selection's address: one segment after /all-artworks/ of `key=value` pairs (a shared set has two). */
  const selectionOf = (pathname: string): string | null => {
    const rest = pathname.startsWith(`${ALL_ARTWORKS}/`) ? pathname.slice(ALL_ARTWORKS.length + 1) : '';
    return rest.includes('=') && !rest.includes('/') ? rest : null;
  };
  /** Pages naming one record by the id at the end of their address. */
  const addressedPages = [
    [ARTWORK_PREFIX, artworkPageDrawer(app, draw, drawMember)],
    [ARTIST_PREFIX, artistPageDrawer(app, draw, drawMember)],
  ] as const;
  const bodyFor = async (request: FastifyRequest, pathname: string, query: string, viewport: Viewport, user: SessionUser | null, reads: PageReads): Promise<string | null> => {
    // Locked or not, by the browser's own passcode cookie: for visitors and members alike.
    if (pathname === EARLY_ACCESS) return drawEarlyAccess(request, viewport, user);
    // An e-mail's link: drawn for each visit from the link's check (never kept, below).
    if (drawLinkPage.drawable(pathname)) return drawLinkPage.draw(request, pathname, query, viewport, user);
    // A visitor on a members' page is told why it needs an account; a member's page is the app's.
    if (isMembersPage(pathname)) return user ? null : drawMembersOnly(pathname, viewport);
    const own = user && memberPages.get(pathname);
    if (own) return own(user, viewport, query);
    const fixed = !user && visitorPages.get(pathname);
    if (fixed) return fixed(viewport, query);
    // An account route opens its dialog over the home page (decision record 052): a visitor gets
    // the home page drawn; a member is sent to their gallery by the app.
    if (opensOverHome(pathname)) return user ? null : drawHome.visitor(viewport);
    const selection = selectionOf(pathname);
    if (selection !== null) return user ? drawSelection.member(user, selection, viewport) : drawSelection.visitor(selection, viewport);
    for (const [prefix, drawAddressed] of addressedPages) {
      const id = pathname.startsWith(prefix) ? idAfter(pathname, prefix) : null;
      if (id !== null) return user ? drawAddressed.member(user, pathname, id, viewport) : drawAddressed.visitor(pathname, id, viewport);
    }
    if (drawArticles.drawable(pathname)) return user ? drawArticles.member(user, pathname, query, viewport) : drawArticles.visitor(pathname, query, viewport);
    if (drawCuratedSet.drawable(pathname)) return user ? drawCuratedSet.member(user, pathname, viewport, reads) : drawCuratedSet.visitor(pathname, viewport, reads);
    // A path that is no page: a visitor's 404 page is drawn; a member's shows their menu and cart, and is the app's.
    if (!isProductPage(pathname)) return user ? null : drawNotFound(pathname, viewport);
    return null;
  };
  return {
    drawable: (pathname: string) =>
      memberPages.has(pathname) ||
      visitorPages.has(pathname) ||
      pathname === EARLY_ACCESS ||
      drawLinkPage.drawable(pathname) ||
      isMembersPage(pathname) ||
      opensOverHome(pathname) ||
      selectionOf(pathname) !== null ||
      addressedPages.some(([prefix]) => pathname.startsWith(prefix)) ||
      drawArticles.drawable(pathname) ||
      drawCuratedSet.drawable(pathname) ||
      !isProductPage(pathname),
    // Says whether it sent the page: a boolean, not the reply, which is thenable (awaiting it gives undefined).
    send: async (request: FastifyRequest, reply: FastifyReply, pathname: string, head: Head, reads: PageReads): Promise<boolean> => {
      const user = await currentUser(request, reply);
      const viewport = viewportOf(request.headers);
      const body = await bodyFor(request, pathname, request.url.slice(pathname.length), viewport, user, reads);
      if (body === null) return false;
      // The drawn page's answers are in it, and its code comes after the paint: no preloads of
      // them. The boot script fetches the page's modules beside the entry (DRAWN_PAGE_BOOT_SCRIPT).
      const code = head.scripts?.length ? `\n    <meta name="${DRAWN_PAGE.codeMeta}" content="${escapeHtml(head.scripts.join(' '))}">` : '';
      const headTags = renderHead({ ...head, scripts: [], data: [] }) + code;
      const page = () => withHeadTags(fillDrawnPage(drawnTemplate, body), headTags);
      reply.code(head.status ?? 200).header('vary', DRAWN_VARY);
      const link = drawLinkPage.drawable(pathname);
      if (user || link) {
        // A member's own page, or one person's link from an e-mail: never kept, here or on the way.
        reply.header('cache-control', link ? 'private, no-store' : 'private, no-cache');
        new EncodedBody(page(), HTML).send(reply);
      } else if (selectionOf(pathname) !== null || drawCuratedSet.drawable(pathname) || SIGNUP_LINK.test(pathname)) {
        // A selection's, a curated set's or a sign-up link's page: a selection's drawing is kept
        // (drawn-listing-pages.ts), a set's is drawn for each visit, a sign-up link's is the home
        // page's; their encoded copies are not kept, so links without end cannot push out the
        // pages every visitor opens.
        reply.header('cache-control', 'no-cache');
        new EncodedBody(page(), HTML).send(reply);
      } else {
        reply.header('cache-control', 'no-cache');
        sendPage(reply, `${viewport}:${pathname}#drawn`, [headTags, body], page);
      }
      return true;
    },
  };
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ApiError = { error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` } };
  return reply.code(404).send(body);
}

/**
 * Serves the built web app. Every page request gets index.html with that route's title, meta
 * description, robots and Open Graph tags, and the preloads of what the page shows first (its
 * code, its main pictures, its first API answers); the app's router takes it from there.
 * Built assets go out as their precompressed brotli or gzip copy when the browser takes it, and
 * hashed ones are cached for a year; the HTML is revalidated every time. Unknown API and file
 * paths get the JSON 404.
 */
export const pageRoutes = fp(async (app: FastifyInstance) => {
  const dist = path.resolve(app.env.WEB_DIST);
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app is not built; serving the API only (run npm run build)');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const sendPage = pageSender();
  const pageAssets = pageAssetsReader(dist);
  const drawnPages = drawnPageSender(app, dist, template, sendPage);

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    // index.html is sent filled in by the handler below; the build manifest is for this server only.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Files under assets/ carry a hash of their content in their name: a new build, a new name.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
      if (COMPRESSIBLE.test(filePath)) res.setHeader('vary', 'accept-encoding');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      // A name with an extension is a file, but a sign-up link ends with its address's domain.
      (SIGNUP_LINK.test(pathname) || !/\.[a-z0-9]{2,5}$/i.test(pathname));
    if (!isPage) return sendNotFound(request, reply);
    const alias = PAGE_ALIASES.get(pathname);
    if (alias) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${alias}${query}`, 301);
    }
    const user = PERSONAL_PAGES.has(pathname) ? await currentUser(request, reply) : null;
    // A visitor on a members' page is told why it needs an account: the page's code is not theirs to fetch (decision record 056).
    const membersPage = isMembersPage(pathname);
    const visitorOnMembersPage = membersPage && (await currentUser(request, reply)) === null;
    // What the head and the drawing both read is read once for the request.
    const reads = new PageReads(app.db);
    const head = { ...(await headForPath(app, pathname, user, reads)), ...pageAssets(pathname, { pageCode: !visitorOnMembersPage }) };
    // A missing artwork or artist is the app's to draw; a path that is no page draws the 404 page.
    const drawable = drawnPages !== null && drawnPages.drawable(pathname) && (head.status !== 404 || !isProductPage(pathname));
    if (drawable && (await drawnPages.send(request, reply, pathname, head, reads))) return reply;
    reply
      .code(head.status ?? 200)
      // Always revalidated; the gallery's head names the person's own work, so it is theirs alone.
      .header('cache-control', user ? 'private, no-cache' : 'no-cache');
    // A page that may be drawn differs between visitors and members, and phones and desktops; a
    // members' page's head between visitors and members.
    if (drawable) reply.header('vary', DRAWN_VARY);
    else if (membersPage) reply.header('vary', 'cookie');
    const headTags = renderHead(head);
    return sendPage(reply, visitorOnMembersPage ? `${pathname}#visitor` : pathname, [headTags], () => withHeadTags(template, headTags));
  });
});
