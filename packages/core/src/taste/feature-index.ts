import type { MaterialKey } from '../lookups/index.ts';
import { NEUTRAL_MATCH, UNTESTED_SCORE } from './constants.ts';
import { combineTerms } from './affinity.ts';
import { FORMAL_AXIS_IDS, type TasteFeatures } from './features.ts';
import { formalPosition, preference, type TasteProfile } from './profile.ts';

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
    colour: buildColumn(sorted.map((work) => work.colours)),
    content: buildColumn(sorted.map((work) => work.subjects)),
    material: buildColumn(sorted.map((work) => work.materials)),
    formal: buildFormalColumn(sorted),
  };
}

/**
 * The works of the index ranked for a profile in one pass, without an object per work: the
 * same order and the same scores as rankWorks.
 */
export function rankIndex(index: FeatureIndex, profile: TasteProfile, options: RankOptions = {}): Ranking {
  const n = index.size;
  const colourPrefs = slotPreferences(index.colour.keys, profile.colour);
  const contentPrefs = slotPreferences(index.content.keys, profile.content);
  const materialPrefs = slotPreferences(index.material.keys, profile.material);
  const axisPositions = new Float64Array(index.formal.keys.length);
  index.formal.keys.forEach((axis, slot) => {
    axisPositions[slot] = formalPosition(profile.formal.get(axis));
  });

  const excluded = new Uint8Array(n);
  for (const id of options.exclude ?? []) {
    const position = index.positionOf.get(id);
    if (position !== undefined) excluded[position] = 1;
  }

  const scores = new Float64Array(n);
  const candidates = new Int32Array(n);
  let count = 0;
  for (let i = 0; i < n; i += 1) {
    if (excluded[i] === 1) continue;
    scores[i] = combineTerms(
      columnMatch(index.colour, colourPrefs, i),
      columnMatch(index.content, contentPrefs, i),
      columnMatch(index.material, materialPrefs, i),
      formalMatchAt(index.formal, axisPositions, i),
    );
    candidates[count++] = i;
  }

  const limit = Math.max(0, Math.min(count, Math.floor(options.limit ?? count)));
  const best = limit < count ? selectBest(candidates.subarray(0, count), scores, limit) : candidates.subarray(0, count);
  // Positions are in tie order, so a lower position wins a tie.
  best.sort((a, b) => scores[b]! - scores[a]! || a - b);

  const ids = new Int32Array(best.length);
  const ranked = new Float64Array(best.length);
  for (let r = 0; r < best.length; r += 1) {
    const position = best[r]!;
    ids[r] = index.ids[position]!;
    ranked[r] = scores[position]!;
  }
  return { ids, scores: ranked };
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

function slotPreferences<K>(keys: readonly K[], scores: ReadonlyMap<K, number>): Float64Array {
  const prefs = new Float64Array(keys.length);
  keys.forEach((key, slot) => {
    prefs[slot] = preference(scores.get(key) ?? UNTESTED_SCORE);
  });
  return prefs;
}

// The two matches below repeat affinity.ts' arithmetic in the same order on purpose: rankIndex
// must give the very scores rankWorks gives, and the property tests hold them to it.
function columnMatch<K>(column: ValueColumn<K>, prefs: Float64Array, i: number): number {
  const start = column.offsets[i]!;
  const end = column.offsets[i + 1]!;
  if (start === end) return NEUTRAL_MATCH;
  let sum = 0;
  for (let k = start; k < end; k += 1) sum += prefs[column.slots[k]!]!;
  return sum / (end - start);
}

function formalMatchAt(column: FormalColumn, axisPositions: Float64Array, i: number): number {
  const start = column.offsets[i]!;
  const end = column.offsets[i + 1]!;
  if (start === end) return NEUTRAL_MATCH;
  let sum = 0;
  for (let k = start; k < end; k += 1) sum += 1 - Math.abs(axisPositions[column.slots[k]!]! - column.positions[k]!);
  return sum / (end - start);
}

/**
 * The `limit` best candidates, unordered, by a bounded heap whose root is the worst kept:
 * O(n log limit) instead of sorting every work when only the queue's head is stored.
 */
function selectBest(candidates: Int32Array, scores: Float64Array, limit: number): Int32Array {
  const heap = new Int32Array(limit);
  // a ranks below b: lower score, or the same score and later in tie order.
  const worse = (a: number, b: number): boolean => scores[a]! < scores[b]! || (scores[a] === scores[b] && a > b);
  let size = 0;
  for (let c = 0; c < candidates.length; c += 1) {
    const position = candidates[c]!;
    if (size < limit) {
      let i = size++;
      heap[i] = position;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i]!, heap[parent]!)) break;
        swap(heap, i, parent);
        i = parent;
      }
    } else if (limit > 0 && worse(heap[0]!, position)) {
      heap[0] = position;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let worst = i;
        if (left < size && worse(heap[left]!, heap[worst]!)) worst = left;
        if (right < size && worse(heap[right]!, heap[worst]!)) worst = right;
        if (worst === i) break;
        swap(heap, i, worst);
        i = worst;
      }
    }
  }
  return heap;
}

function swap(array: Int32Array, i: number, j: number): void {
  const t = array[i]!;
  array[i] = array[j]!;
  array[j] = t;
}
