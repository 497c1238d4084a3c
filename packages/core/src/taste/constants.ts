/**
 * The taste model's constants (TASTE.md; spec/01 §4 'Rating update rule' and §9). The rating
 * codes, the sale weight and the re-rank batch size are shared product constants and live in
 * ../constants.ts; these belong to the model alone.
 */

/** A categorical update is `s ← multiplier·s + offset`. */
export interface ScoreUpdate {
  multiplier: number;
  offset: number;
}

/** Like pulls a value's score towards −1 (its floor); dislike pushes it up and weighs more. */
export const LIKE_UPDATE: ScoreUpdate = { multiplier: 0.9, offset: -0.1 };
export const DISLIKE_UPDATE: ScoreUpdate = { multiplier: 1.2, offset: 0.2 };

/** A dislike counts the opposite pole twice: contribution 2·(1 − v) over a denominator of 2. */
export const DISLIKE_FORMAL_WEIGHT = 2;

/** The score of a value the collector has never rated. */
export const UNTESTED_SCORE = 0;
/** The match of an attribute the work has no values for: it neither helps nor hurts. */
export const NEUTRAL_MATCH = 0.5;
/** The running position r of an axis nobody has rated on yet: its middle. */
export const AXIS_MIDDLE = 0.5;

/** `affinity = (1·C + 2·M + 3·F + 2·K) / 8` (spec/01 §9). */
export const AFFINITY_WEIGHTS = { colour: 1, content: 2, material: 2, formal: 3 } as const;
export const AFFINITY_DIVISOR = 8;
