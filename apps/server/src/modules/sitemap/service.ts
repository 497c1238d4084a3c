import { curatedSetPath } from '@vernissage/core/schemas';
import { artistPath, artworkPath } from '@vernissage/core/text';
import { artistsForSitemap, listedWorksForSitemap, SITEMAP_MAX } from './repository.ts';
import type { Database } from '../../db/client.ts';
import { curatedSetsForSitemap } from '../shared-links/index.ts';
import { publishedForSitemap } from '../articles/index.ts';
import { nearestSeo, seoRobotsByPath } from '../content/index.ts';
import { ARTICLE_KINDS, articlePath } from '@vernissage/core/schemas';

/**
 * The public pages a search engine should know, beside every listed work's page, artist, set and
 * published article.
 */
export const SITEMAP_PAGES: readonly string[] = [
  '/',
  '/all-artworks',
  '/artists',
  '/view-gallery',
  '/about-us',
  '/for-collectors',
  '/for-artists',
  '/our-partners',
  '/schedule-art-consultation',
  '/exhibitions',
  '/blogs',
  '/education',
  '/news-events',
  '/terms',
  '/privacy-policy',
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

interface SitemapPage {
  path: string;
  lastModified?: Date;
}

function entry(publicUrl: string, page: SitemapPage): string {
  const loc = `<loc>${escapeXml(new URL(page.path, publicUrl).toString())}</loc>`;
  return `<url>${loc}${page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : ''}</url>`;
}

/** A robots value that keeps a page out of search results. */
const NOINDEX = /\b(noindex|none)\b/i;

/**
 * Whether a page's head tells crawlers not to index it: its SEO record, or its nearest parent's
 * (as the page heads read them), says noindex. Such a page has no place in the sitemap.
 */
function notIndexed(robotsByPath: ReadonlyMap<string, string>): (path: string) => boolean {
  return (path) => NOINDEX.test(nearestSeo(robotsByPath, path) ?? '');
}

/**
 * /sitemap.xml: the public pages, each artist's page, each curated set, then each listed work's canonical page, with
 * when it last changed; within the protocol's limit of addresses. A page whose SEO record says
 * noindex (or whose nearest parent's does) is left out.
 */
export async function sitemapXml(db: Database, publicUrl: string): Promise<string> {
  let room = SITEMAP_MAX - SITEMAP_PAGES.length;
  const articles: SitemapPage[] = [];
  for (const kind of ARTICLE_KINDS) {
    const rows = await publishedForSitemap(db, kind, room);
    room -= rows.length;
    articles.push(...rows.map((row) => ({ path: articlePath(kind, row.url), lastModified: row.updatedAt })));
  }
  const artists = await artistsForSitemap(db, room);
  const sets = await curatedSetsForSitemap(db, room - artists.length);
  const works = await listedWorksForSitemap(db, room - artists.length - sets.length);
  const hidden = notIndexed(await seoRobotsByPath(db));
  const pages: SitemapPage[] = [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...articles,
    ...artists.map((artist) => ({ path: artistPath(artist.name, artist.publicId), lastModified: artist.updatedAt })),
    // Curated sets are pages of their own; stored selections are All Artworks again, so not listed.
    ...sets.map((set) => ({ path: curatedSetPath(set.shareUrl), lastModified: set.createdAt })),
    ...works.map((work) => ({ path: artworkPath(work.title, work.id), lastModified: work.updatedAt })),
  ];
  const urls = pages.filter((page) => !hidden(page.path)).map((page) => entry(publicUrl, page));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Paths crawlers are kept out of: the API, the admin tools, and the pages of a signed-in
 * person's account (each a prefix, as robots.txt reads them; '*' as the major crawlers read it).
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/',
  '/dev/',
  '/admin',
  '/manage-',
  '/*-snippet',
  '/users',
  '/art-works',
  '/hold-orders',
  '/orders',
  '/questions',
  '/settings',
  '/invite',
  '/my-works',
  '/my-ratings',
  '/my-purchases',
  '/ai-recommendations',
  '/profile',
  '/project',
  '/create-slots',
  '/gallery',
  '/new-gallery',
  '/taste-quiz',
  '/taste-test-quiz',
  '/cart',
  '/checkout',
  '/check-out',
  '/purchase-sucess',
  '/reset-password',
  '/change-role/',
  '/confirm-email',
  '/unsubscribe',
  '/signup/',
];

/** /robots.txt: the public pages may be crawled, the API, admin and account paths not; the sitemap's address. */
export function robotsTxt(publicUrl: string): string {
  const disallow = ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${new URL('/sitemap.xml', publicUrl).toString()}\n`;
}
