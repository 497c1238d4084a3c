import { artworkDetailSchema } from '@vernissage/core/schemas';
import { artworkPath } from '@vernissage/core/text';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { findArtworkDetail } from '../artworks/index.ts';
import { addressedPageDrawer, asSent, type DrawBody } from './drawn-page.ts';

/** Drawn artwork pages kept (about 30 KB each): the oldest go first. */
const KEPT_PAGES = 1_000;

/**
 * An artwork page as a visitor first sees it, drawn on the server from the work's detail (GET
 * /api/artworks/{id}): the page's body (drawn-page.ts), or null when it is not drawn (no such
 * work, or a link with another title, which the app replaces by the right one). Kept per
 * catalogue version (a change of the work or of what its page shows of the artist bumps it) and
 * dropped when the work is held or sold (addressedPageDrawer).
 */
export function artworkPageDrawer(app: FastifyInstance, draw: DrawBody) {
  const serialize = serializerFor(artworkDetailSchema);
  return addressedPageDrawer(app, draw, KEPT_PAGES, async (id) => {
    const detail = await findArtworkDetail(app.db, id);
    return detail && { answers: { artwork: asSent(serialize, detail) }, path: artworkPath(detail.title, detail.id), workIds: [detail.id] };
  });
}
