import { artworkDetailSchema } from '@vernissage/core/schemas';
import { artworkPath } from '@vernissage/core/text';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { findArtworkDetail } from '../artworks/index.ts';
import { asSent, type Viewport, type DrawBody } from './drawn-page.ts';

/** Drawn artwork pages kept (about 30 KB each): the oldest go first. */
const KEPT_PAGES = 1_000;

/**
 * An artwork page as a visitor first sees it, drawn on the server: the page's body (drawn-page.ts),
 * or null when it is not drawn (no such work, or a link with another title, which the app
 * replaces by the right one). A body is the same for every visitor, so it is kept per catalogue
 * version (a change of the work or of what its page shows of the artist bumps it, in every
 * process) and dropped when the work is held or sold, as the API's answers are.
 */
export function artworkPageDrawer(app: FastifyInstance, draw: DrawBody) {
  const kept = new VersionedCache<string>(KEPT_PAGES);
  app.taste.onAvailabilityChanged((ids) => kept.dropWorks(ids));
  const serialize = serializerFor(artworkDetailSchema);

  return async (pathname: string, id: number, viewport: Viewport): Promise<string | null> => {
    const key = `${viewport}:${pathname}`;
    const version = app.taste.version;
    const since = kept.drops;
    const hit = kept.get(key, version);
    if (hit !== undefined) return hit;
    const detail = await findArtworkDetail(app.db, id);
    if (!detail || decodeURIComponent(pathname) !== artworkPath(detail.title, detail.id)) return null;
    const body = await draw(pathname, viewport, { artwork: asSent(serialize, detail) });
    if (body === null) return null;
    kept.set(key, version, body, [id], since);
    return body;
  };
}
