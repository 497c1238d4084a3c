import { BROWSE_PAGE_SIZE_DEFAULT, browseQuerySchema, browseResultSchema } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { browseArtworks } from '../discovery/index.ts';
import { asSent, type DrawBody, type Viewport } from './drawn-page.ts';
import { ALL_ARTWORKS } from './service.ts';

/**
 * How long a drawn All Artworks is kept: the app reads its first page again when it is older than
 * this (its staleTime), so the two agree. Likes move the Popular order without a catalogue change.
 */
const KEPT_MS = 30_000;

/**
 * All Artworks as a visitor first sees it (no words, no filter, the Popular order), drawn on the
 * server for a phone or a desktop (the filters stand beside the grid on a desktop, in a drawer on
 * a phone): the page's body (drawn-page.ts), or null when it does not draw. Its first page of
 * works is the one GET /api/artworks/browse gives; a body is kept for one version of the
 * catalogue and at most 30 seconds, and dropped when a work is held or sold, in every process.
 */
export function browsePageDrawer(app: FastifyInstance, draw: DrawBody) {
  const serialize = serializerFor(browseResultSchema);
  const query = { ...browseQuerySchema.parse({ limit: String(BROWSE_PAGE_SIZE_DEFAULT) }), sort: 'popular' as const };
  let kept: { version: number; until: number; bodies: Map<Viewport, string> } | null = null;
  app.taste.onAvailabilityChanged(() => {
    kept = null;
  });

  return async (viewport: Viewport): Promise<string | null> => {
    const version = app.taste.version;
    const now = Date.now();
    if (kept?.version !== version || now > kept.until) kept = { version, until: now + KEPT_MS, bodies: new Map() };
    const hit = kept.bodies.get(viewport);
    if (hit !== undefined) return hit;
    const bodies = kept.bodies;
    const first = await browseArtworks(app.db, query);
    const body = await draw(ALL_ARTWORKS, viewport, { browse: asSent(serialize, first) });
    if (body !== null) bodies.set(viewport, body);
    return body;
  };
}
