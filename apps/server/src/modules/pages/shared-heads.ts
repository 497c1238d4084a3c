import { ID_MAX, META_DESCRIPTION_MAX } from '@vernissage/core/constants';
import { curatedSetPath, SHARED_LINK_MESSAGES, shareUrlSchema } from '@vernissage/core/schemas';
import { formatCount, stripTags, truncate } from '@vernissage/core/text';
import type { FastifyInstance } from 'fastify';
import { selectionPreview } from '../shared-links/index.ts';
import { shareImage, type Head, type PageHead } from './head.ts';
import type { PageReads } from './page-reads.ts';

/** /all-artworks/{share_url}/{share_id}: a stored selection (a filtered address has one segment). */
export const SELECTION_PATH = /^\/all-artworks\/([^/]+)\/([^/]+)\/?$/;
/** /artworks/{share_url}: a curated set. */
export const SET_PREFIX = '/artworks/';

const ID = /^\d{1,10}$/;

/** What a shared link that names nothing answers: 404, kept out of search engines. */
function missing(app: FastifyInstance, base: PageHead): Head {
  return { ...base, title: `${SHARED_LINK_MESSAGES.notFound} | ${app.env.PRODUCT_NAME}`, robots: 'noindex, follow', status: 404 };
}

/** 'abstract-blue-under-2000' → 'abstract blue under 2000'. */
const words = (shareUrl: string) => shareUrl.replace(/-\d+$/, '').replace(/-/g, ' ');

/**
 * A stored selection: All Artworks to a search engine (not indexed, canonical at the filtered
 * address it restores), previewed by its first work and how many works it lists.
 */
export async function selectionHead(app: FastifyInstance, base: PageHead, shareUrl: string, idText: string): Promise<Head> {
  const { env } = app;
  const product = env.PRODUCT_NAME;
  const id = ID.test(idText) ? Number(idText) : null;
  const found = id !== null && id <= ID_MAX && shareUrlSchema.safeParse(shareUrl).success ? await selectionPreview(app.db, shareUrl, id) : null;
  if (!found) return missing(app, base);
  const { link, firstWork, total } = found;
  const name = link.shareUrl.startsWith('selection') ? 'A selection' : words(link.shareUrl);
  return {
    ...base,
    title: `${name.charAt(0).toUpperCase()}${name.slice(1)}: All Artworks | ${product}`,
    description: `${total === 1 ? '1 original work' : `${formatCount(total)} original works`} for sale on ${product} in this selection of All Artworks.`,
    robots: 'noindex, follow',
    url: new URL(link.segment ? `/all-artworks/${link.segment}` : '/all-artworks', env.PUBLIC_URL).toString(),
    ...(firstWork ? shareImage(firstWork.images[0], `${firstWork.title} by ${firstWork.artist.name}`, env.PUBLIC_URL) : {}),
    data: [...(base.data ?? []), `/api/shared-links/selections/${link.shareUrl}/${link.id}`],
  };
}

/** A curated set: its title and description, its first work's cover as the picture. */
export async function curatedSetHead(app: FastifyInstance, base: PageHead, shareUrl: string, reads: PageReads): Promise<Head> {
  const { env } = app;
  const product = env.PRODUCT_NAME;
  const set = await reads.curatedSet(shareUrl);
  if (!set) return missing(app, base);
  const first = set.works[0];
  const description = stripTags(set.description) || `${set.title}: ${set.works.length === 1 ? 'an original work' : `${set.works.length} original works`} chosen on ${product}.`;
  return {
    ...base,
    title: `${set.title} | ${product}`,
    description: truncate(description, META_DESCRIPTION_MAX),
    url: new URL(curatedSetPath(set.shareUrl), env.PUBLIC_URL).toString(),
    ...(first ? shareImage(first.images[0], `${first.title} by ${first.artist.name}`, env.PUBLIC_URL) : {}),
    data: [...(base.data ?? []), `/api/shared-links/sets/${set.shareUrl}`],
  };
}
