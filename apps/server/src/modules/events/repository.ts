import { and, count, desc, eq, gte, inArray, min, sql, type SQL } from 'drizzle-orm';
import { articlePath, type EventRow, type EventState, type StoredImage } from '@vernissage/core/schemas';
import type { Database, Executor } from '../../db/client.ts';
import { newsEvents, users } from '../../db/schema/index.ts';

/** is_approved per state: 1 and 2 (published elsewhere) are both approved. */
const STATE_VALUES: Record<EventState, Array<-1 | 0 | 1 | 2>> = { waiting: [0], approved: [1, 2], rejected: [-1] };

export const stateOf = (isApproved: number): EventState => (isApproved < 0 ? 'rejected' : isApproved === 0 ? 'waiting' : 'approved');

const columns = {
  id: newsEvents.id,
  title: newsEvents.newsTitle,
  url: newsEvents.newsUrl,
  description: newsEvents.newsDescription,
  date: newsEvents.eventDate,
  link: newsEvents.eventLink,
  externalUrl: newsEvents.externalUrl,
  images: newsEvents.imageUrl,
  isApproved: newsEvents.isApproved,
  author: newsEvents.name,
  userId: newsEvents.userId,
  createdAt: newsEvents.createdAt,
  reviewedAt: newsEvents.reviewedAt,
};

type Selected = {
  id: number;
  title: string;
  url: string;
  description: string;
  date: string | null;
  link: string | null;
  externalUrl: string | null;
  images: StoredImage[];
  isApproved: number;
  author: string;
  userId: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
};

export interface EventRecord extends EventRow {
  userId: string | null;
}

const toRecord = (row: Selected): EventRecord => {
  const state = stateOf(row.isApproved);
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    description: row.description,
    link: row.link,
    externalUrl: row.externalUrl,
    image: row.images[0] ?? null,
    state,
    author: row.author,
    path: state === 'approved' ? articlePath('news-events', row.url) : null,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    userId: row.userId,
  };
};

export const publicRow = ({ userId: _userId, ...row }: EventRecord): EventRow => row;

/** A page of events, newest first: one member's (`userId`) or everyone's, in one state or any. */
export async function pageOfEvents(db: Database, filter: { userId?: string; state?: EventState }, offset: number, limit: number): Promise<{ total: number; items: EventRecord[] }> {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(newsEvents.userId, filter.userId));
  if (filter.state) conditions.push(inArray(newsEvents.isApproved, STATE_VALUES[filter.state]));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select(columns).from(newsEvents).where(where).orderBy(desc(newsEvents.createdAt), desc(newsEvents.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(newsEvents).where(where),
  ]);
  return { total: counted?.n ?? 0, items: rows.map(toRecord) };
}

export async function findEvent(db: Database, id: number): Promise<EventRecord | null> {
  const [row] = await db.select(columns).from(newsEvents).where(eq(newsEvents.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

/**
 * How many events a member listed since then, and when the first of them was (the hourly limit
 * counts in the database, so every server process agrees; the first says when a place frees up).
 */
export async function listedSince(db: Database, userId: string, since: Date): Promise<{ listed: number; first: Date | null }> {
  const [row] = await db
    .select({ listed: count(), first: min(newsEvents.createdAt) })
    .from(newsEvents)
    .where(and(eq(newsEvents.userId, userId), gte(newsEvents.createdAt, since)));
  return { listed: row?.listed ?? 0, first: row?.first ?? null };
}

export interface NewEvent {
  title: string;
  url: string;
  description: string;
  date: string;
  link: string | null;
  author: string;
  userId: string;
}

export async function insertEvent(db: Database, event: NewEvent): Promise<EventRecord> {
  const [row] = await db
    .insert(newsEvents)
    .values({ newsTitle: event.title, newsUrl: event.url, newsDescription: event.description, eventDate: event.date, eventLink: event.link, name: event.author, userId: event.userId, isApproved: 0 })
    .returning(columns);
  if (!row) throw new Error('The event was not stored');
  return toRecord(row);
}

/** A news item the admin writes: published at once (is_approved 2 when it lives at a publisher's page). */
export async function insertNews(db: Database, news: Omit<NewEvent, 'date'> & { date: string | null; externalUrl: string | null }): Promise<EventRecord> {
  const now = new Date();
  const [row] = await db
    .insert(newsEvents)
    .values({
      newsTitle: news.title,
      newsUrl: news.url,
      newsDescription: news.description,
      eventDate: news.date,
      eventLink: news.link,
      externalUrl: news.externalUrl,
      name: news.author,
      userId: news.userId,
      isApproved: news.externalUrl ? 2 : 1,
      reviewedAt: now,
    })
    .returning(columns);
  if (!row) throw new Error('The news item was not stored');
  return toRecord(row);
}

export interface EventChanges {
  title: string;
  description: string;
  date: string | null;
  link: string | null;
  /** The admin's edit only: the author or publisher, and the publisher's page. */
  author?: string;
  externalUrl?: string | null;
}

/**
 * Changes an event's words. `onlyWhile` keeps a member's edit to an event that still waits (the
 * check and the write are one statement, so an approval in between wins). An approved item
 * follows its external address: 2 with one, 1 without.
 */
export async function updateEvent(db: Database, id: number, changes: EventChanges, onlyWhile?: { userId: string; waiting: true }): Promise<EventRecord | null> {
  const now = new Date();
  const external = changes.externalUrl === undefined ? {} : { externalUrl: changes.externalUrl, isApproved: sql<number>`case when ${newsEvents.isApproved} in (1, 2) then ${changes.externalUrl ? 2 : 1} else ${newsEvents.isApproved} end` };
  const [row] = await db
    .update(newsEvents)
    .set({
      newsTitle: changes.title,
      newsDescription: changes.description,
      eventDate: changes.date,
      eventLink: changes.link,
      ...(changes.author ? { name: changes.author } : {}),
      ...external,
      updatedAt: now,
    })
    .where(and(eq(newsEvents.id, id), onlyWhile ? and(eq(newsEvents.userId, onlyWhile.userId), eq(newsEvents.isApproved, 0)) : undefined))
    .returning(columns);
  return row ? toRecord(row) : null;
}

/** A member withdraws their own event while it waits: false when it is not theirs or no longer waits. */
export async function withdrawEvent(db: Database, id: number, userId: string): Promise<boolean> {
  const [row] = await db
    .delete(newsEvents)
    .where(and(eq(newsEvents.id, id), eq(newsEvents.userId, userId), eq(newsEvents.isApproved, 0)))
    .returning({ id: newsEvents.id });
  return row !== undefined;
}

/** Approves (1, or 2 for an item at a publisher's page) or rejects (-1) an event. */
export async function setEventState(db: Executor, id: number, decision: 'approved' | 'rejected', now: Date): Promise<EventRecord | null> {
  const isApproved = decision === 'rejected' ? sql<number>`-1` : sql<number>`case when ${newsEvents.externalUrl} is null then 1 else 2 end`;
  const [row] = await db.update(newsEvents).set({ isApproved, reviewedAt: now, updatedAt: now }).where(eq(newsEvents.id, id)).returning(columns);
  return row ? toRecord(row) : null;
}

export async function setEventImage(db: Database, id: number, image: StoredImage): Promise<EventRecord | null> {
  const [row] = await db.update(newsEvents).set({ imageUrl: [image], updatedAt: new Date() }).where(eq(newsEvents.id, id)).returning(columns);
  return row ? toRecord(row) : null;
}

export async function deleteEvent(db: Database, id: number): Promise<boolean> {
  const [row] = await db.delete(newsEvents).where(eq(newsEvents.id, id)).returning({ id: newsEvents.id });
  return row !== undefined;
}

/** The author's name and address for the decision mail, or null when the account is gone. */
export async function authorOf(db: Executor, userId: string): Promise<{ name: string; email: string } | null> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
