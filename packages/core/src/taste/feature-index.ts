import type { MaterialKey } from '../lookups/index.ts';
import { FORMAL_AXIS_IDS, type TasteFeatures } from './features.ts';
import { LIKENESS_HEAD, indexLikeness, reorderHead } from './likeness.ts';
import { BLOCK_SCALE, LAYOUT, clamp, predictionOf, rankValue, scoreOf, type TasteProfile } from './model.ts';

/**
 * One set attribute of every work, in compressed rows: the values of the work at position i are
 * `slots[offsets[i]]` up to (not including) `slots[offsets[i + 1]]`, and a slot names a value
 * through `keys`. Slots let a ranking look a value's preference up in a small typed array
 * instead of a map, once per value rather than once per work.
 */
export interface ValueColumn<K> {
  readonly offsets: Uint32Array;
  readonly slots: Uint16Array;
  readonly keys: readonly K[];
}

export interface FormalColumn extends ValueColumn<number> {
  /** The work's position on the axis of the same entry of `slots`. */
  readonly positions: Float64Array;
}

/**
 * Every work's features in a few typed arrays, meant to be built once and kept in memory by the server.
 * Works are stored in tie order (newer first, then lower id), so a ranking breaks ties on
 * position alone. Read-only once built; rankIndex never writes to it.
 */
export interface FeatureIndex {
  readonly size: number;
  /** Work id at each position. */
  readonly ids: Int32Array;
  readonly positionOf: ReadonlyMap<number, number>;
  readonly colour: ValueColumn<number>;
  readonly content: ValueColumn<number>;
  readonly material: ValueColumn<MaterialKey>;
  readonly formal: FormalColumn;
}

export interface RankOptions {
  /** Work ids left out: the collector's rated works, works no longer for sale. */
  exclude?: ReadonlySet<number>;
  /** Keep only the first `limit` works (the stored queue); all of them when absent. */
  limit?: number;
}

/** Work ids, best first, with each one's affinity at the same offset. */
export interface Ranking {
  ids: Int32Array;
  scores: Float64Array;
}

/** Slots are 16-bit: far more distinct values than any code list holds. */
const MAX_SLOTS = 0x10000;

export function buildFeatureIndex(works: readonly TasteFeatures[]): FeatureIndex {
  const sorted = inTieOrder(works) ? works : [...works].sort((a, b) => b.listedAt - a.listedAt || a.id - b.id);
  const ids = new Int32Array(sorted.length);
  const positionOf = new Map<number, number>();
  sorted.forEach((work, position) => {
    if (work.id !== (work.id | 0)) throw new RangeError(`work id ${work.id} is not a 32-bit integer`);
    if (positionOf.has(work.id)) throw new RangeError(`work id ${work.id} appears twice`);
    ids[position] = work.id;
    positionOf.set(work.id, position);
  });
  return {
    size: sorted.length,
    ids,
    positionOf,
    // Values outside the code lists (which the artwork schema refuses) count nowhere, as in affinity.ts.
    colour: buildColumn(sorted.map((work) => known(work.colours, LAYOUT.colour))),
    content: buildColumn(sorted.map((work) => known(work.subjects, LAYOUT.content))),
    material: buildColumn(sorted.map((work) => known(work.materials, LAYOUT.material))),
    formal: buildFormalColumn(sorted),
  };
}

/**
 * The works of the index ranked for a profile in a few passes over typed arrays, without an
 * object per work: the same order and the same scores as rankWorks (100,000 works in about
 * 10 ms on one core; `npm run bench:taste` measures it).
 */
export function rankIndex(index: FeatureIndex, profile: TasteProfile, options: RankOptions = {}): Ranking {
  const n = index.size;
  const weights = (keys: readonly (number | MaterialKey)[], layout: ReadonlyMap<number | MaterialKey, number>) =>
    Float64Array.from(keys, (key) => profile.weights[layout.get(key) as number]!);
  const slopes = Float64Array.from(index.formal.keys, (axis) => profile.weights[LAYOUT.slope.get(axis) as number]!);
  const curves = Float64Array.from(index.formal.keys, (axis) => profile.weights[LAYOUT.curve.get(axis) as number]!);

  const excluded = new Uint8Array(n);
  for (const id of options.exclude ?? []) {
    const position = index.positionOf.get(id);
    if (position !== undefined) excluded[position] = 1;
  }
  const lifts = new Float64Array(n);
  for (const [id, lift] of profile.crowd.lift) {
    const position = index.positionOf.get(id);
    if (position !== undefined) lifts[position] = profile.liftShare * lift;
  }

  const colour = columnTerms(index.colour, weights(index.colour.keys, LAYOUT.colour), BLOCK_SCALE.colour, n);
  const content = columnTerms(index.content, weights(index.content.keys, LAYOUT.content), BLOCK_SCALE.content, n);
  const material = columnTerms(index.material, weights(index.material.keys, LAYOUT.material), BLOCK_SCALE.material, n);
  const formal = formalTerms(index.formal, slopes, curves, n);
  // Each candidate's ranking value: its affinity, except that for a profile fitted to the
  // person's own ratings a work at exactly 1 goes beyond it by its unclamped value (rankValue).
  // The affinity is that value held in [0, 1].
  const beyondEnds = profile.ratings > 0;
  const scores = new Float64Array(n);
  const candidates = new Int32Array(n);
  let count = 0;
  for (let i = 0; i < n; i += 1) {
    if (excluded[i] === 1) continue;
    const prediction = predictionOf(profile.bias, colour[i]!, content[i]!, material[i]!, formal[i]!);
    scores[i] = beyondEnds ? rankValue(prediction, lifts[i]!) : scoreOf(prediction, lifts[i]!);
    candidates[count++] = i;
  }

  const wanted = Math.floor(options.limit ?? count);
  const limit = Number.isNaN(wanted) ? count : Math.max(0, Math.min(count, wanted));
  // The likeness term orders the best LIKENESS_HEAD again, so at least that many are ranked first.
  const withLikeness = profile.examples.length > 0;
  let best = orderBest(candidates.subarray(0, count), scores, withLikeness ? Math.max(limit, Math.min(count, LIKENESS_HEAD)) : limit);
  let affinities = new Float64Array(best.length);
  for (let r = 0; r < best.length; r += 1) affinities[r] = clamp(scores[best[r]!]!, 0, 1);
  if (withLikeness) {
    const likeness = indexLikeness(index, profile.examples);
    const head = Math.min(best.length, LIKENESS_HEAD);
    const reordered = reorderHead(Array.from(best.subarray(0, head), (position, r) => ({ position, affinity: affinities[r]!, order: scores[position]! })), (entry) => likeness(entry.position));
    for (let r = 0; r < head; r += 1) {
      best[r] = reordered[r]!.position;
      affinities[r] = reordered[r]!.affinity;
    }
    best = best.subarray(0, limit);
    affinities = affinities.subarray(0, limit);
  }

  const ids = new Int32Array(best.length);
  for (let r = 0; r < best.length; r += 1) ids[r] = index.ids[best[r]!]!;
  return { ids, scores: affinities };
}

function known<K>(values: readonly K[], layout: ReadonlyMap<K, number>): readonly K[] {
  for (const value of values) if (!layout.has(value)) return values.filter((v) => layout.has(v));
  return values;
}

// A catalogue loaded newest first (ORDER BY listed time DESC, id) skips the sort.
function inTieOrder(works: readonly TasteFeatures[]): boolean {
  for (let i = 1; i < works.length; i += 1) {
    const a = works[i - 1] as TasteFeatures;
    const b = works[i] as TasteFeatures;
    if (a.listedAt < b.listedAt || (a.listedAt === b.listedAt && a.id > b.id)) return false;
  }
  return true;
}

// Repeated values are dropped by slot while writing (slots and values correspond one to one), so
// the column holds what uniqueValues would give, in the same order, without a set per work.
function buildColumn<K>(rows: ReadonlyArray<readonly K[]>): ValueColumn<K> {
  const slotOf = new Map<K, number>();
  const keys: K[] = [];
  const offsets = new Uint32Array(rows.length + 1);
  let capacity = 0;
  for (const row of rows) capacity += row.length;
  const slots = new Uint16Array(capacity);
  let k = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as readonly K[];
    const start = k;
    for (let j = 0; j < row.length; j += 1) {
      const value = row[j] as K;
      let slot = slotOf.get(value);
      if (slot === undefined) {
        slot = keys.length;
        if (slot >= MAX_SLOTS) throw new RangeError('more distinct attribute values than the index can hold');
        slotOf.set(value, slot);
        keys.push(value);
      }
      let seen = false;
      for (let m = start; m < k && !seen; m += 1) seen = slots[m] === slot;
      if (!seen) slots[k++] = slot;
    }
    offsets[i + 1] = k;
  }
  return { offsets, slots: slots.slice(0, k), keys };
}

// The same axes in the same order as formalPositions, written straight into the typed arrays:
// a pair per axis per work would be over a million small objects for a large catalogue. An
// axis' slot is its place in FORMAL_AXIS_IDS.
function buildFormalColumn(works: readonly TasteFeatures[]): FormalColumn {
  const axes = FORMAL_AXIS_IDS.length;
  const offsets = new Uint32Array(works.length + 1);
  let total = 0;
  for (let i = 0; i < works.length; i += 1) {
    const formal = (works[i] as TasteFeatures).formal;
    for (let slot = 0; slot < axes; slot += 1) if (formal[FORMAL_AXIS_IDS[slot]!] !== undefined) total += 1;
    offsets[i + 1] = total;
  }
  const slots = new Uint16Array(total);
  const positions = new Float64Array(total);
  let k = 0;
  for (const work of works) {
    for (let slot = 0; slot < axes; slot += 1) {
      const value = work.formal[FORMAL_AXIS_IDS[slot]!];
      if (value === undefined) continue;
      slots[k] = slot;
      positions[k++] = value;
    }
  }
  return { offsets, slots, keys: FORMAL_AXIS_IDS, positions };
}

// The two term passes below repeat affinity.ts' arithmetic in the same order on purpose:
// rankIndex must give the very scores rankWorks gives, and the property tests hold them to it.
// Each fills one term for every work in a tight loop over its own column, which runs faster
// than reading the four columns work by work.
function columnTerms<K>(column: ValueColumn<K>, weights: Float64Array, scale: number, n: number): Float64Array {
  const { offsets, slots } = column;
  const out = new Float64Array(n);
  let start = offsets[0]!;
  for (let i = 0; i < n; i += 1) {
    const end = offsets[i + 1]!;
    if (start === end) continue;
    let sum = 0;
    for (let k = start; k < end; k += 1) sum += weights[slots[k]!]!;
    out[i] = (scale * sum) / (end - start);
    start = end;
  }
  return out;
}

function formalTerms(column: FormalColumn, slopes: Float64Array, curves: Float64Array, n: number): Float64Array {
  const { offsets, slots, positions } = column;
  const out = new Float64Array(n);
  let start = offsets[0]!;
  for (let i = 0; i < n; i += 1) {
    const end = offsets[i + 1]!;
    if (start === end) continue;
    let sum = 0;
    for (let k = start; k < end; k += 1) {
      const slot = slots[k]!;
      const d = clamp(positions[k]!, 0, 1) - 0.5;
      sum += slopes[slot]! * d + curves[slot]! * 4 * d * d;
    }
    out[i] = (BLOCK_SCALE.formal * sum) / (end - start);
    start = end;
  }
  return out;
}

/** 2³², the number of quantised score levels. */
const LEVELS = 0x1_0000_0000;
const RADIX_BITS = 11;
const RADIX = 1 << RADIX_BITS;
/** The head selection buckets candidates by the top bits of their key: about one bucket per candidate, at most 2¹⁶. */
const MAX_HEAD_BITS = 16;

/**
 * A candidate's sort key: its score quantised to 32 bits and turned over, so that an ascending
 * key is a descending score. Quantising is monotone (a higher score never gets a higher key), so
 * works with different keys are already in the exact order; only works sharing a key need
 * their exact scores compared. Scores outside [0, 1] (which valid features never give) clamp
 * to the ends and are still put in exact order by that last step.
 */
function sortKey(score: number): number {
  // Ranking values lie in [0, 2) (rankValue): the affinity in [0, 1], works at 1 spread beyond it.
  const level = Math.floor((score / 2) * LEVELS);
  return LEVELS - 1 - (level < 0 ? 0 : level >= LEVELS ? LEVELS - 1 : level);
}

/**
 * The first `limit` candidates in ranking order: score highest first, then the lower position
 * (positions are in tie order, so a lower position wins a tie). Candidates come in ascending
 * position.
 *
 * Comparing 100,000 scores through a sort comparator costs most of a ranking, so this sorts
 * the 32-bit keys with a stable radix sort (three passes of 11 bits), which leaves equal keys
 * in position order, then puts each run of equal keys in exact order by score. A limit first
 * keeps only the candidates whose key could reach the head, found from a histogram of the key's
 * top bits, so the stored queue's head costs one pass over the scores and a small sort.
 */
function orderBest(candidates: Int32Array, scores: Float64Array, limit: number): Int32Array {
  if (limit === 0) return new Int32Array(0);
  let count = candidates.length;
  let keys: Uint32Array = new Uint32Array(count);
  for (let c = 0; c < count; c += 1) keys[c] = sortKey(scores[candidates[c]!]!);

  let positions: Int32Array = candidates;
  if (limit < count) {
    const headShift = 32 - Math.min(MAX_HEAD_BITS, Math.max(1, Math.ceil(Math.log2(count))));
    const buckets = new Uint32Array(1 << (32 - headShift));
    for (let c = 0; c < count; c += 1) buckets[keys[c]! >>> headShift]! += 1;
    // The lowest bucket where the running count reaches the limit: every candidate of the
    // head lies in it or below, and the few beyond the limit are cut after the exact sort.
    let last = 0;
    for (let kept = buckets[0]!; kept < limit; kept += buckets[last]!) last += 1;
    let kept = 0;
    for (let c = 0; c < count; c += 1) {
      if (keys[c]! >>> headShift > last) continue;
      keys[kept] = keys[c]!;
      candidates[kept] = candidates[c]!;
      kept += 1;
    }
    count = kept;
    keys = keys.subarray(0, count);
    positions = candidates.subarray(0, count);
  }

  let spareKeys: Uint32Array = new Uint32Array(count);
  let sparePositions: Int32Array = new Int32Array(count);
  const offsets = new Uint32Array(RADIX);
  for (let shift = 0; shift < 32; shift += RADIX_BITS) {
    offsets.fill(0);
    for (let c = 0; c < count; c += 1) offsets[(keys[c]! >>> shift) & (RADIX - 1)]! += 1;
    let sum = 0;
    for (let bucket = 0; bucket < RADIX; bucket += 1) {
      const size = offsets[bucket]!;
      offsets[bucket] = sum;
      sum += size;
    }
    for (let c = 0; c < count; c += 1) {
      const key = keys[c]!;
      const to = offsets[(key >>> shift) & (RADIX - 1)]!++;
      spareKeys[to] = key;
      sparePositions[to] = positions[c]!;
    }
    [keys, spareKeys] = [spareKeys, keys];
    [positions, sparePositions] = [sparePositions, positions];
  }

  // Inside a run of equal keys: by exact score, highest first, then by position (insertion sort;
  // the runs are short, and works with equal scores are already in position order).
  for (let r = 1; r < count; r += 1) {
    if (keys[r] !== keys[r - 1]) continue;
    const position = positions[r]!;
    const score = scores[position]!;
    let j = r;
    while (j > 0 && keys[j - 1] === keys[r] && ranksBelow(scores, positions[j - 1]!, score, position)) {
      positions[j] = positions[j - 1]!;
      j -= 1;
    }
    positions[j] = position;
  }
  return positions.subarray(0, limit);
}

/** Whether the work at position `a` ranks below one with the given score and position. */
function ranksBelow(scores: Float64Array, a: number, score: number, position: number): boolean {
  const other = scores[a]!;
  return other < score || (other === score && a > position);
}
