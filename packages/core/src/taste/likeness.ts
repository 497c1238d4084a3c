import { RATING } from '../constants.ts';
import type { MaterialKey } from '../lookups/index.ts';
import { AXIS_MIDDLE } from './constants.ts';
import type { FeatureIndex, ValueColumn } from './feature-index.ts';
import { FORMAL_AXIS_IDS, formalPositions, uniqueValues, type RatedWork, type TasteFeatures } from './features.ts';
import { LAYOUT, clamp } from './model.ts';

/**
 * TASTE.md 4's fifth term: likeness to the works the collector liked, less likeness to the ones
 * they disliked. It catches what a sum of values blurs ("works like these three": blue *and*
 * abstract) and names its reason. The best LIKENESS_HEAD works of a ranking are ordered again by
 * the ranking's own order + LIKENESS_WEIGHT × likeness (reorderHead; decision records 060 and 062,
 * docs/taste.md 'Likeness').
 */
export const LIKENESS_WEIGHT = 0.3;
/** How many of a ranking's best works by affinity the term orders again; beyond them it orders by affinity alone. */
export const LIKENESS_HEAD = 300;
/** The share of the nearest disliked work's closeness taken off: a dislike pushes away without erasing. */
export const LIKENESS_DISLIKED = 0.5;
/**
 * The most recent likes and dislikes the term compares with. A ranking works out the closeness of
 * every head work to every example (about 0.2 µs a pair): 100 keep it near 6 ms however long the
 * history, and the recent ones say most about what the collector wants now.
 */
export const LIKENESS_EXAMPLES = 100;

/** A liked or disliked work as closeness reads it: its known values of each set, and its axes about the middle. */
export interface LikenessExample {
  readonly id: number;
  readonly liked: boolean;
  readonly colours: readonly number[];
  readonly subjects: readonly number[];
  readonly materials: readonly MaterialKey[];
  /** Axis id → the work's position less the middle, for the axes it sets. */
  readonly formal: ReadonlyMap<number, number>;
}

/** The nearest example of one kind and how close it is. */
export interface NearestWork {
  id: number;
  closeness: number;
}

/** A work's likeness and the works behind it. */
export interface LikenessDetail {
  /** Closeness to the nearest liked work (0 for none closer than 0) less LIKENESS_DISLIKED × that to the nearest disliked one. */
  value: number;
  liked: NearestWork | null;
  disliked: NearestWork | null;
}

/**
 * The history's liked and disliked works, once each (a work rated twice by its last rating), the
 * last LIKENESS_EXAMPLES of them; neutral and unrated entries are no examples. A pure function of
 * the history, as the fit is.
 */
export function likenessExamples(history: readonly RatedWork[]): LikenessExample[] {
  const byId = new Map<number, LikenessExample>();
  for (const { features, rating } of history) {
    if (rating !== RATING.like && rating !== RATING.dislike) {
      byId.delete(features.id);
      continue;
    }
    const formal = new Map<number, number>();
    for (const [axis, position] of formalPositions(features.formal)) formal.set(axis, position - AXIS_MIDDLE);
    byId.delete(features.id);
    byId.set(features.id, {
      id: features.id,
      liked: rating === RATING.like,
      colours: known(features.colours, LAYOUT.colour),
      subjects: known(features.subjects, LAYOUT.content),
      materials: known(features.materials, LAYOUT.material),
      formal,
    });
  }
  return [...byId.values()].slice(-LIKENESS_EXAMPLES);
}

function known<K>(values: readonly K[], layout: ReadonlyMap<K, number>): K[] {
  return uniqueValues(values).filter((value) => layout.has(value));
}

/** A work's side of closeness: its known values of each set, and its set axes with positions. */
interface WorkSide {
  sets: ReadonlyArray<ReadonlyArray<number | MaterialKey>>;
  axes: Array<[number, number]>;
}

function sideOf(features: TasteFeatures): WorkSide {
  return {
    sets: [known(features.colours, LAYOUT.colour), known(features.subjects, LAYOUT.content), known(features.materials, LAYOUT.material)],
    axes: formalPositions(features.formal),
  };
}

/**
 * How alike a work and an example are, in [−1, 1]: the mean, over the blocks both have, of the
 * cosine of their colour, subject and material sets (as 0/1 vectors) and of their positions
 * about the middle on the axes both set. A block either lacks counts for nothing.
 */
export function closeness(features: TasteFeatures, example: LikenessExample): number {
  return sideCloseness(sideOf(features), example);
}

function sideCloseness(work: WorkSide, example: LikenessExample): number {
  let sum = 0;
  let blocks = 0;
  const theirSets: ReadonlyArray<ReadonlyArray<number | MaterialKey>> = [example.colours, example.subjects, example.materials];
  for (let c = 0; c < 3; c += 1) {
    const mine = work.sets[c]!;
    const theirs = theirSets[c]!;
    if (mine.length === 0 || theirs.length === 0) continue;
    let shared = 0;
    for (const value of mine) if (theirs.includes(value)) shared += 1;
    sum += shared / Math.sqrt(mine.length * theirs.length);
    blocks += 1;
  }
  let both = 0;
  for (const [axis, position] of work.axes) {
    const y = example.formal.get(axis);
    if (y === undefined) continue;
    axesX[both] = position - AXIS_MIDDLE;
    axesY[both++] = y;
  }
  if (both > 0) {
    sum += axesCosine(both);
    blocks += 1;
  }
  return blocks > 0 ? sum / blocks : 0;
}

/** The positions about the middle of the axes both works set, the work's and the example's, for axesCosine. */
const axesX = new Float64Array(FORMAL_AXIS_IDS.length);
const axesY = new Float64Array(FORMAL_AXIS_IDS.length);

/** The cosine of the first `count` entries of axesX and axesY; 0 when either is all middle. Both paths add in this one order. */
function axesCosine(count: number): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let k = 0; k < count; k += 1) {
    const x = axesX[k]!;
    const y = axesY[k]!;
    dot += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa > 0 && bb > 0 ? dot / Math.sqrt(aa * bb) : 0;
}

/** The work's likeness to the examples, with the nearest liked and disliked work (the first of equals). */
export function likenessOf(examples: readonly LikenessExample[], features: TasteFeatures): LikenessDetail {
  if (examples.length === 0) return { value: 0, liked: null, disliked: null };
  const work = sideOf(features);
  return nearest(examples, (example) => sideCloseness(work, example));
}

function nearest(examples: readonly LikenessExample[], near: (example: LikenessExample, i: number) => number): LikenessDetail {
  let liked: NearestWork | null = null;
  let disliked: NearestWork | null = null;
  for (let i = 0; i < examples.length; i += 1) {
    const example = examples[i]!;
    const value = near(example, i);
    if (value <= (example.liked ? (liked?.closeness ?? 0) : (disliked?.closeness ?? 0))) continue;
    if (example.liked) liked = { id: example.id, closeness: value };
    else disliked = { id: example.id, closeness: value };
  }
  return { value: (liked?.closeness ?? 0) - LIKENESS_DISLIKED * (disliked?.closeness ?? 0), liked, disliked };
}

/** What the term adds to a work's affinity. */
export function likenessTerm(detail: Pick<LikenessDetail, 'value'>): number {
  return LIKENESS_WEIGHT * detail.value;
}

/**
 * The examples against the feature index's columns, for ranking: for each set column a row per
 * example of which slots it has, and how many known values it has; its axes by the formal
 * column's slots (NaN where unset). A work's side is read once and compared with every example in
 * one loop over flat arrays (a ranking compares each work of its head with up to
 * LIKENESS_EXAMPLES examples). The same arithmetic as closeness(), each example's sums in the
 * same order, so both paths give a work the same likeness to the last bit.
 */
export function indexLikeness(index: FeatureIndex, examples: readonly LikenessExample[]): (position: number) => number {
  const count = examples.length;
  const columns: ReadonlyArray<ValueColumn<unknown>> = [index.colour, index.content, index.material];
  const sets = columns.map((column, c) => {
    const width = column.keys.length;
    const member = new Uint8Array(count * width);
    const size = new Int32Array(count);
    examples.forEach((example, e) => {
      const theirs: ReadonlyArray<unknown> = c === 0 ? example.colours : c === 1 ? example.subjects : example.materials;
      column.keys.forEach((key, slot) => {
        if (theirs.includes(key)) member[e * width + slot] = 1;
      });
      size[e] = theirs.length;
    });
    return { column, width, member, size };
  });
  const { formal } = index;
  const axisCount = formal.keys.length;
  const axes = new Float64Array(count * axisCount).fill(Number.NaN);
  examples.forEach((example, e) => {
    formal.keys.forEach((axis, slot) => {
      const y = example.formal.get(axis);
      if (y !== undefined) axes[e * axisCount + slot] = y;
    });
  });
  const liked = Uint8Array.from(examples, (example) => (example.liked ? 1 : 0));
  // Per example, while one work is read: the sum of its closeness's blocks and how many there were.
  const sums = new Float64Array(count);
  const blocks = new Uint8Array(count);

  return (position) => {
    sums.fill(0);
    blocks.fill(0);
    for (const { column, width, member, size } of sets) {
      const start = column.offsets[position]!;
      const end = column.offsets[position + 1]!;
      const length = end - start;
      if (length === 0) continue;
      for (let e = 0; e < count; e += 1) {
        const theirs = size[e]!;
        if (theirs === 0) continue;
        const row = e * width;
        let shared = 0;
        for (let k = start; k < end; k += 1) shared += member[row + column.slots[k]!]!;
        sums[e]! += shared / Math.sqrt(length * theirs);
        blocks[e]! += 1;
      }
    }
    const axesStart = formal.offsets[position]!;
    const axesEnd = formal.offsets[position + 1]!;
    let best = 0;
    let worst = 0;
    for (let e = 0; e < count; e += 1) {
      let sum = sums[e]!;
      let blockCount = blocks[e]!;
      // axesCosine's sums over the axes both set, in the work's order of axes.
      const row = e * axisCount;
      let both = 0;
      let dot = 0;
      let aa = 0;
      let bb = 0;
      for (let k = axesStart; k < axesEnd; k += 1) {
        const y = axes[row + formal.slots[k]!]!;
        if (Number.isNaN(y)) continue;
        const x = formal.positions[k]! - AXIS_MIDDLE;
        dot += x * y;
        aa += x * x;
        bb += y * y;
        both += 1;
      }
      if (both > 0) {
        sum += aa > 0 && bb > 0 ? dot / Math.sqrt(aa * bb) : 0;
        blockCount += 1;
      }
      const value = blockCount > 0 ? sum / blockCount : 0;
      // nearest(): the closest liked and the closest disliked example, each counted above 0 only.
      if (liked[e] === 1) {
        if (value > best) best = value;
      } else if (value > worst) worst = value;
    }
    return best - LIKENESS_DISLIKED * worst;
  };
}

/**
 * The head of a ranking ordered again with the term: `entries` are the ranked works best first,
 * each with its affinity (held in [0, 1]) and the value the ranking ordered it by (`order`: the
 * affinity, or beyond 1 for a work at 1, rankValue). The first LIKENESS_HEAD are sorted by order +
 * LIKENESS_WEIGHT × likeness (equals keep their order), so among works the model puts at 1 the
 * one it is surer of still leads unless the term outweighs the difference; their affinity becomes
 * affinity + LIKENESS_WEIGHT × likeness held in [0, 1]. The rest keep their place and affinity.
 */
export function reorderHead<T extends { affinity: number; order: number }>(entries: T[], likenessAt: (entry: T) => number): T[] {
  const head = Math.min(entries.length, LIKENESS_HEAD);
  const scored = entries.slice(0, head).map((entry, k) => {
    const term = LIKENESS_WEIGHT * likenessAt(entry);
    return { entry, value: entry.order + term, affinity: clamp(entry.affinity + term, 0, 1), k };
  });
  scored.sort((a, b) => b.value - a.value || a.k - b.k);
  return [...scored.map(({ entry, affinity }) => ({ ...entry, affinity })), ...entries.slice(head)];
}
