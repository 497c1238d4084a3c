import type { RatedWork, TasteFeatures } from './features.ts';
import { emptyCrowd, fitCrowd, fitProfile, type CrowdModel, type TasteProfile } from './model.ts';

/** The profile of someone who has rated nothing, before anyone has: every work alike. */
export function emptyProfile(): TasteProfile {
  return fitProfile([], emptyCrowd());
}

/**
 * The crowd: everyone's likes and dislikes, then every sale as SOLD_WEIGHT likes of the sold
 * work. It orders the visitor's gallery and /view-gallery, and is every collector's prior.
 */
export function crowdProfile(ratings: readonly RatedWork[], sales: readonly TasteFeatures[]): CrowdModel {
  return fitCrowd(ratings, sales);
}

/**
 * The profile a collector's works are ranked by: their own ratings fitted with the crowd as the
 * prior. A collector who has liked or disliked nothing is ranked exactly as the crowd.
 */
export function rankingProfile(history: readonly RatedWork[], crowd: CrowdModel): TasteProfile {
  return fitProfile(history, crowd);
}
