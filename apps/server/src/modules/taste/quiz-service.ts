import type { FastifyInstance } from 'fastify';
import { TASTE_MESSAGES, TASTE_STATUS, type Like, type Quiz, type SessionUser } from '@vernissage/core/schemas';
import { AppError, notFound } from '../../lib/errors.ts';
import { ratingHistory, upsertRating } from '../ratings/repository.ts';
import { refoldProfile } from './profile-service.ts';
import { rerankQueue } from './queue-service.ts';
import { loadWorks, quizArtworkIds, setTasteStatus, tasteStatus, toGalleryWork } from './repository.ts';

/** The quiz set as it can be shown: listed works only, in the admin's order. */
async function quizIds(app: FastifyInstance): Promise<number[]> {
  const [ids, snapshot] = await Promise.all([quizArtworkIds(app.db), app.taste.snapshot()]);
  return ids.filter((id) => snapshot.facts.has(id));
}

/** The quiz with the collector's answers; a resumed quiz opens at the first unrated work. */
export async function quizView(app: FastifyInstance, user: SessionUser): Promise<Quiz> {
  const ids = await quizIds(app);
  const [rows, history] = await Promise.all([loadWorks(app.db, ids), ratingHistory(app.db, user.id)]);
  const ratings = new Map(history.map((row) => [row.artworkId, row.rating]));
  const items = ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [{ work: toGalleryWork(row), rating: ratings.get(id) ?? null }] : [];
  });
  const firstUnrated = items.findIndex((item) => item.rating === null);
  return { status: user.tasteTestStatus, items, firstUnrated: firstUnrated < 0 ? items.length : firstUnrated, welcome: user.tasteTestStatus === null };
}

/**
 * A like or dislike in the quiz. The first one marks the test started (status 2); rating the
 * last unrated work completes it (status 1). The profile is folded again each time.
 */
export async function rateQuizWork(app: FastifyInstance, user: SessionUser, artworkId: number, rating: Like) {
  const ids = await quizIds(app);
  if (!ids.includes(artworkId)) throw notFound(TASTE_MESSAGES.notInQuiz);
  await upsertRating(app.db, user.id, artworkId, rating, 'quiz');
  const taste = await refoldProfile(app, user.id);
  const rated = ids.filter((id) => taste.rated.has(id)).length;
  const completed = rated === ids.length;
  const before = await tasteStatus(app.db, user.id);
  const status = completed || before === TASTE_STATUS.complete ? TASTE_STATUS.complete : TASTE_STATUS.started;
  if (status !== before) await setTasteStatus(app.db, user.id, status);
  return { status, rated, total: ids.length, completed };
}

/**
 * Closing the completion modal: the test is complete and the gallery queue is computed from the
 * new profile, as a fresh batch.
 */
export async function completeQuiz(app: FastifyInstance, user: SessionUser) {
  const ids = await quizIds(app);
  const history = await ratingHistory(app.db, user.id);
  const rated = new Set(history.map((row) => row.artworkId));
  if (!ids.every((id) => rated.has(id))) throw new AppError('conflict', TASTE_MESSAGES.quizUnfinished);
  if (user.tasteTestStatus !== TASTE_STATUS.complete) await setTasteStatus(app.db, user.id, TASTE_STATUS.complete);
  const queue = await rerankQueue(app, user.id, { resetCounter: true });
  return { status: TASTE_STATUS.complete, queued: queue.length };
}
