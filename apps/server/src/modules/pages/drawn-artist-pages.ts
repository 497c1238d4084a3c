import { artistPageSchema, artistsPageSchema, artistsQuerySchema, type SessionUser } from '@vernissage/core/schemas';
import { artistPath } from '@vernissage/core/text';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { artistPage, artistsDirectory } from '../artists/index.ts';
import type { DrawMemberPage } from './drawn-member-page.ts';
import { addressedPageDrawer, asSent, keptAnswer, ViewportBodies, type DrawBody, type Viewport } from './drawn-page.ts';
import { ARTISTS } from './service.ts';

/** Drawn artists' pages kept (a few tens of KB each): the oldest go first. */
const KEPT_PAGES = 500;

/**
 * An artist's or merchant's page drawn on the server from what GET /api/artists/{id} gives: the
 * page's body (drawn-page.ts), or null when it is not drawn (no such maker, or a link with another
 * name, which the app replaces by the right one). A visitor's is kept per catalogue version (a
 * change of a work or of a maker's profile bumps it, in every process) and dropped when one of its
 * works is held or sold (the page shows each work's state), as the API's answer is; a member's is
 * drawn for them alone with their cart and session (addressedPageDrawer).
 */
export function artistPageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const serialize = serializerFor(artistPageSchema);
  return addressedPageDrawer(app, draw, drawMember, KEPT_PAGES, async (publicId) => {
    const page = await artistPage(app.db, publicId);
    return page && { answers: { artist: asSent(serialize, page) }, path: artistPath(page.name, page.publicId), workIds: page.works.items.map((work) => work.id) };
  });
}

/**
 * The artists directory as it first shows (no search, its first page), drawn on the server from
 * what GET /api/artists gives. A visitor's body is kept per catalogue version (its strips show no
 * sold state), as the API's answer is; a member's is drawn from the same answer, kept with it,
 * with their cart and session.
 */
export function artistsDirectoryDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const serialize = serializerFor(artistsPageSchema);
  const query = artistsQuerySchema.parse({});
  const kept = new ViewportBodies();
  // Kept for the catalogue's version, as the visitors' bodies are and as GET /api/artists answers
  // from memory: a hold or sale changes nothing the directory shows.
  const firstPage = keptAnswer(app, Infinity, async () => asSent(serialize, await artistsDirectory(app.db, query)), { showsSold: false });
  return {
    visitor: (viewport: Viewport): Promise<string | null> => kept.get([app.taste.version], viewport, async () => draw(ARTISTS, viewport, { artists: await firstPage() })),
    member: (user: SessionUser, viewport: Viewport): Promise<string | null> => drawMember(ARTISTS, viewport, user, firstPage().then((artists) => ({ artists }))),
  };
}
