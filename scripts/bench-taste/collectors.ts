/**
 * Simulated collectors. Each has a hidden taste: a weight for every colour, subject and
 * material, and an ideal position and an importance on every formal axis. Part of it is shared
 * by everyone in the same world (what a crowd order can learn) and part is the collector's own:
 *
 *   hidden weight = shared·S + own·O,  S drawn once per world, O once per collector, both N(0, 1)
 *
 * The utility of a work is a sum over the four attribute groups (each group's mean, standardised
 * over the catalogue, with a per-collector emphasis) plus a part the attributes do not carry
 * (the work itself: `unseen` of the variance, none by default). A collector likes a work with
 * a probability logistic in the utility's z-score, about a third of works by default. The shape
 * is deliberately not the engine's formula: formal closeness is a bell, not 1 − |r − v|, and
 * nothing is folded.
 */
import { FORMAL } from '@vernissage/core/lookups';
import type { FeatureIndex, ValueColumn } from '@vernissage/core/taste';
import { gauss, type Rand } from './random.ts';

export interface TasteMix {
  /** Weight of the world's shared taste in each hidden weight. */
  shared: number;
  /** Weight of the collector's own taste. */
  own: number;
  /** Share of the utility's variance that no tagged attribute carries, in [0, 1). */
  unseen: number;
  /** The share of works a collector likes, on average. */
  liked: number;
  /** The share of colours, subjects, materials and axes a collector has an opinion on (1: every one). */
  focus: number;
  /**
   * How much a collector's liking of each colour turns between representational and abstract
   * work (0: not at all, the default). A colour's hidden weight in a work is w + interplay·u·lean,
   * u a second hidden weight per colour (shared and own like the others), lean the work's
   * position on Representational–Abstract from −1 to 1: a taste for blue abstracts that is not a
   * taste for blue landscapes. The tastes are otherwise sums over values.
   */
  interplay?: number;
  /**
   * The share of the utility's variance that is likeness to a few works the collector loves
   * (0: none, the default): for each work the closest of LIKENESS_FAVOURITES favourites drawn from
   * the catalogue, its closeness the mean over colours, subjects and materials of their overlap
   * (shared over the union) and over the axes both set of a bell on the distance. Not a sum over
   * values: 'works like these three', combinations and all.
   */
  likeness?: number;
}

/** Named distributions for the command line; shared² + own² = 1, so only the split changes. */
export const TASTES: Record<string, TasteMix> = {
  /** A quarter of the variance of a hidden weight is shared (the default; Leder et al. 2016 put shared taste for abstract art at about 25%). */
  personal: { shared: 0.5, own: Math.sqrt(0.75), unseen: 0, liked: 1 / 3, focus: 1 },
  /** Half shared, half one's own. */
  mixed: { shared: Math.SQRT1_2, own: Math.SQRT1_2, unseen: 0, liked: 1 / 3, focus: 1 },
  /** Three quarters shared: a crowd with one taste. */
  shared: { shared: Math.sqrt(0.75), own: 0.5, unseen: 0, liked: 1 / 3, focus: 1 },
};

/** How far from the ideal position a work still pleases: the bell's width. */
const FORMAL_WIDTH = 0.25;
/** How far an ideal position strays from the middle, per unit of hidden weight. */
const IDEAL_SPREAD = 0.3;
/** Like chance = logistic(SLOPE·(z − shift)) of the utility's z-score; the shift sets the share liked. */
const SLOPE = 2.2;
/** The spread of a collector's emphasis on the four groups (log-normal). */
const EMPHASIS_SPREAD = 0.5;

/** The shared half of taste: one draw per world, per slot of the feature index. */
export interface World {
  colour: Float64Array;
  /** With --interplay: the shared part of how each colour's liking turns with the work's lean. */
  colourTurn?: Float64Array;
  content: Float64Array;
  material: Float64Array;
  ideal: Float64Array;
  importance: Float64Array;
}

export interface Collector {
  /** The part of the utility the attributes carry (z-scores): what an order by attributes alone could know. */
  attributes: Float64Array;
  /** Like chance of the work at each index position. */
  chance: Float64Array;
  /** Whether the collector likes it: drawn once, so a work is always rated the same. */
  liked: Uint8Array;
}

export function drawWorld(index: FeatureIndex, rand: Rand, mix?: TasteMix): World {
  const normals = (n: number) => Float64Array.from({ length: n }, () => gauss(rand));
  const world: World = {
    colour: normals(index.colour.keys.length),
    content: normals(index.content.keys.length),
    material: normals(index.material.keys.length),
    ideal: normals(index.formal.keys.length),
    importance: normals(index.formal.keys.length),
  };
  // Drawn only when asked for, so every other run draws exactly what it drew before.
  if ((mix?.interplay ?? 0) > 0) world.colourTurn = normals(index.colour.keys.length);
  return world;
}

export function drawCollector(index: FeatureIndex, world: World, mix: TasteMix, rand: Rand): Collector {
  const n = index.size;
  const blend = (shared: Float64Array) => shared.map((s) => mix.shared * s + mix.own * gauss(rand));
  // Values the collector has no opinion on weigh nothing (with --focus below 1).
  const opinions = (weights: Float64Array) => (mix.focus >= 1 ? weights : weights.map((w) => (rand() < mix.focus ? w : 0)));
  const ideal = blend(world.ideal).map((x) => Math.min(1, Math.max(0, 0.5 + IDEAL_SPREAD * x)));
  const importance = opinions(blend(world.importance).map(Math.abs));

  const colourWeights = opinions(blend(world.colour));
  const terms = [
    // A world holds a colour turn only for a taste with interplay (drawWorld).
    world.colourTurn ? colourByForm(index, colourWeights, blend(world.colourTurn), mix.interplay ?? 0) : meanOver(index.colour, colourWeights, n),
    meanOver(index.content, opinions(blend(world.content)), n),
    meanOver(index.material, opinions(blend(world.material)), n),
    formalTerm(index, ideal, importance),
  ];
  const emphasis = terms.map(() => Math.exp(EMPHASIS_SPREAD * gauss(rand)));
  const norm = Math.sqrt(emphasis.reduce((sum, e) => sum + e * e, 0));
  const attributes = new Float64Array(n);
  terms.forEach((term, g) => {
    const { mean, sd } = moments(term);
    const e = (emphasis[g] as number) / norm / sd;
    for (let i = 0; i < n; i += 1) attributes[i] = (attributes[i] as number) + e * ((term[i] as number) - mean);
  });
  standardise(attributes);
  // Drawn only when asked for, so every other run draws exactly what it drew before.
  const likeness = mix.likeness ?? 0;
  if (likeness > 0) {
    const close = closeness(index, Array.from({ length: LIKENESS_FAVOURITES }, () => Math.floor(rand() * n)));
    standardise(close);
    for (let i = 0; i < n; i += 1) attributes[i] = Math.sqrt(1 - likeness) * (attributes[i] as number) + Math.sqrt(likeness) * (close[i] as number);
    standardise(attributes);
  }

  const seen = Math.sqrt(1 - mix.unseen);
  const unseen = Math.sqrt(mix.unseen);
  const utility = new Float64Array(n);
  for (let i = 0; i < n; i += 2) {
    // Box–Muller gives two independent normals per pair of draws.
    const radius = Math.sqrt(-2 * Math.log(1 - rand()));
    const angle = 2 * Math.PI * rand();
    utility[i] = seen * (attributes[i] as number) + unseen * radius * Math.cos(angle);
    if (i + 1 < n) utility[i + 1] = seen * (attributes[i + 1] as number) + unseen * radius * Math.sin(angle);
  }
  standardise(utility);
  const shift = likeShift(mix.liked);
  const chance = new Float64Array(n);
  const liked = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    const p = 1 / (1 + Math.exp(-SLOPE * ((utility[i] as number) - shift)));
    chance[i] = p;
    liked[i] = rand() < p ? 1 : 0;
  }
  return { attributes, chance, liked };
}

/** Each work's mean hidden weight over its values of one group; 0 where it has none. */
function meanOver<K>(column: ValueColumn<K>, weights: Float64Array, n: number): Float64Array {
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const start = column.offsets[i] as number;
    const end = column.offsets[i + 1] as number;
    let sum = 0;
    for (let k = start; k < end; k += 1) sum += weights[column.slots[k] as number] as number;
    out[i] = end > start ? sum / (end - start) : 0;
  }
  return out;
}

/**
 * Each work's mean over its colours of w + interplay·u·lean, lean its position on
 * Representational–Abstract from −1 to 1 (0 for a work without the axis).
 */
function colourByForm(index: FeatureIndex, weights: Float64Array, turns: Float64Array, interplay: number): Float64Array {
  const axisSlot = index.formal.keys.indexOf(FORMAL.representationalAbstract);
  const { offsets, slots } = index.colour;
  const out = new Float64Array(index.size);
  for (let i = 0; i < index.size; i += 1) {
    let lean = 0;
    for (let k = index.formal.offsets[i]!; k < index.formal.offsets[i + 1]!; k += 1) {
      if (index.formal.slots[k] === axisSlot) lean = 2 * (Math.min(1, Math.max(0, index.formal.positions[k]!)) - 0.5);
    }
    const start = offsets[i]!;
    const end = offsets[i + 1]!;
    let sum = 0;
    for (let k = start; k < end; k += 1) sum += weights[slots[k]!]! + interplay * turns[slots[k]!]! * lean;
    out[i] = end > start ? sum / (end - start) : 0;
  }
  return out;
}

/** How many favourite works a taste with --likeness is drawn around. */
const LIKENESS_FAVOURITES = 3;

/** Each work's closeness to the nearest of the favourites (index positions), in [0, 1]. */
function closeness(index: FeatureIndex, favourites: number[]): Float64Array {
  const valuesOf = (column: ValueColumn<unknown>, i: number) => new Set(Array.from(column.slots.subarray(column.offsets[i], column.offsets[i + 1])));
  const lookOf = (i: number) => {
    const axes = new Map<number, number>();
    for (let k = index.formal.offsets[i]!; k < index.formal.offsets[i + 1]!; k += 1) axes.set(index.formal.slots[k]!, index.formal.positions[k]!);
    return { values: [valuesOf(index.colour, i), valuesOf(index.content, i), valuesOf(index.material, i)], axes };
  };
  /** Shared values over the union; 0 when neither work has any. */
  const overlap = (a: Set<number>, b: Set<number>) => {
    let shared = 0;
    for (const slot of a) if (b.has(slot)) shared += 1;
    const union = a.size + b.size - shared;
    return union ? shared / union : 0;
  };
  /** The mean of the three overlaps and of the bell over the axes both set. */
  const alike = (a: ReturnType<typeof lookOf>, b: ReturnType<typeof lookOf>) => {
    let formal = 0;
    let both = 0;
    for (const [axis, v] of a.axes) {
      const w = b.axes.get(axis);
      if (w === undefined) continue;
      const d = (v - w) / FORMAL_WIDTH;
      formal += Math.exp(-d * d);
      both += 1;
    }
    const parts = [...a.values.map((values, group) => overlap(values, b.values[group]!)), both ? formal / both : 0];
    return parts.reduce((sum, x) => sum + x, 0) / parts.length;
  };
  const favourite = favourites.map(lookOf);
  const out = new Float64Array(index.size);
  for (let i = 0; i < index.size; i += 1) {
    const work = lookOf(i);
    out[i] = favourite.reduce((best, f) => Math.max(best, alike(work, f)), 0);
  }
  return out;
}

/** The bell is tabulated per axis at this many steps over [0, 1] and read with linear interpolation. */
const BELL_STEPS = 1000;

/**
 * Mean over the work's set axes of importance·(2·bell − 1), bell = exp(−((ideal − v)/width)²):
 * +importance at the ideal position, −importance far from it.
 */
function formalTerm(index: FeatureIndex, ideal: Float64Array, importance: Float64Array): Float64Array {
  const axes = ideal.length;
  const table = new Float64Array(axes * (BELL_STEPS + 1));
  for (let axis = 0; axis < axes; axis += 1) {
    for (let step = 0; step <= BELL_STEPS; step += 1) {
      const d = ((ideal[axis] as number) - step / BELL_STEPS) / FORMAL_WIDTH;
      table[axis * (BELL_STEPS + 1) + step] = (importance[axis] as number) * (2 * Math.exp(-d * d) - 1);
    }
  }
  const { offsets, slots, positions } = index.formal;
  const out = new Float64Array(index.size);
  for (let i = 0; i < index.size; i += 1) {
    const start = offsets[i] as number;
    const end = offsets[i + 1] as number;
    let sum = 0;
    for (let k = start; k < end; k += 1) {
      const x = Math.min(1, Math.max(0, positions[k] as number)) * BELL_STEPS;
      const step = Math.min(BELL_STEPS - 1, Math.floor(x));
      const at = (slots[k] as number) * (BELL_STEPS + 1) + step;
      const low = table[at] as number;
      sum += low + (x - step) * ((table[at + 1] as number) - low);
    }
    out[i] = end > start ? sum / (end - start) : 0;
  }
  return out;
}

function moments(values: Float64Array): { mean: number; sd: number } {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i] as number;
    sum += v;
    squares += v * v;
  }
  const mean = sum / values.length;
  const sd = Math.sqrt(Math.max(0, squares / values.length - mean * mean));
  // A group no work varies on (every work without values, say) adds nothing.
  return { mean, sd: sd > 1e-12 ? sd : Number.POSITIVE_INFINITY };
}

/** z-scores in place. */
function standardise(values: Float64Array): void {
  const { mean, sd } = moments(values);
  for (let i = 0; i < values.length; i += 1) values[i] = ((values[i] as number) - mean) / sd;
}

/** The shift at which a standard normal z-score is liked with the given mean chance (bisection). */
const shifts = new Map<number, number>();
export function likeShift(liked: number): number {
  const known = shifts.get(liked);
  if (known !== undefined) return known;
  const shift = solveShift(liked);
  shifts.set(liked, shift);
  return shift;
}

function solveShift(liked: number): number {
  const meanChance = (shift: number) => {
    let sum = 0;
    let weight = 0;
    for (let z = -6; z <= 6; z += 0.01) {
      const density = Math.exp(-z * z / 2);
      sum += density / (1 + Math.exp(-SLOPE * (z - shift)));
      weight += density;
    }
    return sum / weight;
  };
  let low = -6;
  let high = 6;
  for (let i = 0; i < 50; i += 1) {
    const mid = (low + high) / 2;
    if (meanChance(mid) > liked) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
