import { QUIZ_SIZE } from '../constants.ts';
import type { RatedWork, TasteFeatures } from './features.ts';
import { closeness, likenessExamples, type LikenessExample } from './likeness.ts';
import { uncertainties, type CrowdModel } from './model.ts';

/** How many of the admin's openers a quiz starts with before the engine chooses. */
export const QUIZ_OPENERS = 4;

/**
 * The next work of an adaptive quiz (TASTE.md 6): the admin's openers in their order, then the
 * pool work the model is least sure about given the answers so far. Until the answers hold a
 * like, the quiz searches instead: it asks the pool work least like every work disliked so far
 * (searchScores). Works already asked are never asked again, so going back and changing an
 * answer does not change them. Null once QUIZ_SIZE works have been asked or the pool has no more.
 */
export function nextQuizWork(
  pool: readonly TasteFeatures[],
  openers: readonly number[],
  asked: readonly number[],
  answers: readonly RatedWork[],
  crowd: CrowdModel,
  size = QUIZ_SIZE,
): TasteFeatures | null {
  if (asked.length >= size) return null;
  const done = new Set(asked);
  const byId = new Map(pool.map((work) => [work.id, work]));
  for (const id of openers) {
    const opener = byId.get(id);
    if (opener && !done.has(id)) return opener;
  }
  const candidates = pool.filter((work) => !done.has(work.id));
  if (candidates.length === 0) return null;
  const uncertain = uncertainties(candidates, answers, crowd);
  // Each work by its last answer, as the fit reads them: a like changed to a dislike is no like.
  const examples = likenessExamples(answers);
  const scores = examples.length === 0 || examples.some((example) => example.liked) ? uncertain : searchScores(candidates, examples, uncertain);
  let best = 0;
  for (let i = 1; i < candidates.length; i += 1) if (scores[i]! > scores[best]!) best = i;
  return candidates[best]!;
}

/**
 * A collector who has liked nothing yet gives the model nothing to refine: every prediction sits
 * near the floor and the most uncertain work is one more like those already turned down (a
 * collector who likes only blue abstract works was asked none of the demo pool's five). So the
 * quiz looks elsewhere: each candidate scores minus its closeness to the nearest disliked work
 * (likeness.ts), the uncertainty breaking ties. Once a like is in, the uncertainty chooses again.
 * On the simulated tastes it changes NDCG@10 by +0.001 on average (docs/taste.md, 'The quiz
 * searches until a like'; decision record 064).
 */
function searchScores(candidates: readonly TasteFeatures[], disliked: readonly LikenessExample[], uncertain: readonly number[]): number[] {
  const top = Math.max(...uncertain);
  return candidates.map((work, i) => {
    let nearest = -1;
    for (const example of disliked) nearest = Math.max(nearest, closeness(work, example));
    // Closeness is in [−1, 1]; the uncertainty, scaled into [0, 1e-6], only orders equals.
    return -nearest + (top > 0 ? (1e-6 * uncertain[i]!) / top : 0);
  });
}
