/**
 * A candidate term measured outside the product (`--likeness-term W`): TASTE.md 4's likeness to
 * the works a collector liked. The head of our ranking is ordered again by its affinity plus
 * W × likeness, where a work's likeness is its closeness to the nearest work the collector liked,
 * less LIKENESS_DISLIKED times its closeness to the nearest one they disliked. docs/taste.md,
 * 'A likeness term', has the figures.
 */
import { formalPositions, RATING, type RatedWork, type TasteFeatures } from '@vernissage/core/taste';

/** How many of the ranking's best works are ordered again: likeness is worked out for these alone. */
export const LIKENESS_HEAD = 300;
/** The share of the nearest disliked work's closeness taken off. */
const LIKENESS_DISLIKED = 0.5;

interface Look {
  sets: ReadonlyArray<ReadonlySet<number | string>>;
  axes: ReadonlyMap<number, number>;
}

const looks = new WeakMap<TasteFeatures, Look>();

function lookOf(work: TasteFeatures): Look {
  let look = looks.get(work);
  if (!look) {
    look = { sets: [new Set(work.colours), new Set(work.subjects), new Set(work.materials)], axes: new Map(formalPositions(work.formal)) };
    looks.set(work, look);
  }
  return look;
}

/** The cosine of two sets as 0/1 vectors; null when either is empty. */
function setCosine(a: ReadonlySet<number | string>, b: ReadonlySet<number | string>): number | null {
  if (a.size === 0 || b.size === 0) return null;
  let shared = 0;
  for (const value of a) if (b.has(value)) shared += 1;
  return shared / Math.sqrt(a.size * b.size);
}

/** The cosine of the positions about the middle, over the axes both works set; null when they share none. */
function formalCosine(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): number | null {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  let both = 0;
  for (const [axis, v] of a) {
    const w = b.get(axis);
    if (w === undefined) continue;
    both += 1;
    const x = v - 0.5;
    const y = w - 0.5;
    dot += x * y;
    aa += x * x;
    bb += y * y;
  }
  if (both === 0) return null;
  return aa > 0 && bb > 0 ? dot / Math.sqrt(aa * bb) : 0;
}

/** How alike two works are, in [−1, 1]: the mean of the colour, subject, material and formal cosines both works have. */
export function closeness(a: TasteFeatures, b: TasteFeatures): number {
  const x = lookOf(a);
  const y = lookOf(b);
  let sum = 0;
  let blocks = 0;
  for (const part of [...x.sets.map((set, k) => setCosine(set, y.sets[k]!)), formalCosine(x.axes, y.axes)]) {
    if (part === null) continue;
    sum += part;
    blocks += 1;
  }
  return blocks > 0 ? sum / blocks : 0;
}

/** The closeness to the nearest liked work, less LIKENESS_DISLIKED × that to the nearest disliked one (0 for none). */
export function likeness(work: TasteFeatures, history: readonly RatedWork[]): number {
  let liked = 0;
  let disliked = 0;
  for (const { features, rating } of history) {
    if (rating === RATING.like) liked = Math.max(liked, closeness(work, features));
    else if (rating === RATING.dislike) disliked = Math.max(disliked, closeness(work, features));
  }
  return liked - LIKENESS_DISLIKED * disliked;
}

/** The ranking's head (ids best first, with their affinities) ordered again with the likeness term, cut to `limit`. */
export function withLikeness(ids: Int32Array, scores: Float64Array, history: readonly RatedWork[], works: (id: number) => TasteFeatures, weight: number, limit: number): number[] {
  const scored = Array.from(ids, (id, k) => ({ id, value: scores[k]! + weight * likeness(works(id), history), k }));
  scored.sort((a, b) => b.value - a.value || a.k - b.k);
  return scored.slice(0, limit).map((entry) => entry.id);
}
