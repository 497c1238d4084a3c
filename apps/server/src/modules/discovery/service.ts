import type { BrowseQuery, BrowseResult, SessionUser } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { forYouOrder, tasteDeps } from '../taste/index.ts';
import { browseForYou } from './for-you.ts';
import { browseArtworks } from './repository.ts';

/**
 * One page of All Artworks as this person sees it: For you is a signed-in collector's taste
 * order, and the Popular order for anyone whose taste is not known yet (a visitor, a collector
 * before the taste test). The API and the pages drawn on the server both answer through it.
 */
export async function browseAs(app: FastifyInstance, query: BrowseQuery, user: SessionUser | null): Promise<BrowseResult> {
  if (query.sort !== 'for-you') return browseArtworks(app.db, { ...query, sort: query.sort });
  const order = user ? await forYouOrder(tasteDeps(app), user) : null;
  return order ? browseForYou(app.db, query, order) : browseArtworks(app.db, { ...query, sort: 'popular' });
}
