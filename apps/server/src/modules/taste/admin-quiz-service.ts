import { TASTE_MESSAGES, USER_MESSAGES, type AdminQuiz, type QuizTaker, type QuizTakerAnswers, type QuizWork } from '@vernissage/core/schemas';
import { coverageFeatures, quizCoverage } from '@vernissage/core/taste';
import { AppError, notFound } from '../../lib/errors.ts';
import type { TasteDeps } from './deps.ts';
import { ratingHistory } from './ratings-repository.ts';
import { findQuizTaker, loadWorks, quizArtworkIds, quizTakers, replaceQuiz, searchWorks, toQuizWork } from './repository.ts';

/** The quiz's pool in the admin's order (its first works open every quiz), each with its attributes, and what the pool covers. */
export async function adminQuiz(deps: TasteDeps): Promise<AdminQuiz> {
  const ids = await quizArtworkIds(deps.db);
  const rows = await loadWorks(deps.db, ids);
  const items: QuizWork[] = ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toQuizWork(row)] : [];
  });
  return { items, coverage: quizCoverage(items.map(coverageFeatures)) };
}

/** Replaces the quiz set: every work must exist and be listed. */
export async function saveAdminQuiz(deps: TasteDeps, artworkIds: readonly number[]): Promise<AdminQuiz> {
  const snapshot = await deps.catalogue.snapshot();
  const unknown = artworkIds.find((id) => !snapshot.facts.has(id));
  if (unknown !== undefined) throw new AppError('bad_request', `${TASTE_MESSAGES.unknownArtwork} (${unknown})`, { artworkIds: TASTE_MESSAGES.unknownArtwork });
  await replaceQuiz(deps.db, artworkIds);
  return adminQuiz(deps);
}

/** Listed works by title or artist name, for adding to the quiz. */
export async function quizCandidates(deps: TasteDeps, text: string, limit: number): Promise<QuizWork[]> {
  return (await searchWorks(deps.db, text, limit)).map(toQuizWork);
}

/** Collectors who answered the quiz, by name or e-mail, to see what their answers tested. */
export async function searchQuizTakers(deps: TasteDeps, text: string, limit: number): Promise<QuizTaker[]> {
  return quizTakers(deps.db, text, limit);
}

/** The works one collector's quiz asked, in order, with their answers, and what those works cover. */
export async function quizTakerAnswers(deps: TasteDeps, userId: string): Promise<QuizTakerAnswers> {
  const collector = await findQuizTaker(deps.db, userId);
  if (!collector) throw notFound(USER_MESSAGES.notFound, 'user_not_found');
  const asked = (await ratingHistory(deps.db, userId)).filter((row) => row.source === 'quiz');
  const rows = await loadWorks(deps.db, asked.map((row) => row.artworkId));
  const items = asked.flatMap((row) => {
    const work = rows.get(row.artworkId);
    return work ? [{ work: toQuizWork(work), rating: row.rating }] : [];
  });
  return { collector, items, coverage: quizCoverage(items.map((item) => coverageFeatures(item.work))) };
}
