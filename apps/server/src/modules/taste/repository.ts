import { and, asc, count, desc, eq, ilike, inArray, max, ne, or, sql } from 'drizzle-orm';
import type { GalleryWork, QuizTaker, QuizWork } from '@vernissage/core/schemas';
import { discountedPrice } from '@vernissage/core/text';
import { likePattern } from '../../lib/like-pattern.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { artworks, ratings, tasteProfiles, tasteQuizItems, users, type ArtworkStatus, type CategoricalEntry, type FormalEntry } from '../../db/schema/index.ts';

/** What the feature index is built from: every work's taste attributes and filter facts. */
export interface CatalogueRow {
  id: number;
  status: ArtworkStatus;
  sold: 0 | 1 | 2;
  colors: number[];
  subjects: number[];
  mediums: number[];
  surfaces: number[];
  formal: Record<string, number>;
  price: number;
  discountPercent: number | null;
  width: number;
  height: number;
  createdAt: Date;
}

/**
 * Every work that was ever listed (drafts are seen by their seller only, and nobody has rated
 * or bought one), newest first (the index's tie order, so building it needs no sort).
 */
export async function loadCatalogueRows(db: Database): Promise<CatalogueRow[]> {
  const rows = await db
    .select({
      id: artworks.id,
      status: artworks.status,
      sold: artworks.sold,
      colors: artworks.colors,
      subjects: artworks.subjects,
      mediums: artworks.mediums,
      surfaces: artworks.surfaces,
      formal: artworks.formal,
      price: artworks.price,
      discountPercent: artworks.discountPercent,
      width: artworks.width,
      height: artworks.height,
      createdAt: artworks.createdAt,
    })
    .from(artworks)
    .where(ne(artworks.status, 'draft'))
    .orderBy(desc(artworks.createdAt), asc(artworks.id));
  return rows;
}

/** The sold state and status of these works now: what patching the index for a hold or sale reads. */
export async function loadAvailability(db: Database, ids: readonly number[]): Promise<Array<Pick<CatalogueRow, 'id' | 'status' | 'sold'>>> {
  if (!ids.length) return [];
  return db.select({ id: artworks.id, status: artworks.status, sold: artworks.sold }).from(artworks).where(inArray(artworks.id, [...ids]));
}

const workColumns = {
  id: artworks.id,
  title: artworks.workTitle,
  artistId: users.id,
  artistName: users.name,
  yearCreated: artworks.yearCreated,
  width: artworks.width,
  height: artworks.height,
  price: artworks.price,
  discountPercent: artworks.discountPercent,
  sold: artworks.sold,
  mediums: artworks.mediums,
  surfaces: artworks.surfaces,
  colors: artworks.colors,
  subjects: artworks.subjects,
  formal: artworks.formal,
  imageUrls: artworks.imageUrls,
};
type WorkRow = Awaited<ReturnType<typeof selectWorks>>[number];

function selectWorks(db: Executor) {
  return db.select(workColumns).from(artworks).innerJoin(users, eq(artworks.userId, users.id));
}

export function toGalleryWork(row: WorkRow): GalleryWork {
  return {
    id: row.id,
    title: row.title,
    artist: { id: row.artistId, name: row.artistName },
    yearCreated: row.yearCreated,
    width: row.width,
    height: row.height,
    price: row.price,
    discountedPrice: row.discountPercent ? discountedPrice(row.price, row.discountPercent) : null,
    sold: row.sold,
    mediums: row.mediums,
    surfaces: row.surfaces,
    image: row.imageUrls[0] ?? null,
  };
}

export function toQuizWork(row: WorkRow): QuizWork {
  return { ...toGalleryWork(row), colours: row.colors, subjects: row.subjects, formal: row.formal };
}

/** The works with these ids (any status), for showing them: only the rows asked for. */
export async function loadWorks(db: Executor, ids: readonly number[]): Promise<Map<number, WorkRow>> {
  if (!ids.length) return new Map();
  const rows = await selectWorks(db).where(inArray(artworks.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Listed works whose title or artist name contains the text, newest first. */
export async function searchWorks(db: Database, text: string, limit: number): Promise<WorkRow[]> {
  const pattern = likePattern(text);
  const match = text ? or(ilike(artworks.workTitle, pattern), ilike(users.name, pattern)) : undefined;
  return selectWorks(db)
    .where(and(eq(artworks.status, '1'), match))
    .orderBy(desc(artworks.createdAt), asc(artworks.id))
    .limit(limit);
}

/** The quiz set, in order. */
export async function quizArtworkIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: tasteQuizItems.artworkId }).from(tasteQuizItems).orderBy(asc(tasteQuizItems.position));
  return rows.map((row) => row.id);
}

/** Replaces the quiz set with these works in this order. */
export async function replaceQuiz(db: Database, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(tasteQuizItems);
    await tx.insert(tasteQuizItems).values(ids.map((artworkId, position) => ({ artworkId, position })));
  });
}

/** People who answered the quiz, whose name or e-mail contains the text, most recent quiz first. */
export async function quizTakers(db: Database, text: string, limit: number): Promise<QuizTaker[]> {
  const pattern = likePattern(text);
  const match = text ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.tasteTestStatus, answered: count() })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(and(eq(ratings.source, 'quiz'), match))
    .groupBy(users.id)
    .orderBy(desc(max(ratings.createdAt)), asc(users.id))
    .limit(limit);
  return rows;
}

/** One person as the quiz's admin view names them, with how many quiz works they answered. */
export async function findQuizTaker(db: Database, userId: string): Promise<QuizTaker | null> {
  const [person] = await db.select({ id: users.id, name: users.name, email: users.email, status: users.tasteTestStatus }).from(users).where(eq(users.id, userId)).limit(1);
  if (!person) return null;
  const [answers] = await db
    .select({ answered: count() })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.source, 'quiz')));
  return { ...person, answered: answers?.answered ?? 0 };
}

export type TasteRecord = typeof tasteProfiles.$inferSelect;

/** Where a collector's gallery queue stands: what its reads need of the record. */
export type QueueState = Pick<TasteRecord, 'counter' | 'queueData' | 'rankedAt'>;

/** The queue's part of the record with its version (raised by every save). */
export type QueueRecord = QueueState & Pick<TasteRecord, 'version'>;

/**
 * The queue's part of the record, without the stored profiles: those are written for the pages
 * that show them, and reading their JSON back on every gallery visit was most of the row.
 */
export async function findQueueState(db: Database, userId: string): Promise<QueueRecord | null> {
  const [row] = await queueStateQuery(db).execute({ userId });
  return row ?? null;
}

// A gallery visit whose answer is not kept reads it.
const queueStateQuery = preparedFor((db) =>
  db
    .select({ counter: tasteProfiles.counter, queueData: tasteProfiles.queueData, rankedAt: tasteProfiles.rankedAt, version: tasteProfiles.version })
    .from(tasteProfiles)
    .where(eq(tasteProfiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('taste_queue_state'),
);

/** Whether the collector's queue is ranked, and the record's version: all a kept queue answer is checked against. */
export type QueueStamp = Pick<TasteRecord, 'rankedAt' | 'version'>;

/**
 * The record's version and when the queue was ranked, without the stored order: a gallery visit
 * whose answer is kept needs no more, and the order (hundreds of ids) is read only to build one.
 */
export async function findQueueStamp(db: Database, userId: string): Promise<QueueStamp | null> {
  const [row] = await queueStampQuery(db).execute({ userId });
  return row ?? null;
}

// Every gallery visit reads it.
const queueStampQuery = preparedFor((db) =>
  db
    .select({ rankedAt: tasteProfiles.rankedAt, version: tasteProfiles.version })
    .from(tasteProfiles)
    .where(eq(tasteProfiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('taste_queue_stamp'),
);

export interface StoredProfile {
  colorProfile: CategoricalEntry[];
  contentProfile: CategoricalEntry[];
  materialProfile: CategoricalEntry[];
  formalProfile: FormalEntry[];
}

/** A ranking of the queue: its order and when it was made. */
export interface QueueRanking {
  counter?: number;
  queueData: number[];
  rankedAt: Date;
}

/**
 * Writes part of the rating record, creating it on first use. A queue's order is stored only with
 * the profile it was ranked by (decision record 046), so the stored profile is always the fit of
 * the history as it stood at the queue's last ranking; a change that ranks nothing writes the
 * counter alone.
 */
export type TasteRecordUpdate = { counter?: number; queueData?: never; rankedAt?: never } | (QueueRanking & StoredProfile);

/**
 * Every change of a collector's ratings ends here, in its transaction (rating-service.ts
 * changeRatings), as do the queue's re-ranks: each save raises the record's version. (A gallery
 * rating within a batch raises it in its own statement: ratings-repository.ts rateWithinBatch.)
 */
export async function saveTasteRecord(db: Executor, userId: string, values: TasteRecordUpdate): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(tasteProfiles)
    .values({ userId, ...values, updatedAt, version: 1 })
    .onConflictDoUpdate({ target: tasteProfiles.userId, set: { ...values, updatedAt, version: sql`${tasteProfiles.version} + 1` } });
}

/**
 * The collector's record, created on first use and locked until the transaction ends: the one
 * read of it a rating makes. Concurrent ratings of one collector wait here for each other, so
 * each sees the counter and queue the one before it left.
 */
export async function lockTasteRecord(tx: Transaction, userId: string): Promise<QueueRecord> {
  const [row] = await tx
    .insert(tasteProfiles)
    .values({ userId })
    .onConflictDoUpdate({ target: tasteProfiles.userId, set: { userId: sql`excluded.user_id` } })
    // The queue's part: the stored profiles (about 15 KB of JSON) are only written.
    .returning({ counter: tasteProfiles.counter, queueData: tasteProfiles.queueData, rankedAt: tasteProfiles.rankedAt, version: tasteProfiles.version });
  if (!row) throw new Error('taste record upsert returned no row');
  return row;
}

export async function tasteStatus(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db.select({ status: users.tasteTestStatus }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.status ?? null;
}

export async function setTasteStatus(db: Executor, userId: string, status: number): Promise<void> {
  await db.update(users).set({ tasteTestStatus: status, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
