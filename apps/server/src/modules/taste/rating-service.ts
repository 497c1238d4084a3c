import { TASTE_MESSAGES, TASTE_STATUS, type GalleryFilter, type Like, type MyRating, type RateWorkResult, type SessionUser, type VisitorRating } from '@vernissage/core/schemas';
import { nextCounter, type TasteProfile } from '@vernissage/core/taste';
import type { Transaction } from '../../db/client.ts';
import { notFound, refusal } from '../../lib/errors.ts';
import type { CatalogueSnapshot } from './catalogue.ts';
import { nowOf, type TasteDeps } from './deps.ts';
import { historyOf, profileWith, storedProfileOf, type TasteHistory } from './profile-service.ts';
import { queueOf, rankedQueue } from './queue-service.ts';
import { changeRating, deleteRating, rateWithinBatch, ratingHistory, ratingHistoryIn, storeVisitorRatings, upsertRating, type RatingSource } from './ratings-repository.ts';
import { lockTasteRecord, saveTasteRecord, type QueueRanking, type QueueRecord } from './repository.ts';

/**
 * Gallery ratings build on the taste test (spec/01 §5 'Rating prerequisites'): none before it
 * is started, none while it is unfinished.
 */
export function checkCanRate(status: number | null): void {
  if (status === null) throw refusal('conflict', 'taste_test_required', TASTE_MESSAGES.takeTestFirst);
  if (status !== TASTE_STATUS.complete) throw refusal('conflict', 'taste_test_unfinished', TASTE_MESSAGES.unfinished);
}

/** What every change to a collector's ratings has in hand, inside its transaction. */
export interface RatingChange {
  tx: Transaction;
  /** The record as it was before this change, locked until the transaction ends. */
  record: QueueRecord;
  /** The history after the change: read once, when first asked for. */
  taste: () => Promise<TasteHistory>;
  /** The profile fitted to that history: fitted once, when first asked for. */
  profile: () => Promise<TasteProfile>;
}

/**
 * The one path every rating change takes (a like in the queue or the quiz, a correction on My
 * Ratings, the visitor's ratings at sign-up; a gallery rating within a batch makes the same
 * writes in one statement, rateWithinBatch): in one transaction, lock the collector's record
 * (the only read of it), write the rating, and let `then` decide the rest of the record
 * (counter, queue, status), which is written once. The history is read and fitted only when
 * `then` asks for them: a rating between re-ranks needs neither. A change that ranks the queue
 * stores the profile it was ranked by with it, so the stored profile is always the fit of the
 * history as it stood at the queue's last ranking (spec/01 §4: recomputed at every fifth rating).
 */
export async function changeRatings<T>(
  deps: TasteDeps,
  userId: string,
  write: (tx: Transaction) => Promise<void>,
  then: (change: RatingChange) => Promise<{ update?: { counter: number } | QueueRanking; result: T }>,
  snapshot?: CatalogueSnapshot,
): Promise<T> {
  const [index, crowd] = await Promise.all([snapshot ?? deps.catalogue.snapshot(), deps.catalogue.crowd()]);
  const result = await deps.db.transaction(async (tx) => {
    const record = await lockTasteRecord(tx, userId);
    await write(tx);
    const taste = once(async () => historyOf(index, await ratingHistoryIn(tx, userId)));
    const profile = once(async () => profileWith(await taste(), crowd));
    const { update, result } = await then({ tx, record, taste, profile });
    await saveTasteRecord(tx, userId, update && 'queueData' in update ? { ...storedProfileOf(await profile()), ...update } : (update ?? {}));
    return result;
  });
  // Committed: the crowd is folded from everyone's ratings, and may now be due again.
  deps.catalogue.ratingsStored();
  return result;
}

/** The value of `make`, made on the first call only. */
function once<V>(make: () => Promise<V>): () => Promise<V> {
  let made: Promise<V> | undefined;
  return () => (made ??= make());
}

/** Writes one like or dislike as part of a rating change. */
export const writeRating = (userId: string, artworkId: number, rating: Like, source: RatingSource) => (tx: Transaction) => upsertRating(tx, userId, artworkId, rating, source);

export interface RateInput {
  artworkId: number;
  rating: Like;
  /** The work on screen: it and the works before it keep their places at a re-rank. */
  keepThrough?: number | undefined;
  /** The gallery's filter: a re-ranked queue is answered as the page shows it. */
  filter?: GalleryFilter | undefined;
}

/**
 * A like or dislike in the gallery queue: stored at once and fitted into the profile; every
 * fifth one re-ranks the queue after the collector's place and starts a new batch. Two ratings
 * sent at once both count, in the order they reach the collector's record. When the queue was
 * re-ranked the answer carries it, so the page does not ask again. The four ratings of a batch
 * that re-rank nothing are one statement; the fifth, and a collector without a record yet, take
 * changeRatings' transaction.
 */
export async function recordRating(deps: TasteDeps, user: SessionUser, input: RateInput): Promise<RateWorkResult> {
  checkCanRate(user.tasteTestStatus);
  const snapshot = await deps.catalogue.snapshot();
  if (!snapshot.facts.has(input.artworkId)) throw notFound(TASTE_MESSAGES.unknownArtwork, 'unknown_artwork');
  const counter = await rateWithinBatch(deps.db, user.id, input.artworkId, input.rating);
  if (counter !== null) {
    deps.catalogue.ratingsStored();
    return { rating: input.rating, counter, reranked: false, status: user.tasteTestStatus, queue: null };
  }
  type Reranked = { taste: TasteHistory; profile: TasteProfile; state: Required<QueueRanking> };
  const outcome = await changeRatings<{ counter: number; reranked: Reranked | null }>(
    deps,
    user.id,
    writeRating(user.id, input.artworkId, input.rating, 'queue'),
    async ({ record, taste, profile }) => {
      const { counter, rerank } = nextCounter(record.counter);
      if (!rerank) return { update: { counter }, result: { counter, reranked: null } };
      const keepThrough = input.keepThrough === undefined ? [input.artworkId] : [input.artworkId, input.keepThrough];
      const [history, fitted] = await Promise.all([taste(), profile()]);
      const state: Required<QueueRanking> = { counter, queueData: rankedQueue(history, fitted, record.queueData, keepThrough), rankedAt: nowOf(deps) };
      return { update: state, result: { counter, reranked: { taste: history, profile: fitted, state } } };
    },
    snapshot,
  );
  // The reasons are explained with the profile the queue was ranked by: the crowd is the same one.
  const { reranked } = outcome;
  const queue = reranked ? await queueOf(deps, user, reranked.taste, reranked.state, input.filter ?? {}, reranked.profile) : null;
  return { rating: input.rating, counter: outcome.counter, reranked: reranked !== null, status: user.tasteTestStatus, queue };
}

/** Every work the person rated, most recent first. */
export async function myRatings(deps: TasteDeps, userId: string): Promise<MyRating[]> {
  const rows = await ratingHistory(deps.db, userId);
  const works = await deps.catalogue.galleryWorks(rows.map((row) => row.artworkId));
  return rows
    .flatMap((row) => {
      const work = works.get(row.artworkId);
      return work ? [{ work, rating: row.rating, source: row.source, ratedAt: row.createdAt.toISOString() }] : [];
    })
    .reverse();
}

/**
 * A correction on My Ratings changes the taste, so the profile is fitted again and the works
 * after the collector's place (the furthest work they rated in the queue) are ranked again at
 * once; the place and what comes before it stay. False when the person never rated the work.
 */
async function correct(deps: TasteDeps, userId: string, write: (tx: Transaction) => Promise<boolean>): Promise<boolean> {
  let found = false;
  await changeRatings(
    deps,
    userId,
    async (tx) => {
      found = await write(tx);
    },
    async ({ record, taste, profile }) => {
      // The record is saved all the same: the version moves with every change of the ratings.
      if (!found || !record.rankedAt) return { result: undefined };
      const [history, fitted] = await Promise.all([taste(), profile()]);
      const keepThrough = history.rows.map((row) => row.artworkId);
      return { update: { queueData: rankedQueue(history, fitted, record.queueData, keepThrough), rankedAt: nowOf(deps) }, result: undefined };
    },
  );
  return found;
}

/** Like ↔ dislike on My Ratings: the rating keeps its place in the history. */
export async function switchRating(deps: TasteDeps, userId: string, artworkId: number, rating: Like): Promise<MyRating> {
  if (!(await correct(deps, userId, (tx) => changeRating(tx, userId, artworkId, rating)))) throw notFound(TASTE_MESSAGES.notRated, 'not_rated');
  const item = (await myRatings(deps, userId)).find((entry) => entry.work.id === artworkId);
  if (!item) throw notFound(TASTE_MESSAGES.notRated, 'not_rated');
  return item;
}

/** Clears a rating: the work is unrated again and may come back in the queue after the place. */
export async function clearRating(deps: TasteDeps, userId: string, artworkId: number): Promise<{ artworkId: number; cleared: true }> {
  if (!(await correct(deps, userId, (tx) => deleteRating(tx, userId, artworkId)))) throw notFound(TASTE_MESSAGES.notRated, 'not_rated');
  return { artworkId, cleared: true };
}

/**
 * The ratings a visitor made before signing up (the spec's store-calculation step): stored in
 * their order, and the new account's gallery starts from them rather than from the crowd.
 */
export async function takeOverVisitorRatings(deps: TasteDeps, userId: string, given: readonly VisitorRating[]): Promise<{ stored: number }> {
  let stored = 0;
  await changeRatings(
    deps,
    userId,
    async (tx) => {
      stored = await storeVisitorRatings(tx, userId, given);
    },
    async ({ record, taste, profile }) => {
      if (stored === 0) return { result: undefined };
      const [history, fitted] = await Promise.all([taste(), profile()]);
      return { update: { queueData: rankedQueue(history, fitted, record.queueData), rankedAt: nowOf(deps), counter: 0 }, result: undefined };
    },
  );
  return { stored };
}
