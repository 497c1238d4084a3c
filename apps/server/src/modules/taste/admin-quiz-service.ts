import { TASTE_MESSAGES, type AdminQuiz, type QuizWork } from '@vernissage/core/schemas';
import { coverageFeatures, quizCoverage } from '@vernissage/core/taste';
import { AppError } from '../../lib/errors.ts';
import type { TasteDeps } from './deps.ts';
import { loadWorks, quizArtworkIds, replaceQuiz, searchWorks, toQuizWork } from './repository.ts';

/** The quiz set in order, each work with its attributes, and how well the set covers them. */
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
