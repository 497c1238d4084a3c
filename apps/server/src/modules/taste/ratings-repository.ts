import { and, asc, eq, gte, inArray, lt, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Like, VisitorRating } from '@vernissage/core/schemas';
import { PROFILE_RECOMPUTE_EVERY } from '@vernissage/core/taste';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { artworks, ratings, tasteProfiles } from '../../db/schema/index.ts';

/**
 * Stores a visitor's ratings for the account in the order they were given. Works the account
 * has rated since keep that rating (it is newer); unknown works and drafts (never shown to anyone) are skipped. Returns how many
 * were stored.
 */
export async function storeVisitorRatings(db: Executor, userId: string, given: readonly VisitorRating[]): Promise<number> {
  if (!given.length) return 0;
  const ids = [...new Set(given.map((rating) => rating.artworkId))];
  const known = new Set((await db.select({ id: artworks.id }).from(artworks).where(and(inArray(artworks.id, ids), ne(artworks.status, 'draft')))).map((row) => row.id));
  const now = Date.now();
  // The last rating of a work wins, as it did in the browser.
  const latest = new Map<number, VisitorRating>();
  for (const rating of given) if (known.has(rating.artworkId)) latest.set(rating.artworkId, rating);
  const rows = [...latest.values()].map((rating) => {
    const at = new Date(Math.min(Date.parse(rating.ratedAt), now));
    return { userId, artworkId: rating.artworkId, rating: rating.rating, source: 'visitor' as const, createdAt: at, updatedAt: at };
  });
  if (!rows.length) return 0;
  const inserted = await db
    .insert(ratings)
    .values(rows)
    .onConflictDoNothing({ target: [ratings.userId, ratings.artworkId] })
    .returning({ id: sql`1` });
  return inserted.length;
}

export type RatingSource = 'quiz' | 'queue' | 'visitor';

export interface RatingRow {
  artworkId: number;
  rating: -1 | 0 | 1;
  source: RatingSource;
  createdAt: Date;
}

function historyQuery(db: Executor, userId: string | Placeholder) {
  return db
    .select({ artworkId: ratings.artworkId, rating: ratings.rating, source: ratings.source, createdAt: ratings.createdAt })
    .from(ratings)
    .where(eq(ratings.userId, userId))
    .orderBy(asc(ratings.createdAt), asc(ratings.artworkId));
}

// The pages that show a taste read it on every visit (My Ratings, the recommendations, a rebuilt queue).
const ratingHistoryQuery = preparedFor((db) => historyQuery(db, sql.placeholder('userId')).prepare('taste_rating_history'));

/** A person's ratings in the order they were first given: the history their profile folds. */
export async function ratingHistory(db: Database, userId: string): Promise<RatingRow[]> {
  return (await ratingHistoryQuery(db).execute({ userId })) as RatingRow[];
}

/** The same inside a transaction: a prepared statement runs on the pool, not on the transaction's connection. */
export async function ratingHistoryIn(tx: Transaction, userId: string): Promise<RatingRow[]> {
  return (await historyQuery(tx, userId)) as RatingRow[];
}

/** Several people's histories in one query (each in ratingHistory's order): a person with none has an empty one. */
export async function ratingHistories(db: Executor, userIds: readonly string[]): Promise<Map<string, RatingRow[]>> {
  const histories = new Map<string, RatingRow[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return histories;
  const rows = await db
    .select({ userId: ratings.userId, artworkId: ratings.artworkId, rating: ratings.rating, source: ratings.source, createdAt: ratings.createdAt })
    .from(ratings)
    .where(inArray(ratings.userId, [...userIds]))
    .orderBy(asc(ratings.userId), asc(ratings.createdAt), asc(ratings.artworkId));
  for (const { userId, ...row } of rows) histories.get(userId)?.push(row as RatingRow);
  return histories;
}

/** Every like and dislike of everyone, in time order (the crowd profile's history). */
export async function everyoneRatings(db: Executor): Promise<Array<{ userId: string; artworkId: number; rating: number }>> {
  return db
    .select({ userId: ratings.userId, artworkId: ratings.artworkId, rating: ratings.rating })
    .from(ratings)
    .where(inArray(ratings.rating, [1, -1]))
    .orderBy(asc(ratings.createdAt), asc(ratings.userId), asc(ratings.artworkId));
}

/** A work rated again keeps its place in the history (created_at) and takes the new rating. */
const RATED_AGAIN = { target: [ratings.userId, ratings.artworkId], set: { rating: sql`excluded.rating`, updatedAt: sql`now()` } };

/**
 * Gives or changes a rating. A changed rating keeps its row, so its place in the history (the
 * order the profile folds in) stays where it was first given.
 */
export async function upsertRating(db: Executor, userId: string, artworkId: number, rating: -1 | 0 | 1, source: RatingSource): Promise<void> {
  // created_at is the database's clock when the row is written (clock_timestamp, not the
  // transaction's start): a rating is written while its collector's record is locked, so
  // concurrent ratings fold in the order they took the lock.
  await db
    .insert(ratings)
    .values({ userId, artworkId, rating, source, createdAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate(RATED_AGAIN);
}

// A gallery rating within a batch: the record's counter and version move, locking it as
// lockTasteRecord does, and the rating is written once the lock is held (it selects from the
// record's update), so concurrent ratings of one collector still fold in the order they took it.
const rateWithinBatchQuery = preparedFor((db) => {
  const moved = db.$with('moved').as(
    db
      .update(tasteProfiles)
      .set({ counter: sql`${tasteProfiles.counter} + 1`, version: sql`${tasteProfiles.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(tasteProfiles.userId, sql.placeholder('userId')), gte(tasteProfiles.counter, 0), lt(tasteProfiles.counter, PROFILE_RECOMPUTE_EVERY - 1)))
      .returning({ counter: tasteProfiles.counter }),
  );
  const rated = db.$with('rated').as(
    db
      .insert(ratings)
      .select(
        sql`select ${sql.placeholder('userId')}::text, ${sql.placeholder('artworkId')}::integer, ${sql.placeholder('rating')}::smallint, 'queue', clock_timestamp(), clock_timestamp() from ${moved}`,
      )
      .onConflictDoUpdate(RATED_AGAIN),
  );
  return db.with(moved, rated).select({ counter: moved.counter }).from(moved).prepare('taste_rate_within_batch');
});

/**
 * A gallery rating that completes no batch, in one statement: the same writes changeRatings
 * makes for it (the rating, upserted; the record's counter one higher and its version raised),
 * without a transaction's four round trips or reading the record. Returns the new counter, or
 * null, having written nothing, when this rating would complete the batch (it re-ranks) or the
 * collector has no record yet: those take changeRatings' path.
 */
export async function rateWithinBatch(db: Database, userId: string, artworkId: number, rating: Like): Promise<number | null> {
  const [row] = await rateWithinBatchQuery(db).execute({ userId, artworkId, rating });
  return row?.counter ?? null;
}

/** Changes an existing rating only; false when the person never rated the work. */
export async function changeRating(db: Executor, userId: string, artworkId: number, rating: -1 | 0 | 1): Promise<boolean> {
  const changed = await db
    .update(ratings)
    .set({ rating, updatedAt: sql`now()` })
    .where(and(eq(ratings.userId, userId), eq(ratings.artworkId, artworkId)))
    .returning({ artworkId: ratings.artworkId });
  return changed.length > 0;
}

/** Clears a rating (the work is unrated again); false when there was none. */
export async function deleteRating(db: Executor, userId: string, artworkId: number): Promise<boolean> {
  const deleted = await db
    .delete(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.artworkId, artworkId)))
    .returning({ artworkId: ratings.artworkId });
  return deleted.length > 0;
}
