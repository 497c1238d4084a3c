import { cartSchema, sessionSchema, type SentQueue, type SessionUser } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import type { EncodedBody } from '../../lib/encoded-body.ts';
import { serializerFor } from '../../lib/serializer.ts';
import { getCart } from '../cart/index.ts';
import { galleryQueueAnswers, tasteDeps } from '../taste/index.ts';
import { asSent, type DrawBody, type Viewport } from './drawn-page.ts';
import { GALLERY } from './service.ts';

/** The work a gallery opens on for a visit with no stored place: the first still to rate and for sale (GalleryShell). */
export function firstToShow<Item extends { rating: number | null; work: { sold: number } }>(queue: { items: Item[] }): Item | undefined {
  return queue.items.find((item) => item.rating === null && item.work.sold === 0) ?? queue.items[0];
}

let lastRead: { answer: EncodedBody; queue: SentQueue } | null = null;

/**
 * A member's queue with no filter, as GET /api/taste/queue answers it (its kept bytes, read as the
 * app's cache holds them). The page's head and its drawing both read it for one request: the last
 * one read is kept, not read twice.
 */
export async function memberQueue(app: FastifyInstance, user: SessionUser): Promise<SentQueue> {
  const answer = await galleryQueueAnswers(tasteDeps(app))(user, {});
  if (lastRead?.answer !== answer) lastRead = { answer, queue: JSON.parse(answer.text()) as SentQueue };
  return lastRead.queue;
}

/**
 * A member's /gallery drawn on the server (decision record 048): their queue with no filter
 * (memberQueue), their cart for the top bar's count, and their session. The page is theirs alone: drawn for each
 * request, never kept. The drawing is of a visit with no stored place or filter in the tab; the
 * boot script sets it aside where the tab has one (the drawing names the keys it read as absent).
 */
export function galleryPageDrawer(app: FastifyInstance, draw: DrawBody) {
  const serializeCart = serializerFor(cartSchema);
  const serializeSession = serializerFor(sessionSchema);

  return async (user: SessionUser, viewport: Viewport): Promise<string | null> => {
    const [queue, cart] = await Promise.all([memberQueue(app, user), getCart(app.db, user.id)]);
    return draw(GALLERY, viewport, { queue, cart: asSent(serializeCart, cart) }, asSent(serializeSession, { user }));
  };
}
