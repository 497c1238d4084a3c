/**
 * A reference learner, not the product's model: ridge regression on the same attributes the
 * engine sees, fitted to the same likes and dislikes. It answers whether a miss is the engine's
 * formula or the little a collector's few answers can say (`--learner`).
 *
 * Features of a work: for each colour, subject and material value 1/(number of the work's values
 * of that kind); for each set formal axis its position's offset from the middle and that offset
 * squared (so it can learn a liked region, not only a direction). Fitted in kernel form, since
 * there are fewer answers than features.
 */
import { RATING, type FeatureIndex, type RatedWork, type ValueColumn } from '@vernissage/core/taste';

/** The ridge penalty, fixed beforehand (1 and 3 gave the same order on a trial). */
const LAMBDA = 1;

export function ridgeScores(index: FeatureIndex, history: readonly RatedWork[]): Float64Array {
  const layout = featureLayout(index);
  const rows = history.map((entry) => features(index, layout, index.positionOf.get(entry.features.id) as number));
  const mean = history.reduce((sum, entry) => sum + (entry.rating === RATING.like ? 1 : 0), 0) / Math.max(1, history.length);
  const targets = history.map((entry) => (entry.rating === RATING.like ? 1 : 0) - mean);
  const n = rows.length;
  const kernel = rows.map((a, i) => rows.map((b, j) => dot(a, b) + (i === j ? LAMBDA : 0)));
  const alpha = solve(kernel, targets);
  const weights = new Float64Array(layout.size);
  for (let i = 0; i < n; i += 1) {
    const row = rows[i] as Float64Array;
    for (let f = 0; f < layout.size; f += 1) weights[f] = (weights[f] as number) + (alpha[i] as number) * (row[f] as number);
  }
  // The same features, read sparsely through the index's columns for every work.
  const scores = new Float64Array(index.size);
  const add = (column: ValueColumn<unknown>, base: number) => {
    for (let p = 0; p < index.size; p += 1) {
      const start = column.offsets[p] as number;
      const end = column.offsets[p + 1] as number;
      let sum = 0;
      for (let k = start; k < end; k += 1) sum += weights[base + (column.slots[k] as number)] as number;
      if (end > start) scores[p] = (scores[p] as number) + sum / (end - start);
    }
  };
  add(index.colour, layout.colour);
  add(index.content, layout.content);
  add(index.material, layout.material);
  const { offsets, slots, positions } = index.formal;
  for (let p = 0; p < index.size; p += 1) {
    let sum = 0;
    for (let k = offsets[p] as number; k < (offsets[p + 1] as number); k += 1) {
      const d = (positions[k] as number) - 0.5;
      const axis = slots[k] as number;
      sum += (weights[layout.offset + axis] as number) * d + (weights[layout.square + axis] as number) * 4 * d * d;
    }
    scores[p] = (scores[p] as number) + sum;
  }
  return scores;
}

interface Layout {
  colour: number;
  content: number;
  material: number;
  offset: number;
  square: number;
  size: number;
}

function featureLayout(index: FeatureIndex): Layout {
  const colour = 0;
  const content = colour + index.colour.keys.length;
  const material = content + index.content.keys.length;
  const offset = material + index.material.keys.length;
  const square = offset + index.formal.keys.length;
  return { colour, content, material, offset, square, size: square + index.formal.keys.length };
}

function features(index: FeatureIndex, layout: Layout, p: number): Float64Array {
  const out = new Float64Array(layout.size);
  const spread = (column: ValueColumn<unknown>, base: number) => {
    const start = column.offsets[p] as number;
    const end = column.offsets[p + 1] as number;
    for (let k = start; k < end; k += 1) out[base + (column.slots[k] as number)] = 1 / (end - start);
  };
  spread(index.colour, layout.colour);
  spread(index.content, layout.content);
  spread(index.material, layout.material);
  const { offsets, slots, positions } = index.formal;
  for (let k = offsets[p] as number; k < (offsets[p + 1] as number); k += 1) {
    const d = (positions[k] as number) - 0.5;
    out[layout.offset + (slots[k] as number)] = d;
    out[layout.square + (slots[k] as number)] = 4 * d * d;
  }
  return out;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

/** Gauss–Jordan elimination with partial pivoting; the matrix is symmetric positive definite. */
function solve(matrix: number[][], rhs: number[]): number[] {
  const n = rhs.length;
  const m = matrix.map((row, i) => [...row, rhs[i] as number]);
  for (let i = 0; i < n; i += 1) {
    let pivot = i;
    for (let j = i + 1; j < n; j += 1) if (Math.abs(m[j]![i]!) > Math.abs(m[pivot]![i]!)) pivot = j;
    [m[i], m[pivot]] = [m[pivot]!, m[i]!];
    for (let j = 0; j < n; j += 1) {
      if (j === i) continue;
      const factor = m[j]![i]! / m[i]![i]!;
      for (let k = i; k <= n; k += 1) m[j]![k]! -= factor * m[i]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}
