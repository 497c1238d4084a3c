import { BROWSE_PAGE_SIZE_DEFAULT, browseQuerySchema, browseResultSchema, type BrowseQuery, type SentCrowdGallery, type SessionUser, type TasteItem } from '@vernissage/core/schemas';
import { parseBrowseSegment } from '@vernissage/core/browse';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { browseAs } from '../discovery/index.ts';
import { crowdBytes, crowdGallery, tasteDeps } from '../taste/index.ts';
import { asSent, keptAnswer, ViewportBodies, type DrawBody, type PageAnswers, type Viewport } from './drawn-page.ts';
import { memberCrowd } from './drawn-gallery-page.ts';
import type { DrawMemberPage } from './drawn-member-page.ts';
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
export function browsePageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const serialize = serializerFor(browseResultSchema);
  const query = browseQuerySchema.parse({ limit: String(BROWSE_PAGE_SIZE_DEFAULT) });
  const firstPage = keptAnswer(app, BROWSE_KEPT_MS, async () => asSent(serialize, await browseAs(app, query, null)));
  return {
    visitor: keptListingPage(app, draw, ALL_ARTWORKS, BROWSE_KEPT_MS, async () => ({ browse: await firstPage() })),
    /**
     * A member's All Artworks: the same first page (the Popular order is everyone's; For you is
     * theirs, and only when they choose it), with their menu and cart, drawn for them alone.
     */
    member: (user: SessionUser, viewport: Viewport) => drawMember(ALL_ARTWORKS, viewport, user, firstPage().then((browse) => ({ browse }))),
  };
}

/** How many selections' bodies are kept at once: links shared most are opened most. */
const SELECTIONS_KEPT = 64;

/**
 * All Artworks at a selection's address (`/all-artworks/q=blue;sort=price-asc`, the link Share
 * this selection makes): the selection's first page of works as GET /api/artworks/browse gives it
 * for the same query the page asks, or null for a segment that names no selection. A visitor's is
 * kept like All Artworks, per selection, the SELECTIONS_KEPT opened last (For you is a member's
 * own order, so a visitor gets Popular, as the API answers them); a member's is drawn for them
 * alone, in their own For you order when the selection asks for it, with their cart and session.
 */
export function selectionPageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const serialize = serializerFor(browseResultSchema);
  const kept = new Map<string, ViewportBodies>();
  app.taste.onAvailabilityChanged(() => kept.clear());
  const queryOf = (segment: string): BrowseQuery | null => {
    const params = parseBrowseSegment(segment);
    if (Object.keys(params).length === 0) return null;
    const query = browseQuerySchema.safeParse({ limit: String(BROWSE_PAGE_SIZE_DEFAULT), ...params });
    return query.success ? query.data : null;
  };
  const answersFor = async (query: BrowseQuery, user: SessionUser | null): Promise<PageAnswers> => ({ browse: asSent(serialize, await browseAs(app, query, user)) });
  return {
    visitor: async (segment: string, viewport: Viewport): Promise<string | null> => {
      const query = queryOf(segment);
      if (!query) return null;
      // The selection opened longest ago goes first: a Map keeps its keys in the order they were set.
      let bodies = kept.get(segment);
      if (bodies) kept.delete(segment);
      else {
        bodies = new ViewportBodies(BROWSE_KEPT_MS);
        if (kept.size >= SELECTIONS_KEPT) kept.delete(kept.keys().next().value!);
      }
      kept.set(segment, bodies);
      return bodies.get([app.taste.version], viewport, async () => draw(`${ALL_ARTWORKS}/${segment}`, viewport, await answersFor(query, null)));
    },
    member: async (user: SessionUser, segment: string, viewport: Viewport): Promise<string | null> => {
      const query = queryOf(segment);
      return query && drawMember(`${ALL_ARTWORKS}/${segment}`, viewport, user, answersFor(query, user));
    },
  };
}

/** The visitors' gallery's answer as GET /api/taste/crowd sends it (its kept card bytes), read back for a drawing. */
const asSentCrowd = (items: readonly TasteItem[]): SentCrowdGallery => JSON.parse(crowdBytes(items).toString()) as SentCrowdGallery;

/**
 * The visitors' gallery (/view-gallery) as it first shows: every listed work in the crowd's order,
 * with no filter, as GET /api/taste/crowd gives it. A visitor's is kept like All Artworks; their
 * stored place, filter or likes (browser storage) set the drawing aside (drawn-page.ts). A
 * member's (a collector who skipped the taste test, a reload) is drawn for them alone from the
 * same order with their own ratings (memberCrowd), with their cart and session.
 */
export function crowdGalleryPageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const deps = tasteDeps(app);
  return {
    visitor: keptListingPage(app, draw, VIEW_GALLERY, CROWD_KEPT_MS, async () => ({ crowd: asSentCrowd(await crowdGallery(deps, null, {})) })),
    member: (user: SessionUser, viewport: Viewport): Promise<string | null> => drawMember(VIEW_GALLERY, viewport, user, memberCrowd(app, user).then((items) => ({ crowd: asSentCrowd(items) }))),
  };
}
