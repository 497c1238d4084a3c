import { artistPageSchema, artistsPageSchema, artistsQuerySchema } from '@vernissage/core/schemas';
import { artistPath } from '@vernissage/core/text';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { artistPage, artistsDirectory } from '../artists/index.ts';
import { addressedPageDrawer, asSent, ViewportBodies, type DrawBody, type Viewport } from './drawn-page.ts';
import { ARTISTS } from './service.ts';

/** Drawn artists' pages kept (a few tens of KB each): the oldest go first. */
const KEPT_PAGES = 500;

/**
 * An artist's or merchant's page as a visitor first sees it, drawn on the server from what GET
 * /api/artists/{id} gives: the page's body (drawn-page.ts), or null when it is not drawn (no such
 * maker, or a link with another name, which the app replaces by the right one). Kept per
 * catalogue version (a change of a work or of a maker's profile bumps it, in every process) and
 * dropped when one of its works is held or sold (the page shows each work's state), as the API's
 * answer is (addressedPageDrawer).
 */
export function artistPageDrawer(app: FastifyInstance, draw: DrawBody) {
  const serialize = serializerFor(artistPageSchema);
  return addressedPageDrawer(app, draw, KEPT_PAGES, async (publicId) => {
    const page = await artistPage(app.db, publicId);
    return page && { answers: { artist: asSent(serialize, page) }, path: artistPath(page.name, page.publicId), workIds: page.works.items.map((work) => work.id) };
  });
}

/**
 * The artists directory as a visitor first sees it (no search, its first page), drawn on the
 * server from what GET /api/artists gives; kept per catalogue version (its strips show no sold
 * state), as the API's answer is.
 */
export function artistsDirectoryDrawer(app: FastifyInstance, draw: DrawBody) {
  const serialize = serializerFor(artistsPageSchema);
  const query = artistsQuerySchema.parse({});
  const kept = new ViewportBodies();
  return (viewport: Viewport): Promise<string | null> =>
    kept.get([app.taste.version], viewport, async () => draw(ARTISTS, viewport, { artists: asSent(serialize, await artistsDirectory(app.db, query)) }));
}
