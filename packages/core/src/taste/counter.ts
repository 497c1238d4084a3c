import { PROFILE_RECOMPUTE_EVERY } from '../constants.ts';

/**
 * The gallery queue's batch counter after one more rating. Every PROFILE_RECOMPUTE_EVERY-th
 * rating re-folds the profile and re-ranks the queue, and the counter returns to 0, so the
 * collector sees the order change in batches rather than under their finger.
 */
export function nextCounter(counter: number): { counter: number; rerank: boolean } {
  // A counter that cannot be read (corrupt or hand-edited) starts the batch over.
  const next = Number.isInteger(counter) && counter >= 0 ? counter + 1 : 1;
  return next >= PROFILE_RECOMPUTE_EVERY ? { counter: 0, rerank: true } : { counter: next, rerank: false };
}
