import type { FastifyInstance } from 'fastify';
import { TASTE_MESSAGES, TASTE_STATUS, type Like, type MyRating, type RateWorkResult, type SessionUser } from '@vernissage/core/schemas';
import { nextCounter } from '@vernissage/core/taste';
import { AppError, notFound } from '../../lib/errors.ts';
import { refoldProfile } from '../taste/profile-service.ts';
import { rerankQueue } from '../taste/queue-service.ts';
import { findTasteRecord, loadWorks, saveTasteRecord, toGalleryWork } from '../taste/repository.ts';
import { changeRating, deleteRating, ratingHistory, upsertRating } from './repository.ts';

/**
 * Gallery ratings build on the taste test (spec/01 §5 'Rating prerequisites'): none before it
 * is started, none while it is unfinished.
 */
export function checkCanRate(status: number | null): void {
  if (status === null) throw new AppError('conflict', TASTE_MESSAGES.takeTestFirst);
  if (status !== TASTE_STATUS.complete) throw new AppError('conflict', TASTE_MESSAGES.unfinished);
}

/**
 * A like or dislike in the gallery queue: stored at once and folded into the profile; every
 * fifth one re-ranks the queue after the collector's place and starts a new batch.
 */
export async function rateWork(app: FastifyInstance, user: SessionUser, input: { artworkId: number; rating: Like; keepThrough?: number | undefined }): Promise<RateWorkResult> {
  checkCanRate(user.tasteTestStatus);
  const snapshot = await app.taste.snapshot();
  if (!snapshot.facts.has(input.artworkId)) throw notFound(TASTE_MESSAGES.unknownArtwork);
  await upsertRating(app.db, user.id, input.artworkId, input.rating, 'queue');
  const taste = await refoldProfile(app, user.id);
  const record = await findTasteRecord(app.db, user.id);
  const { counter, rerank } = nextCounter(record?.counter ?? 0);
  if (rerank) {
    const keepThrough = input.keepThrough === undefined ? [input.artworkId] : [input.artworkId, input.keepThrough];
    await rerankQueue(app, user.id, { keepThrough }, taste);
  }
  await saveTasteRecord(app.db, user.id, { counter });
  return { rating: input.rating, counter, reranked: rerank, status: user.tasteTestStatus, queue: null };
}

/** Every work the person rated, most recent first. */
export async function myRatings(app: FastifyInstance, userId: string): Promise<MyRating[]> {
  const rows = await ratingHistory(app.db, userId);
  const works = await loadWorks(
    app.db,
    rows.map((row) => row.artworkId),
  );
  return rows
    .flatMap((row) => {
      const work = works.get(row.artworkId);
      return work ? [{ work: toGalleryWork(work), rating: row.rating, source: row.source, ratedAt: row.createdAt.toISOString() }] : [];
    })
    .reverse();
}

/**
 * A correction on My Ratings changes the taste, so the profile is folded again and the works
 * after the collector's place (the furthest work they rated in the queue) are ranked again at
 * once; the place and what comes before it stay.
 */
async function afterCorrection(app: FastifyInstance, userId: string): Promise<void> {
  const taste = await refoldProfile(app, userId);
  if (!(await findTasteRecord(app.db, userId))?.rankedAt) return;
  await rerankQueue(app, userId, { keepThrough: taste.rows.map((row) => row.artworkId) }, taste);
}

/** Like ↔ dislike on My Ratings: the rating keeps its place in the history. */
export async function switchRating(app: FastifyInstance, userId: string, artworkId: number, rating: Like): Promise<MyRating> {
  if (!(await changeRating(app.db, userId, artworkId, rating))) throw notFound(TASTE_MESSAGES.notRated);
  await afterCorrection(app, userId);
  const item = (await myRatings(app, userId)).find((entry) => entry.work.id === artworkId);
  if (!item) throw notFound(TASTE_MESSAGES.notRated);
  return item;
}

/** Clears a rating: the work is unrated again and may come back in the queue after the place. */
export async function clearRating(app: FastifyInstance, userId: string, artworkId: number): Promise<{ artworkId: number; cleared: true }> {
  if (!(await deleteRating(app.db, userId, artworkId))) throw notFound(TASTE_MESSAGES.notRated);
  await afterCorrection(app, userId);
  return { artworkId, cleared: true };
}
