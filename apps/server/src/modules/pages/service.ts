import { SUBJECTS } from '@vernissage/core/lookups';
import { idFromSlug, stripTags, truncate } from '@vernissage/core/text';
import type { FastifyInstance } from 'fastify';
import { findArtwork } from '../artworks/repository.ts';
import { findSeoForPath } from '../content/repository.ts';
import type { PageHead } from './head.ts';

const DESCRIPTION_MAX = 160;
const ARTWORK_PREFIX = '/artwork-for-sale/';

const fill = (text: string, product: string) => text.replaceAll('{product}', product);

/** Pages reached by a secret link: never indexed, and the secret never repeated in the head. */
const TOKEN_PAGES = ['/reset-password', '/change-role/'];

/** Head tags for a path: the artwork's own for an artwork page, else the SEO record up the path. */
export async function headForPath(app: FastifyInstance, pathname: string): Promise<PageHead> {
  const { env } = app;
  const product = env.PRODUCT_NAME;
  const tokenPage = TOKEN_PAGES.find((prefix) => pathname.startsWith(prefix));
  const url = new URL(tokenPage ?? pathname, env.PUBLIC_URL).toString();
  const base: PageHead = {
    title: product,
    description: `${product}: original physical art from Chicago-area artists, ranked for your taste.`,
    robots: 'index, follow',
    url,
    siteName: product,
  };

  if (pathname.startsWith(ARTWORK_PREFIX)) {
    const id = idFromSlug(decodeURIComponent(pathname.slice(ARTWORK_PREFIX.length)));
    const artwork = id ? await findArtwork(app.db, id) : null;
    if (artwork) {
      const image = artwork.images[0];
      const subject = SUBJECTS.find((s) => s.id === artwork.subjects[0])?.label;
      const description = stripTags(artwork.description) || `${artwork.title} by ${artwork.artist.name}${subject ? `, ${subject}` : ''}.`;
      return {
        ...base,
        type: 'product',
        title: `${artwork.title} by ${artwork.artist.name} | ${product}`,
        description: truncate(description, DESCRIPTION_MAX),
        image: image ? new URL(image.sizes.large.jpeg, env.PUBLIC_URL).toString() : undefined,
        imageAlt: `${artwork.title} by ${artwork.artist.name}`,
      };
    }
  }

  if (tokenPage) return { ...base, robots: 'noindex, nofollow' };

  const seo = await findSeoForPath(app.db, pathname);
  if (!seo) return base;
  return {
    ...base,
    title: fill(seo.metaTitle, product),
    description: fill(seo.metaDescription, product),
    robots: seo.metaRobot,
  };
}
