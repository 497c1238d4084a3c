import { QUIZ_SIZE } from '../constants.ts';
import type { RatedWork, TasteFeatures } from './features.ts';
import { uncertainties, type CrowdModel } from './model.ts';

/** How many of the admin's openers a quiz starts with before the engine chooses. */
export const QUIZ_OPENERS = 4;

/**
 * The next work of an adaptive quiz (TASTE.md 6): the admin's openers in their order, then the
 * pool work the model is least sure about given the answers so far. Works already asked are
 * never asked again, so going back and changing an answer does not change them. Null once
 * QUIZ_SIZE works have been asked or the pool has no more.
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
  const scores = uncertainties(candidates, answers, crowd);
  let best = 0;
  for (let i = 1; i < candidates.length; i += 1) if (scores[i]! > scores[best]!) best = i;
  return candidates[best]!;
}
