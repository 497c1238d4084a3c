import { RATING, SOLD_WEIGHT } from '../constants.ts';
import type { MaterialKey } from '../lookups/index.ts';
import { AXIS_MIDDLE, DISLIKE_FORMAL_WEIGHT, DISLIKE_UPDATE, LIKE_UPDATE, UNTESTED_SCORE, type ScoreUpdate } from './constants.ts';
import { formalPositions, uniqueValues, type RatedWork, type Rating, type TasteFeatures } from './features.ts';

/** One formal axis: the running sum of contributions over its denominator. */
export interface FormalTally {
  readonly sum: number;
  readonly denominator: number;
}

/**
 * A taste profile: the fold of a rating history. Categorical maps hold a score s per value id
 * (absent means untested, s = 0; lower is a stronger liking). Never mutated once returned.
 */
export interface TasteProfile {
  readonly colour: ReadonlyMap<number, number>;
  readonly content: ReadonlyMap<number, number>;
  readonly material: ReadonlyMap<MaterialKey, number>;
  readonly formal: ReadonlyMap<number, FormalTally>;
}

interface MutableProfile {
  colour: Map<number, number>;
  content: Map<number, number>;
  material: Map<MaterialKey, number>;
  formal: Map<number, FormalTally>;
}

export function emptyProfile(): TasteProfile {
  return { colour: new Map(), content: new Map(), material: new Map(), formal: new Map() };
}

/**
 * The profile after one more rating; the given profile is left as it was.
 *
 * `weight` n means the rating applied n times over, literally: n successive categorical updates
 * and n successive formal contributions. So a sale weighed as ten likes is exactly ten likes, to
 * the last bit, and the crowd profile stays a plain fold. Neutral and unrated change nothing.
 */
export function applyRating(profile: TasteProfile, features: TasteFeatures, rating: Rating, weight = 1): TasteProfile {
  checkWeight(weight);
  if (!changesProfile(rating) || weight === 0) return profile;
  const next: MutableProfile = {
    colour: new Map(profile.colour),
    content: new Map(profile.content),
    material: new Map(profile.material),
    formal: new Map(profile.formal),
  };
  applyInPlace(next, features, rating, weight);
  return next;
}

/** `history.reduce(applyRating, emptyProfile())`, without copying the profile at every step. */
export function foldProfile(history: readonly RatedWork[]): TasteProfile {
  const profile: MutableProfile = { colour: new Map(), content: new Map(), material: new Map(), formal: new Map() };
  for (const { features, rating } of history) applyInPlace(profile, features, rating, 1);
  return profile;
}

/**
 * The crowd profile: every collector's ratings in the order given (time order), then every sale
 * as SOLD_WEIGHT likes of the sold work. It ranks the visitor's gallery and /view-gallery.
 */
export function crowdProfile(ratings: readonly RatedWork[], sales: readonly TasteFeatures[]): TasteProfile {
  const profile: MutableProfile = { colour: new Map(), content: new Map(), material: new Map(), formal: new Map() };
  for (const { features, rating } of ratings) applyInPlace(profile, features, rating, 1);
  for (const features of sales) applyInPlace(profile, features, RATING.like, SOLD_WEIGHT);
  return profile;
}

/**
 * The profile a collector's gallery is ranked by: their own fold once they have liked or
 * disliked anything, the crowd profile until then (TASTE.md: the crowd profile is the starting
 * profile of a collector who has rated nothing).
 */
export function rankingProfile(history: readonly RatedWork[], crowd: TasteProfile): TasteProfile {
  return history.some((entry) => changesProfile(entry.rating)) ? foldProfile(history) : crowd;
}

/** How much a collector likes a value: 0.5 untested, towards 1 liked, 0 after a few dislikes. */
export function preference(score: number): number {
  return Math.min(1, Math.max(0, (1 - score) / 2));
}

/** The axis' running average position r; 0.5 while nothing has been rated on it. */
export function formalPosition(tally: FormalTally | undefined): number {
  return tally !== undefined && tally.denominator > 0 ? tally.sum / tally.denominator : AXIS_MIDDLE;
}

function changesProfile(rating: Rating): boolean {
  return rating === RATING.like || rating === RATING.dislike;
}

function checkWeight(weight: number): void {
  if (!Number.isInteger(weight) || weight < 0) throw new RangeError(`a rating weight is a whole number of ratings, got ${weight}`);
}

function applyInPlace(profile: MutableProfile, features: TasteFeatures, rating: Rating, weight: number): void {
  if (!changesProfile(rating)) return;
  const update = rating === RATING.like ? LIKE_UPDATE : DISLIKE_UPDATE;
  updateScores(profile.colour, uniqueValues(features.colours), update, weight);
  updateScores(profile.content, uniqueValues(features.subjects), update, weight);
  updateScores(profile.material, uniqueValues(features.materials), update, weight);
  for (const [axis, v] of formalPositions(features.formal)) {
    let tally = profile.formal.get(axis) ?? { sum: 0, denominator: 0 };
    for (let i = 0; i < weight; i += 1) {
      tally =
        rating === RATING.like
          ? { sum: tally.sum + v, denominator: tally.denominator + 1 }
          : { sum: tally.sum + DISLIKE_FORMAL_WEIGHT * (1 - v), denominator: tally.denominator + DISLIKE_FORMAL_WEIGHT };
    }
    profile.formal.set(axis, tally);
  }
}

function updateScores<K>(scores: Map<K, number>, values: readonly K[], update: ScoreUpdate, weight: number): void {
  for (const value of values) {
    let s = scores.get(value) ?? UNTESTED_SCORE;
    for (let i = 0; i < weight; i += 1) s = update.multiplier * s + update.offset;
    scores.set(value, s);
  }
}
