import type { RATING } from '../constants.ts';
import { FORMAL_CATEGORIES, materialKeys, type MaterialKey } from '../lookups/index.ts';
import type { Artwork } from '../schemas/artworks.ts';

/** 1 like, −1 dislike, 0 neutral, −2 unrated (the sentinel; it changes nothing). */
export type Rating = (typeof RATING)[keyof typeof RATING];

/**
 * What the taste engine knows of an artwork. The lists are sets (a repeated value counts once).
 *
 * `formal` maps a formal-category id (1–14) to the work's position on that axis, in [0, 1];
 * an unset axis is absent, and keys outside the 14 categories are ignored. This is the form the artworks table stores (decision 003), so the
 * server can load it as it is.
 */
export interface TasteFeatures {
  id: number;
  colours: readonly number[];
  subjects: readonly number[];
  /** Namespaced keys, because the medium and surface code lists overlap: `medium:3`, `surface:14`. */
  materials: readonly MaterialKey[];
  formal: Readonly<Record<number, number>>;
  /** When the work was listed, in ms since the epoch; on equal affinity the newer work ranks first. */
  listedAt: number;
}

/** One entry of a collector's rating history, in time order. */
export interface RatedWork {
  features: TasteFeatures;
  rating: Rating;
}

export function featuresFromArtwork(artwork: Artwork): TasteFeatures {
  const formal: Record<number, number> = {};
  for (const { id, value } of artwork.formal) formal[id] = value;
  const listedAt = Date.parse(artwork.createdAt);
  return {
    id: artwork.id,
    colours: uniqueValues(artwork.colours),
    subjects: uniqueValues(artwork.subjects),
    materials: uniqueValues(materialKeys(artwork.mediums, artwork.surfaces)),
    formal,
    // An unparseable date must not poison the sort comparator with NaN; it ranks as oldest.
    listedAt: Number.isFinite(listedAt) ? listedAt : 0,
  };
}

/**
 * The values of a set attribute, each once, in first-seen order. Every path (profile update,
 * affinity, the feature index) reads values through this, so they agree to the last bit.
 */
export function uniqueValues<T>(values: readonly T[]): readonly T[] {
  if (values.length < 2) return values;
  let repeated = false;
  for (let i = 1; i < values.length && !repeated; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (values[i] === values[j]) {
        repeated = true;
        break;
      }
    }
  }
  return repeated ? [...new Set(values)] : values;
}

/** The formal axes, ascending: the order the formal term is summed in everywhere. */
export const FORMAL_AXIS_IDS: readonly number[] = FORMAL_CATEGORIES.map((axis) => axis.id).sort((a, b) => a - b);

/**
 * The set formal axes of a work as [axis id, position], in ascending axis order. Only the 14
 * formal categories count; a key outside them (which the artwork schema already refuses) is
 * ignored by every path alike. Reading the known axes, rather than the object's keys, keeps
 * building the index for a large catalogue quick.
 */
export function formalPositions(formal: Readonly<Record<number, number>>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const axis of FORMAL_AXIS_IDS) {
    const value = formal[axis];
    if (value !== undefined) out.push([axis, value]);
  }
  return out;
}
