import { artworkDetailSchema } from '@vernissage/core/schemas';
import { artworkPath } from '@vernissage/core/text';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { findArtworkDetail } from '../artworks/index.ts';
import type { DrawMemberPage } from './drawn-member-page.ts';
import { addressedPageDrawer, asSent, type AddressedPage, type DrawBody } from './drawn-page.ts';

/** Drawn artwork pages kept (about 30 KB each): the oldest go first. */
const KEPT_PAGES = 1_000;

/**
 * An artwork page drawn on the server from the work's detail (GET /api/artworks/{id}): the page's
 * body (drawn-page.ts), or null when it is not drawn (no such work, or a link with another title,
 * which the app replaces by the right one). A visitor's is kept per catalogue version (a change
 * of the work or of what its page shows of the artist bumps it) and dropped when the work is held
 * or sold; a member's (a link from a new-work alert, a reload) is drawn for them alone with their
 * cart (the work's Add to cart shows In cart) and session (addressedPageDrawer).
 */
export function artworkPageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const serialize = serializerFor(artworkDetailSchema);
  return addressedPageDrawer(app, draw, drawMember, KEPT_PAGES, async (id: number): Promise<AddressedPage | null> => {
    const detail = await findArtworkDetail(app.db, id);
    return detail && { answers: { artwork: asSent(serialize, detail) }, path: artworkPath(detail.title, detail.id), workIds: [detail.id] };
  });
}
