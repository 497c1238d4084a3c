import type { SentQueue, SessionUser, TasteItem } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import type { EncodedBody } from '../../lib/encoded-body.ts';
import { crowdGallery, galleryQueueAnswers, tasteDeps } from '../taste/index.ts';
import type { DrawMemberPage } from './drawn-member-page.ts';
import type { Viewport } from './drawn-page.ts';
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
 * A member's /gallery: their queue with no filter (memberQueue). The drawing is of a visit with no
 * stored place or filter in the tab; the boot script sets it aside where the tab has one (the
 * drawing names the keys it read as absent).
 */
export function galleryPageDrawer(app: FastifyInstance, drawMember: DrawMemberPage) {
  return (user: SessionUser, viewport: Viewport): Promise<string | null> => drawMember(GALLERY, viewport, user, memberQueue(app, user).then((queue) => ({ queue })));
}

/** A request's member (one object per request, auth.ts) and the crowd's gallery read for them. */
const crowdRead = new WeakMap<SessionUser, Promise<TasteItem[]>>();

/**
 * The visitors' gallery for a member (a collector who skipped the taste test, or anyone signed in
 * at /view-gallery): the crowd's order with no filter and their own ratings, as GET
 * /api/taste/crowd answers them. The page's head and its drawing both ask for it for one request:
 * read once.
 */
export function memberCrowd(app: FastifyInstance, user: SessionUser): Promise<TasteItem[]> {
  let read = crowdRead.get(user);
  if (!read) {
    read = crowdGallery(tasteDeps(app), user, {});
    crowdRead.set(user, read);
  }
  return read;
}
