import { curatedSetPath } from '@vernissage/core/schemas';
import { artistPath, artworkPath } from '@vernissage/core/text';
import { artistsForSitemap, listedWorksForSitemap, SITEMAP_MAX } from './repository.ts';
import type { Database } from '../../db/client.ts';
import { curatedSetsForSitemap } from '../shared-links/index.ts';

/**
 * The public pages a search engine should know, beside every listed work's page. Pages still to
 * be built (exhibitions, blogs, education, news) join this list as they are; the content
 * module's own entries will too.
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
  '/terms',
  '/privacy-policy',
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function entry(publicUrl: string, path: string, lastModified?: Date): string {
  const loc = `<loc>${escapeXml(new URL(path, publicUrl).toString())}</loc>`;
  return `<url>${loc}${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;
}

/**
 * /sitemap.xml: the public pages, each artist's page, each curated set, then each listed work's canonical page, with
 * when it last changed; within the protocol's limit of addresses.
 */
export async function sitemapXml(db: Database, publicUrl: string): Promise<string> {
  const artists = await artistsForSitemap(db, SITEMAP_MAX - SITEMAP_PAGES.length);
  const sets = await curatedSetsForSitemap(db, SITEMAP_MAX - SITEMAP_PAGES.length - artists.length);
  const works = await listedWorksForSitemap(db, SITEMAP_MAX - SITEMAP_PAGES.length - artists.length - sets.length);
  const urls = [
    ...SITEMAP_PAGES.map((path) => entry(publicUrl, path)),
    ...artists.map((artist) => entry(publicUrl, artistPath(artist.name, artist.publicId), artist.updatedAt)),
    // Curated sets are pages of their own; stored selections are All Artworks again, so not listed.
    ...sets.map((set) => entry(publicUrl, curatedSetPath(set.shareUrl), set.createdAt)),
    ...works.map((work) => entry(publicUrl, artworkPath(work.title, work.id), work.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything may be crawled but the API; the sitemap's address. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', publicUrl).toString()}\n`;
}
