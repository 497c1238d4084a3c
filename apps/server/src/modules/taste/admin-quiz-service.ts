import type { FastifyInstance } from 'fastify';
import { TASTE_MESSAGES, type AdminQuiz, type QuizWork } from '@vernissage/core/schemas';
import { coverageFeatures, quizCoverage } from '@vernissage/core/taste';
import { AppError } from '../../lib/errors.ts';
import { loadWorks, quizArtworkIds, replaceQuiz, searchWorks, toQuizWork } from './repository.ts';

/** The quiz set in order, each work with its attributes, and how well the set covers them. */
export async function adminQuiz(app: FastifyInstance): Promise<AdminQuiz> {
  const ids = await quizArtworkIds(app.db);
  const rows = await loadWorks(app.db, ids);
  const items: QuizWork[] = ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toQuizWork(row)] : [];
  });
  return { items, coverage: quizCoverage(items.map(coverageFeatures)) };
}

/** Replaces the quiz set: every work must exist and be listed. */
export async function saveAdminQuiz(app: FastifyInstance, artworkIds: readonly number[]): Promise<AdminQuiz> {
  const snapshot = await app.taste.snapshot();
  const unknown = artworkIds.find((id) => !snapshot.facts.has(id));
  if (unknown !== undefined) throw new AppError('bad_request', `${TASTE_MESSAGES.unknownArtwork} (${unknown})`, { artworkIds: TASTE_MESSAGES.unknownArtwork });
  await replaceQuiz(app.db, artworkIds);
  return adminQuiz(app);
}

/** Listed works by title or artist name, for adding to the quiz. */
export async function quizCandidates(app: FastifyInstance, text: string, limit: number): Promise<QuizWork[]> {
  return (await searchWorks(app.db, text, limit)).map(toQuizWork);
}
