/**
 * A candidate term measured outside the product (`--likeness-term W`): TASTE.md 4's likeness to
 * the works a collector liked. The head of our ranking is ordered again by its affinity plus
 * W × likeness, where a work's likeness is its closeness to the nearest work the collector liked,
 * less LIKENESS_DISLIKED times its closeness to the nearest one they disliked. docs/taste.md,
 * 'A likeness term', has the figures.
 */
import { RATING, type FeatureIndex, type RatedWork, type ValueColumn } from '@vernissage/core/taste';

/** How many of the ranking's best works are ordered again: likeness is worked out for these alone. */
export const LIKENESS_HEAD = 300;
/** The share of the nearest disliked work's closeness taken off. */
const LIKENESS_DISLIKED = 0.5;

/** A rated work as closeness reads it: which values of each set column it has and how many, and its axes about the middle (NaN where unset). */
interface Example {
  sets: Array<{ member: Uint8Array; size: number }>;
  axes: Float64Array;
  liked: boolean;
}

/** The set columns closeness compares, in one order for the examples and the works. */
const setColumns = (index: FeatureIndex): Array<ValueColumn<unknown>> => [index.colour, index.content, index.material];

function exampleOf(index: FeatureIndex, columns: ReadonlyArray<ValueColumn<unknown>>, position: number, liked: boolean): Example {
  const sets = columns.map((column) => {
    const member = new Uint8Array(column.keys.length);
    for (let k = column.offsets[position]!; k < column.offsets[position + 1]!; k += 1) member[column.slots[k]!] = 1;
    return { member, size: column.offsets[position + 1]! - column.offsets[position]! };
  });
  const axes = new Float64Array(index.formal.keys.length).fill(Number.NaN);
  for (let k = index.formal.offsets[position]!; k < index.formal.offsets[position + 1]!; k += 1) axes[index.formal.slots[k]!] = index.formal.positions[k]! - 0.5;
  return { sets, axes, liked };
}

/**
 * How alike the work at `position` and an example are, in [−1, 1]: the mean, over the blocks both
 * have, of the cosine of their colour, subject and material sets (as 0/1 vectors) and of their
 * positions about the middle on the axes both set.
 */
function closeness(index: FeatureIndex, columns: ReadonlyArray<ValueColumn<unknown>>, position: number, example: Example): number {
  let sum = 0;
  let blocks = 0;
  for (let c = 0; c < columns.length; c += 1) {
    const cosine = setCosine(columns[c]!, position, example.sets[c]!.member, example.sets[c]!.size);
    if (cosine === null) continue;
    sum += cosine;
    blocks += 1;
  }
  const { formal } = index;
  let dot = 0;
  let aa = 0;
  let bb = 0;
  let both = 0;
  for (let k = formal.offsets[position]!; k < formal.offsets[position + 1]!; k += 1) {
    const y = example.axes[formal.slots[k]!]!;
    if (Number.isNaN(y)) continue;
    const x = formal.positions[k]! - 0.5;
    both += 1;
    dot += x * y;
    aa += x * x;
    bb += y * y;
  }
  if (both > 0) {
    sum += aa > 0 && bb > 0 ? dot / Math.sqrt(aa * bb) : 0;
    blocks += 1;
  }
  return blocks > 0 ? sum / blocks : 0;
}

/** The cosine of the work's set in one column and an example's (as 0/1 vectors); null when either is empty. */
function setCosine(column: ValueColumn<unknown>, position: number, member: Uint8Array, otherSize: number): number | null {
  const start = column.offsets[position]!;
  const end = column.offsets[position + 1]!;
  if (end === start || otherSize === 0) return null;
  let shared = 0;
  for (let k = start; k < end; k += 1) shared += member[column.slots[k]!]!;
  return shared / Math.sqrt((end - start) * otherSize);
}

/** The closeness to the nearest liked example, less LIKENESS_DISLIKED × that to the nearest disliked one (0 for none). */
function likeness(index: FeatureIndex, columns: ReadonlyArray<ValueColumn<unknown>>, position: number, examples: readonly Example[]): number {
  let liked = 0;
  let disliked = 0;
  for (const example of examples) {
    const near = closeness(index, columns, position, example);
    if (example.liked) liked = Math.max(liked, near);
    else disliked = Math.max(disliked, near);
  }
  return liked - LIKENESS_DISLIKED * disliked;
}

/** The ranking's head (ids best first, with their affinities) ordered again with the likeness term, cut to `limit`. */
export function withLikeness(index: FeatureIndex, ids: Int32Array, scores: Float64Array, history: readonly RatedWork[], weight: number, limit: number): number[] {
  const columns = setColumns(index);
  const examples = history.flatMap(({ features, rating }) => {
    const position = index.positionOf.get(features.id);
    return position === undefined || (rating !== RATING.like && rating !== RATING.dislike) ? [] : [exampleOf(index, columns, position, rating === RATING.like)];
  });
  const scored = Array.from(ids, (id, k) => ({ id, value: scores[k]! + weight * likeness(index, columns, index.positionOf.get(id)!, examples), k }));
  scored.sort((a, b) => b.value - a.value || a.k - b.k);
  return scored.slice(0, limit).map((entry) => entry.id);
}
