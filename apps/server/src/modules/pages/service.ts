import { HOME_MARQUEE_PRELOAD, META_DESCRIPTION_MAX, PICTURE_SIZES, SNIPPET } from '@vernissage/core/constants';
import { shownImage } from '@vernissage/core/images';
import { SUBJECTS } from '@vernissage/core/lookups';
import { documentTitle, fillProduct, isProductPage } from '@vernissage/core/page-titles';
import { ARTIST_MESSAGES, BROWSE_PAGE_SIZE_DEFAULT, browseQuerySchema, type SessionUser, type StoredImage } from '@vernissage/core/schemas';
import { artistPath, artistSummary, artworkPath, idFromSlug, marqueePictureSizes, pictureSrcset, stripTags, truncate, workFrameSizes } from '@vernissage/core/text';
import type { FastifyInstance } from 'fastify';
import { artistPreview } from '../artists/index.ts';
import { KeptValue } from '../../lib/kept-value.ts';
import { findArtwork } from '../artworks/index.ts';
import { browseArtworks } from '../discovery/index.ts';
import { crowdGallery, tasteDeps } from '../taste/index.ts';
import { firstToShow, memberCrowd, memberQueue } from './drawn-gallery-page.ts';
import { shareImage, type Head, type PageHead } from './head.ts';
import { PageReads } from './page-reads.ts';
import { curatedSetHead, SELECTION_PATH, selectionHead, SET_PREFIX } from './shared-heads.ts';
import { articleHead, articlePage } from './article-heads.ts';

export const ARTWORK_PREFIX = '/artwork-for-sale/';
/** The artists directory, and the start of an artist's page. */
export const ARTISTS = '/artists';
export const ARTIST_PREFIX = `${ARTISTS}/`;


/** The id at the end of a page path after `prefix` (Fastify has refused a path that is not valid percent-encoding). */
export const idAfter = (pathname: string, prefix: string): number | null => idFromSlug(decodeURIComponent(pathname.slice(prefix.length)));

/** All Artworks with no selection (a selection adds a segment). */
export const ALL_ARTWORKS = '/all-artworks';
/** The visitors' gallery, in the crowd's order; a member's own. */
export const VIEW_GALLERY = '/view-gallery';
export const GALLERY = '/gallery';
export const EARLY_ACCESS = '/early-access';
export const CONSULTATION = '/schedule-art-consultation';

const browseDescription = (product: string) =>
  `Every original work for sale on ${product}, by artists of the Chicago area: search, and filter by price, size, colour, subject, medium and how a work looks.`;

/** The pages an e-mail's link opens (drawn-link-pages.ts); /change-role/ is followed by the link's token. */
export const RESET_PASSWORD = '/reset-password';
export const CONFIRM_EMAIL = '/confirm-email';
export const UNSUBSCRIBE = '/unsubscribe';
export const CHANGE_ROLE_PREFIX = '/change-role/';

/** Pages reached by a secret link: never indexed, and the secret never repeated in the head. */
const TOKEN_PAGES = [RESET_PASSWORD, CHANGE_ROLE_PREFIX, CONFIRM_EMAIL, UNSUBSCRIBE];

/**
 * Head tags for a path: the artwork's own for an artwork page, the artist's for an artist's page
 * (each canonical at its right name, whatever name the link carried), else the SEO record up the
 * path. An artwork or artist page for one that does not exist is answered 404 and kept out of
 * search engines; the app shows its page.
 */
export async function headForPath(app: FastifyInstance, pathname: string, user: SessionUser | null = null, reads = new PageReads(app.db)): Promise<Head> {
  const { env } = app;
  const product = env.PRODUCT_NAME;
  const tokenPage = TOKEN_PAGES.find((prefix) => pathname.startsWith(prefix));
  const url = new URL(tokenPage ?? pathname, env.PUBLIC_URL).toString();
  const base: PageHead = {
    // The page's own name; an SEO record of the page or of a parent replaces it below.
    title: documentTitle(pathname, product, user?.role ?? null),
    description: `${product}: original physical art from Chicago-area artists, ranked for your taste.`,
    robots: 'index, follow',
    url,
    siteName: product,
    // Every page reads the settings and the session before it draws.
    data: ['/api/config', '/api/session'],
  };

  if (pathname.startsWith(ARTWORK_PREFIX)) {
    const id = idAfter(pathname, ARTWORK_PREFIX);
    const artwork = id ? await findArtwork(app.db, id) : null;
    if (artwork) {
      const image = artwork.images[0];
      const subject = SUBJECTS.find((s) => s.id === artwork.subjects[0])?.label;
      const description = stripTags(artwork.description) || `${artwork.title} by ${artwork.artist.name}${subject ? `, ${subject}` : ''}.`;
      return {
        ...base,
        type: 'product',
        url: new URL(artworkPath(artwork.title, artwork.id), env.PUBLIC_URL).toString(),
        title: `${artwork.title} by ${artwork.artist.name} | ${product}`,
        description: truncate(description, META_DESCRIPTION_MAX),
        ...shareImage(image, `${artwork.title} by ${artwork.artist.name}`, env.PUBLIC_URL),
        images: image ? [{ href: image.sizes.large.webp, srcset: pictureSrcset(image.sizes, 'webp'), sizes: PICTURE_SIZES.artworkHero, type: 'image/webp' }] : [],
        data: [...(base.data ?? []), `/api/artworks/${artwork.id}`],
      };
    }
    return { ...base, title: `Artwork not found | ${product}`, robots: 'noindex, follow', status: 404 };
  }

  if (pathname.startsWith(ARTIST_PREFIX)) return artistHead(app, base, idAfter(pathname, ARTIST_PREFIX));

  if (tokenPage) return { ...base, robots: 'noindex, nofollow' };

  const shared = SELECTION_PATH.exec(pathname);
  if (shared) return selectionHead(app, base, decodeURIComponent(shared[1] ?? ''), shared[2] ?? '');
  if (pathname.startsWith(SET_PREFIX)) return curatedSetHead(app, base, decodeURIComponent(pathname.slice(SET_PREFIX.length)), reads);

  const article = articlePage(pathname);
  if (article) return articleHead(app, base, article);

  if (pathname.startsWith(`${ALL_ARTWORKS}/`)) {
    // A filtered selection is All Artworks again to a search engine: its head, one canonical
    // address, not indexed. Its first answer and pictures are not the unfiltered ones, so neither
    // is preloaded (a drawn selection names its own pictures in its HTML).
    const page = await headForPath(app, ALL_ARTWORKS, user);
    return { ...page, robots: 'noindex, follow', data: base.data, images: [] };
  }

  // A path that is no page of the product: the app's 404 page, answered 404 and kept out of search engines.
  if (!isProductPage(pathname)) return { ...base, robots: 'noindex, follow', status: 404 };

  const seo = await app.content.seo(pathname);
  const page = { ...base, ...(pathname === ALL_ARTWORKS ? { description: browseDescription(product) } : {}), ...(await mainPictures(app, pathname, user)) };
  if (!seo) return page;
  return {
    ...page,
    title: fillProduct(seo.metaTitle, product),
    description: fillProduct(seo.metaDescription, product),
    robots: seo.metaRobot,
  };
}

/**
 * An artist's or merchant's page: their name, their bio as the description, their logo as the
 * picture (else their newest work's), canonical at their right name.
 */
async function artistHead(app: FastifyInstance, base: PageHead, id: number | null): Promise<Head> {
  const { env } = app;
  const product = env.PRODUCT_NAME;
  const found = id ? await artistPreview(app.db, id) : null;
  if (!found) return { ...base, title: `${ARTIST_MESSAGES.notFound} | ${product}`, robots: 'noindex, follow', status: 404 };
  const { artist, newestWork } = found;
  const picture = artist.logo
    ? shareImage(artist.logo, artist.name, env.PUBLIC_URL)
    : newestWork
      ? shareImage(newestWork.images[0], `${newestWork.title} by ${artist.name}`, env.PUBLIC_URL)
      : {};
  return {
    ...base,
    type: 'profile',
    url: new URL(artistPath(artist.name, artist.publicId), env.PUBLIC_URL).toString(),
    title: `${artist.name} | ${product}`,
    description: truncate(artistSummary(artist.name, artist.bio, product), META_DESCRIPTION_MAX),
    ...picture,
    data: [...(base.data ?? []), `/api/artists/${artist.publicId}`],
  };
}

/** The cards of All Artworks' first row on a phone (two columns): their pictures are preloaded. */
const BROWSE_PRELOAD = 2;
/** How long a preloaded picture is kept: a hint for the preload, not what the page shows. */
const BROWSE_PRELOAD_MS = 60_000;

/**
 * A picture a page's head preloads that is the same for everyone, read per app and kept for one
 * version of the catalogue and at most a minute, so the page's HTML costs no query; a sale in
 * that minute at worst preloads a picture the page then skips.
 */
function keptPerApp<T>(read: (app: FastifyInstance) => Promise<T>): (app: FastifyInstance) => Promise<T> {
  const kept = new WeakMap<FastifyInstance, KeptValue<T>>();
  return (app) => {
    let value = kept.get(app);
    if (!value) kept.set(app, (value = new KeptValue(() => read(app), BROWSE_PRELOAD_MS)));
    return value.get(app.taste.version);
  };
}

/** The pictures of the first cards All Artworks shows before any filter (the Popular order). */
const firstCardPictures = keptPerApp(async (app): Promise<StoredImage[]> => {
  const page = await browseArtworks(app.db, { ...browseQuerySchema.parse({ limit: String(BROWSE_PRELOAD) }), sort: 'popular' });
  return page.items.flatMap((work) => (work.images[0] ? [work.images[0]] : []));
});

/** The picture of the work the visitors' gallery (/view-gallery) hangs first: the crowd's order. */
const firstCrowdPicture = keptPerApp(async (app): Promise<StoredImage | null> => (await crowdGallery(tasteDeps(app), null, {}))[0]?.work.image ?? null);

/** A gallery wall's main picture, as the wall asks for it (GalleryStage). */
const wallPicture = (image: StoredImage) => ({ href: image.sizes.large.webp, srcset: pictureSrcset(image.sizes, 'webp'), sizes: PICTURE_SIZES.galleryWall, type: 'image/webp' });

/**
 * What the home page, All Artworks and the galleries show first, so the head can fetch it while the
 * page's code downloads: the marquee's first pictures, the first cards' pictures, the collector's
 * current work, and the answers they are read from.
 */
async function mainPictures(app: FastifyInstance, pathname: string, user: SessionUser | null): Promise<Pick<PageHead, 'images' | 'data'>> {
  const always = ['/api/config', '/api/session'];
  if (pathname === '/') {
    const slides = await app.content.homeSlides();
    return {
      images: slides.slice(0, HOME_MARQUEE_PRELOAD).map((slide) => ({ href: slide.image.sizes.card.webp, srcset: pictureSrcset(slide.image.sizes, 'webp', 'card'), sizes: marqueePictureSizes(slide.image), type: 'image/webp' })),
      data: [...always, `/api/snippets/${SNIPPET.home}`, '/api/home/slider'],
    };
  }
  // The artists directory's first page, as the page asks for it.
  if (pathname === ARTISTS) return { data: [...always, '/api/artists'] };
  if (pathname === ALL_ARTWORKS) {
    const pictures = await firstCardPictures(app);
    return {
      images: pictures.map((image) => ({ href: image.sizes.card.webp, srcset: pictureSrcset(image.sizes, 'webp'), sizes: workFrameSizes(image), type: 'image/webp' })),
      data: [...always, `/api/artworks/browse?limit=${BROWSE_PAGE_SIZE_DEFAULT}`],
    };
  }
  if (pathname === VIEW_GALLERY && user) {
    // A member's opens, as the gallery does, on the first work for sale they have not rated.
    const image = firstToShow({ items: await memberCrowd(app, user) })?.work.image;
    return { images: image ? [wallPicture(image)] : [], data: [...always, '/api/taste/crowd', '/api/cart'] };
  }
  if (pathname === VIEW_GALLERY) {
    const image = await firstCrowdPicture(app);
    return { images: image ? [wallPicture(image)] : [], data: [...always, '/api/taste/crowd'] };
  }
  if (pathname === GALLERY && user) {
    const image = firstToShow(await memberQueue(app, user))?.work.image;
    return {
      images: image ? [wallPicture(shownImage(image))] : [],
      // The top bar's cart count is a member's cart: asked for beside the queue, not after the code.
      data: [...always, '/api/taste/queue', '/api/cart'],
    };
  }
  // Early access asks first whether one is open and this browser gave its passcode.
  if (pathname === EARLY_ACCESS) return { data: [...always, '/api/early-access'] };
  // The consultation page: its words, and the open times under them.
  if (pathname === CONSULTATION) return { data: [...always, `/api/snippets/${SNIPPET.consultation}`, '/api/consultations/slots'] };
  return {};
}
