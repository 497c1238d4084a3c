import { TASTE_MESSAGES, TASTE_STATUS, type Like, type Quiz, type QuizRatingResult, type SessionUser } from '@vernissage/core/schemas';
import { notFound, refusal } from '../../lib/errors.ts';
import { nowOf, type TasteDeps } from './deps.ts';
import { rankingProfileOf } from './profile-service.ts';
import { rankedQueue } from './queue-service.ts';
import { changeRatings, writeRating } from './rating-service.ts';
import { ratingHistory } from './ratings-repository.ts';
import { quizArtworkIds, setTasteStatus, tasteStatus } from './repository.ts';

/** The quiz set as it can be shown: listed works only, in the admin's order. */
async function quizIds(deps: TasteDeps): Promise<number[]> {
  const [ids, snapshot] = await Promise.all([quizArtworkIds(deps.db), deps.catalogue.snapshot()]);
  return ids.filter((id) => snapshot.facts.has(id));
}

/** The quiz with the collector's answers; a resumed quiz opens at the first unrated work. */
export async function quizView(deps: TasteDeps, user: SessionUser): Promise<Quiz> {
  const ids = await quizIds(deps);
  const [works, history] = await Promise.all([deps.catalogue.galleryWorks(ids), ratingHistory(deps.db, user.id)]);
  const ratings = new Map(history.map((row) => [row.artworkId, row.rating]));
  const items = ids.flatMap((id) => {
    const work = works.get(id);
    return work ? [{ work, rating: ratings.get(id) ?? null }] : [];
  });
  const firstUnrated = items.findIndex((item) => item.rating === null);
  return { status: user.tasteTestStatus, items, firstUnrated: firstUnrated < 0 ? items.length : firstUnrated, welcome: user.tasteTestStatus === null };
}

/**
 * A like or dislike in the quiz, on the same path as every rating. The first one marks the test
 * started (status 2); rating the last unrated work completes it (status 1).
 */
export async function rateQuizWork(deps: TasteDeps, user: SessionUser, artworkId: number, rating: Like): Promise<QuizRatingResult> {
  const ids = await quizIds(deps);
  if (!ids.includes(artworkId)) throw notFound(TASTE_MESSAGES.notInQuiz, 'not_in_quiz');
  return changeRatings(deps, user.id, writeRating(user.id, artworkId, rating, 'quiz'), async ({ tx, taste }) => {
    const rated = ids.filter((id) => taste.rated.has(id)).length;
    const completed = rated === ids.length;
    const before = await tasteStatus(tx, user.id);
    const status = completed || before === TASTE_STATUS.complete ? TASTE_STATUS.complete : TASTE_STATUS.started;
    if (status !== before) await setTasteStatus(tx, user.id, status);
    return { result: { status, rated, total: ids.length, completed } };
  });
}

/**
 * Closing the completion modal: the test is complete and the gallery queue is computed from the
 * new profile, as a fresh batch.
 */
export async function completeQuiz(deps: TasteDeps, user: SessionUser): Promise<{ status: number; queued: number }> {
  const ids = await quizIds(deps);
  return changeRatings(
    deps,
    user.id,
    async () => {},
    async ({ tx, taste }) => {
      if (!ids.every((id) => taste.rated.has(id))) throw refusal('conflict', 'quiz_unfinished', TASTE_MESSAGES.quizUnfinished);
      if (user.tasteTestStatus !== TASTE_STATUS.complete) await setTasteStatus(tx, user.id, TASTE_STATUS.complete);
      const { profile } = await rankingProfileOf(deps.catalogue, taste);
      const queueData = rankedQueue(taste, profile, []);
      return { update: { queueData, rankedAt: nowOf(deps), counter: 0 }, result: { status: TASTE_STATUS.complete, queued: queueData.length } };
    },
  );
}
