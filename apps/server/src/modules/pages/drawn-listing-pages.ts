import { BROWSE_PAGE_SIZE_DEFAULT, browseQuerySchema, browseResultSchema, type SentCrowdGallery } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { browseArtworks } from '../discovery/index.ts';
import { crowdBytes, crowdGallery, tasteDeps } from '../taste/index.ts';
import { asSent, ViewportBodies, type DrawBody, type PageAnswers, type Viewport } from './drawn-page.ts';
import { ALL_ARTWORKS, VIEW_GALLERY } from './service.ts';

/** How long All Artworks is kept: the app reads its first page again when older (its staleTime). */
const BROWSE_KEPT_MS = 30_000;
/** How long the visitors' gallery is kept: the crowd's order is refitted every few minutes; the app reads it again after a minute. */
const CROWD_KEPT_MS = 60_000;

/**
 * A visitor's page drawn on the server whose first answers are the same for every visitor but
 * move without a change of the catalogue (likes move the Popular order, the crowd is refitted):
 * a body per viewport, kept for one version of the catalogue and at most `keptMs`, and
 * dropped when a work is held or sold, in every process. Null when the page does not draw.
 */
function keptListingPage(app: FastifyInstance, draw: DrawBody, pathname: string, keptMs: number, answers: () => Promise<PageAnswers>) {
  const kept = new ViewportBodies(keptMs);
  app.taste.onAvailabilityChanged(() => kept.drop());
  return (viewport: Viewport): Promise<string | null> => kept.get([app.taste.version], viewport, async () => draw(pathname, viewport, await answers()));
}

/**
 * All Artworks as a visitor first sees it (no words, no filter, the Popular order), for a phone
 * (the filters behind a button) or a desktop (beside the grid), from the first page of works GET
 * /api/artworks/browse gives.
 */
export function browsePageDrawer(app: FastifyInstance, draw: DrawBody) {
  const serialize = serializerFor(browseResultSchema);
  const query = { ...browseQuerySchema.parse({ limit: String(BROWSE_PAGE_SIZE_DEFAULT) }), sort: 'popular' as const };
  return keptListingPage(app, draw, ALL_ARTWORKS, BROWSE_KEPT_MS, async () => ({ browse: asSent(serialize, await browseArtworks(app.db, query)) }));
}

/**
 * The visitors' gallery (/view-gallery) as a visitor first sees it: every listed work in the
 * crowd's order, with no filter, as GET /api/taste/crowd gives it. A visitor's stored place,
 * filter or likes (browser storage) set the drawing aside (drawn-page.ts).
 */
export function crowdGalleryPageDrawer(app: FastifyInstance, draw: DrawBody) {
  const deps = tasteDeps(app);
  const answer = async () => JSON.parse(crowdBytes(await crowdGallery(deps, null, {})).toString()) as SentCrowdGallery;
  return keptListingPage(app, draw, VIEW_GALLERY, CROWD_KEPT_MS, async () => ({ crowd: await answer() }));
}
