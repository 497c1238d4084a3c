import { randomUUID } from 'node:crypto';
import { EVENT_MESSAGES as M, EVENTS_PER_HOUR, type EventReview, type EventRow, type EventState, type EventsPage, type EventSubmission, type NewsSubmission } from '@vernissage/core/schemas';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound, TooManyRequests } from '../../lib/errors.ts';
import { storeUploadedPicture } from '../../lib/images.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { queueMailsOrLog, type QueuedMail } from '../../plugins/mail.ts';
import type { EventDeps } from './deps.ts';
import { eventDecisionMail } from './mails.ts';
import {
  authorOf,
  deleteEvent,
  type EventRecord,
  findEvent,
  insertEvent,
  insertNews,
  listedSince,
  pageOfEvents,
  publicRow,
  setEventImage,
  setEventState,
  updateEvent,
  withdrawEvent,
} from './repository.ts';

/** The window of the EVENTS_PER_HOUR limit: an hour, counted back from each new listing. */
export const EVENTS_WINDOW_MS = 60 * 60 * 1000;

/** 'Open Studio Night!' → 'open-studio-night-3f9a1c2b': readable, and unique without a read first. */
const eventSlug = (title: string) => {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${words ? `${words}-` : ''}${randomUUID().slice(0, 8)}`;
};

/**
 * A member lists an event: stored waiting for approval, its description sanitised. A member
 * who listed EVENTS_PER_HOUR in the last hour is refused (429, Retry-After saying when a place frees up).
 */
export async function submitEvent(deps: EventDeps, user: { id: string; name: string }, input: EventSubmission): Promise<EventRow> {
  const now = deps.now?.() ?? new Date();
  const { listed, first } = await listedSince(deps.db, user.id, new Date(now.getTime() - EVENTS_WINDOW_MS));
  if (listed >= EVENTS_PER_HOUR) {
    // A place frees up when the first listing of the hour leaves the window.
    const left = (first ?? now).getTime() + EVENTS_WINDOW_MS - now.getTime();
    throw new TooManyRequests(M.tooMany, Math.max(1, Math.ceil(left / 1000)));
  }
  const event = await insertEvent(deps.db, {
    title: input.title,
    url: eventSlug(input.title),
    description: sanitizeHtml(input.description),
    date: input.date,
    link: input.link,
    author: user.name,
    userId: user.id,
  });
  return publicRow(event);
}

/**
 * Why a member may not change an event: their own event that is no longer waiting is 403 with the
 * reason; anyone else's is 404, like a missing one, so ids cannot be probed for events still
 * waiting for approval.
 */
function changeRefused(event: { userId: string | null } | null, user: { id: string }): AppError {
  return event?.userId === user.id ? new AppError('forbidden', M.notYours) : notFound(M.notFound);
}

async function refuseChange(deps: EventDeps, user: { id: string }, id: number): Promise<never> {
  throw changeRefused(await findEvent(deps.db, id), user);
}

/** A member edits their own event while it waits for approval (its description sanitised again). */
export async function editOwnEvent(deps: EventDeps, user: { id: string }, id: number, input: EventSubmission): Promise<EventRow> {
  const saved = await updateEvent(deps.db, id, { title: input.title, description: sanitizeHtml(input.description), date: input.date, link: input.link }, { userId: user.id, waiting: true });
  return saved ? publicRow(saved) : refuseChange(deps, user, id);
}

/** A member withdraws their own event while it waits: it is deleted. */
export async function withdrawOwnEvent(deps: EventDeps, user: { id: string }, id: number): Promise<void> {
  if (!(await withdrawEvent(deps.db, id, user.id))) await refuseChange(deps, user, id);
}

/** The admin writes a news item: published at once, with its own address. */
export async function publishNews(deps: EventDeps, admin: { id: string }, input: NewsSubmission): Promise<EventRow> {
  const news = await insertNews(deps.db, {
    title: input.title,
    url: eventSlug(input.title),
    description: sanitizeHtml(input.description),
    date: input.date,
    link: input.link,
    externalUrl: input.externalUrl,
    author: input.author,
    userId: admin.id,
  });
  return publicRow(news);
}

/** The admin edits any event or news item, whatever its state; its address stays. */
export async function editNews(deps: EventDeps, id: number, input: NewsSubmission): Promise<EventRow> {
  const saved = await updateEvent(deps.db, id, {
    title: input.title,
    description: sanitizeHtml(input.description),
    date: input.date,
    link: input.link,
    author: input.author,
    externalUrl: input.externalUrl,
  });
  if (!saved) throw notFound(M.notFound);
  return publicRow(saved);
}

/** The event's image, by its author while it waits (or by the admin): decoded to prove it is a picture. */
export async function saveEventImage(deps: EventDeps, user: { id: string; role: string }, id: number, input: Buffer): Promise<EventRow> {
  const event = await findEvent(deps.db, id);
  if (!event || (user.role !== 'admin' && (event.userId !== user.id || event.state !== 'waiting'))) throw changeRefused(event, user);
  const image = await storeUploadedPicture(deps.storage, input, `events/${id}/image-${randomUUID().slice(0, 8)}`, user.id);
  const saved = await setEventImage(deps.db, id, image);
  if (!saved) throw notFound(M.notFound);
  return publicRow(saved);
}

export async function myEvents(deps: EventDeps, userId: string, offset: number, limit: number): Promise<EventsPage> {
  const page = await pageOfEvents(deps.db, { userId }, offset, limit);
  return { total: page.total, items: page.items.map(publicRow) };
}

export async function allEvents(deps: EventDeps, state: EventState | undefined, offset: number, limit: number): Promise<EventsPage> {
  const page = await pageOfEvents(deps.db, state ? { state } : {}, offset, limit);
  return { total: page.total, items: page.items.map(publicRow) };
}

/**
 * The author's e-mail about a decision, queued with it (the author read there too). Logged, never
 * failing: the decision stands as the admin made it, and the author sees it on My Events.
 */
function queueDecisionMail(deps: EventDeps, tx: Executor, event: EventRecord): Promise<QueuedMail[]> {
  return queueMailsOrLog(
    deps,
    tx,
    async (savepoint) => {
      const author = event.userId ? await authorOf(savepoint, event.userId) : null;
      return author ? [eventDecisionMail(deps.env, event, author)] : [];
    },
    { eventId: event.id },
  );
}

/**
 * The admin approves or rejects an event (or changes an earlier decision); the author is
 * e-mailed either way, the mail stored with the decision and sent after the commit.
 */
export async function reviewEvent(deps: EventDeps, id: number, review: EventReview): Promise<EventRow> {
  const event = await findEvent(deps.db, id);
  if (!event) throw notFound(M.notFound);
  if (event.state === review.state) throw new AppError('conflict', M.already);
  const now = deps.now?.() ?? new Date();
  const decided = await deps.db.transaction(async (tx) => {
    const saved = await setEventState(tx, id, review.state, now);
    return saved && { event: saved, mails: await queueDecisionMail(deps, tx, saved) };
  });
  if (!decided) throw notFound(M.notFound);
  await deps.mail.deliver(decided.mails);
  return publicRow(decided.event);
}

export async function removeEvent(deps: EventDeps, id: number): Promise<void> {
  if (!(await deleteEvent(deps.db, id))) throw notFound(M.notFound);
}
