import { RATING, SOLD_WEIGHT } from '../constants.ts';
import { COLOURS, MEDIUMS, SUBJECTS, SURFACES, materialKeys, type MaterialKey } from '../lookups/index.ts';
import { FORMAL_AXIS_IDS, formalPositions, uniqueValues, type RatedWork, type Rating, type TasteFeatures } from './features.ts';
import { likenessExamples, type LikenessExample } from './likeness.ts';

/**
 * The taste model (docs/taste.md): a regularised linear model of "does this person like this
 * work", over the same attributes the spec names, whose prior is the crowd's own fit.
 *
 * A work is a sparse vector over a fixed layout: each of its colours, subjects and materials
 * carries 1/(number of its values of that kind), and each set formal axis carries its offset
 * from the middle d = v − ½ (a leaning to a pole) and 4d² (liking or disliking the extremes),
 * divided by the number of set axes. Each block is scaled by BLOCK_SCALE, which follows the
 * spec's affinity weights. A person's weights θ minimise
 *
 *   Σ c·(y − b − x·θ)² + λ·|θ − θ_crowd|² + λ_b·(b − b_crowd)²
 *
 * with y = 1 for a like and 0 for a dislike, c = 1 for a like and DISLIKE_WEIGHT for a dislike,
 * plus four scales of the crowd's view of each block (see normalEquations). So with no ratings θ
 * is the crowd's, every rating moves the weights of the values its work carries, and a value's
 * weight leaves the crowd's as its own evidence grows.
 *
 * The crowd is the same fit to everyone's ratings (from no opinion), and each work the crowd has
 * rated also gets its own smoothed like rate, kept as a lift over the attribute model. A
 * person's affinity for a work is their predicted like rate plus a share of that lift which
 * fades as their own ratings grow. docs/taste.md has the figures behind each choice.
 */

/** How much one dislike counts against one like (TASTE.md: a dislike weighs somewhat more). */
export const DISLIKE_WEIGHT = 1.2;
/**
 * The ridge penalty: how many ratings of a value it takes to outweigh the crowd's view of it, until
 * the crowd's own collectors say otherwise (fitCrowd chooses it among RIDGE_CHOICES).
 */
export const RIDGE_LAMBDA = 1;
/**
 * The penalties the crowd's collectors are measured with: the one whose fits best predict each of
 * their own ratings left out, from a crowd folded without them, wins (validatedRidge). Where
 * collectors share much of their taste, the crowd's view is worth more of their own ratings.
 */
export const RIDGE_CHOICES: readonly number[] = [0.5, 1, 2, 4, 8];
/** Below this many collectors with RIDGE_MIN_RATINGS likes and dislikes each, the penalty stays RIDGE_LAMBDA. */
export const RIDGE_MIN_COLLECTORS = 20;
export const RIDGE_MIN_RATINGS = 8;
/** The collectors the choice is measured on (evenly spread over all) and the latest ratings of each it uses. */
const RIDGE_SAMPLE = 80;
const RIDGE_RECENT = 40;
/** The crowd is folded without each collector by folding it from the others in this many parts. */
const RIDGE_FOLDS = 4;
/** The penalty on the person's overall like rate, which moves freely. */
export const BIAS_LAMBDA = 0.1;
/** The penalty on a person's scale of the crowd's view of a block (0: no such scales). */
export const AGREEMENT_LAMBDA = 1;
/**
 * The crowd's attribute fit starts from no opinion with this penalty: a value needs about this
 * many ratings from the crowd before the crowd's view of it counts for half. A crowd of a few
 * people, or a rare value, stays near no opinion instead of passing its noise to every
 * collector as their prior (docs/taste.md: at 1 the fit took the noise of 4,000 ratings over
 * 10,000 works for taste).
 */
export const CROWD_LAMBDA = 10;
/**
 * A work's own like rate in the crowd order is smoothed towards the crowd's attribute model as
 * if the model were this many ratings of it.
 */
export const CROWD_SMOOTHING = 4;
/**
 * A work's own crowd lift counts fully for someone with no ratings (so they are ranked exactly
 * as the crowd) and fades as their own ratings grow: by half at this many.
 */
export const LIFT_HALF = 10;
/** Block scales: the spec's weights 1, 2, 3, 2 over their mean of 2. */
export const BLOCK_SCALE = { colour: 0.5, content: 1, material: 1, formal: 1.5 } as const;
/** Every weight stays within ± this, however many ratings a fit rests on (TASTE.md 1). */
export const WEIGHT_LIMIT = 2;
/** The like rate the crowd starts from before anyone has rated. */
export const PRIOR_LIKE_RATE = 0.5;

export type Block = 'colour' | 'content' | 'material' | 'formal';
const BLOCKS: readonly Block[] = ['colour', 'content', 'material', 'formal'];
const FORMAL_BLOCK = BLOCKS.indexOf('formal');

/** Where each attribute value's weight sits in a weight vector. */
export interface Layout {
  readonly size: number;
  readonly colour: ReadonlyMap<number, number>;
  readonly content: ReadonlyMap<number, number>;
  readonly material: ReadonlyMap<MaterialKey, number>;
  /** An axis' two slots: its leaning (d) and its extremes (4d²). */
  readonly slope: ReadonlyMap<number, number>;
  readonly curve: ReadonlyMap<number, number>;
}

function buildLayout(): Layout {
  let next = 0;
  const slots = <K>(keys: readonly K[]) => new Map(keys.map((key) => [key, next++] as [K, number]));
  const colour = slots(COLOURS.map((c) => c.id));
  const content = slots(SUBJECTS.map((s) => s.id));
  const material = slots(
    materialKeys(
      MEDIUMS.map((m) => m.id),
      SURFACES.map((s) => s.id),
    ),
  );
  const slope = slots(FORMAL_AXIS_IDS);
  const curve = slots(FORMAL_AXIS_IDS);
  return { size: next, colour, content, material, slope, curve };
}

export const LAYOUT: Layout = buildLayout();

/** A work as the model sees it: the slots it carries and the value in each. */
export interface WorkVector {
  readonly slots: readonly number[];
  readonly values: readonly number[];
  /** The block of each slot, at the same offset, as its place in BLOCKS (0 colour, 1 content, 2 material, 3 formal). */
  readonly blocks: readonly number[];
}

const vectors = new WeakMap<TasteFeatures, WorkVector>();

/** The work's vector (kept per features object: the server's index holds one object per work). */
export function workVector(features: TasteFeatures): WorkVector {
  const known = vectors.get(features);
  if (known) return known;
  const slots: number[] = [];
  const values: number[] = [];
  const blocks: number[] = [];
  const spread = <K>(list: readonly K[], layout: ReadonlyMap<K, number>, block: Block) => {
    const found = uniqueValues(list).flatMap((value) => layout.get(value) ?? []);
    for (const slot of found) {
      slots.push(slot);
      values.push(BLOCK_SCALE[block] / found.length);
      blocks.push(BLOCKS.indexOf(block));
    }
  };
  spread(features.colours, LAYOUT.colour, 'colour');
  spread(features.subjects, LAYOUT.content, 'content');
  spread(features.materials, LAYOUT.material, 'material');
  const axes = formalPositions(features.formal);
  for (const [axis, v] of axes) {
    const d = clamp(v, 0, 1) - 0.5;
    slots.push(LAYOUT.slope.get(axis) as number, LAYOUT.curve.get(axis) as number);
    values.push((BLOCK_SCALE.formal * d) / axes.length, (BLOCK_SCALE.formal * 4 * d * d) / axes.length);
    blocks.push(FORMAL_BLOCK, FORMAL_BLOCK);
  }
  const vector = { slots, values, blocks };
  vectors.set(features, vector);
  return vector;
}

/** A fitted linear model: the weight of every slot, the like rate of a work with none, and the evidence behind each. */
export interface AttributeModel {
  readonly weights: Float64Array;
  readonly bias: number;
  /** Per slot: the ratings (a dislike as DISLIKE_WEIGHT, a sale as SOLD_WEIGHT likes) of works that carry it. */
  readonly evidence: Float64Array;
  /** The ratings the fit rests on, weighted the same way. */
  readonly ratings: number;
}

/** The crowd: its attribute model and each rated work's own smoothed like rate, as a lift over the model. */
export interface CrowdModel extends AttributeModel {
  /** Work id → the work's smoothed like rate minus the attribute model's prediction for it. */
  readonly lift: ReadonlyMap<number, number>;
  /** The ridge penalty each person's fit is shrunk towards this crowd with (RIDGE_LAMBDA until chosen). */
  readonly ridge: number;
}

/** A person's profile: their own fit, with the crowd it was shrunk towards. */
export interface TasteProfile extends AttributeModel {
  readonly crowd: CrowdModel;
  /** How much of the crowd's lift for each work the person's affinity keeps, in (0, 1]. */
  readonly liftShare: number;
  /** The works the person liked and disliked, for the likeness term (likeness.ts); none for the crowd. */
  readonly examples: readonly LikenessExample[];
}

/** One work's weighted observation: the mean of its ratings and their total weight. */
interface Observation {
  vector: WorkVector;
  target: number;
  weight: number;
}

/** The crowd before anyone has rated: every work at PRIOR_LIKE_RATE. */
export function emptyCrowd(): CrowdModel {
  return { weights: new Float64Array(LAYOUT.size), bias: PRIOR_LIKE_RATE, evidence: new Float64Array(LAYOUT.size), ratings: 0, lift: new Map(), ridge: RIDGE_LAMBDA };
}

/**
 * The crowd model from everyone's likes and dislikes and every sale (as SOLD_WEIGHT likes):
 * an attribute fit to each work's ratings, and each rated work's own like rate smoothed
 * towards that fit (TASTE.md 3). Order does not matter. `ridge` is the penalty every person's
 * fit to this crowd uses: chooseRidge picks it from the same ratings grouped by collector.
 */
export function fitCrowd(ratings: readonly RatedWork[], sales: readonly TasteFeatures[] = [], ridge: number = RIDGE_LAMBDA): CrowdModel {
  const byWork = new Map<number, WorkTally>();
  tallyRatings(byWork, ratings);
  for (const features of sales) tally(byWork, features, SOLD_WEIGHT, SOLD_WEIGHT);
  const model = fitTally(byWork);
  const lift = new Map<number, number>();
  for (const entry of byWork.values()) {
    const predicted = clamp(predict(model, workVector(entry.features)), 0, 1);
    const rate = (entry.likes + CROWD_SMOOTHING * predicted) / (entry.weight + CROWD_SMOOTHING);
    lift.set(entry.features.id, rate - predicted);
  }
  return { ...model, lift, ridge };
}

/** A work's likes and the weight of all its ratings (a dislike DISLIKE_WEIGHT, a sale SOLD_WEIGHT). */
interface WorkTally {
  features: TasteFeatures;
  likes: number;
  weight: number;
}

function tally(byWork: Map<number, WorkTally>, features: TasteFeatures, likes: number, weight: number): void {
  const entry = byWork.get(features.id) ?? { features, likes: 0, weight: 0 };
  entry.likes += likes;
  entry.weight += weight;
  byWork.set(features.id, entry);
}

function tallyRatings(byWork: Map<number, WorkTally>, ratings: readonly RatedWork[]): void {
  for (const { features, rating } of ratings) {
    if (rating === RATING.like) tally(byWork, features, 1, 1);
    else if (rating === RATING.dislike) tally(byWork, features, 0, DISLIKE_WEIGHT);
  }
}

/** The crowd's attribute fit to each work's like rate, from no opinion. */
function fitTally(byWork: ReadonlyMap<number, WorkTally>): AttributeModel {
  const observations = [...byWork.values()].map((entry) => ({ vector: workVector(entry.features), target: entry.likes / entry.weight, weight: entry.weight }));
  return fitLinear(observations, emptyCrowd(), CROWD_LAMBDA, BIAS_LAMBDA);
}

/**
 * The ridge penalty every person's fit to this crowd uses: halfway, on a log scale, between
 * RIDGE_LAMBDA and the penalty that best predicts the crowd's own collectors (validatedRidge).
 * The squared error of each like and dislike weighs the many values a collector is indifferent to
 * as much as the few they care about, which the top of their ranking turns on, so taken whole it
 * leans too hard on the crowd: over eight simulated forms of taste the whole choice lost 0.006
 * NDCG@10 a stage and halfway gained 0.002, most where taste is shared (docs/taste.md).
 */
export function chooseRidge(collectors: ReadonlyArray<readonly RatedWork[]>): number {
  return Math.sqrt(RIDGE_LAMBDA * validatedRidge(collectors));
}

/**
 * The ridge penalty that best predicts the crowd's collectors from the crowd (empirical Bayes by
 * cross-validation): the collectors are split into RIDGE_FOLDS parts, each part's crowd folded
 * from the others' ratings; for up to RIDGE_SAMPLE collectors, each RIDGE_CHOICES penalty fits
 * their latest RIDGE_RECENT ratings shrunk towards that crowd, and each rating is predicted by the
 * fit to the others (ridgeErrors). The penalty with the least weighted squared error wins. Too
 * few collectors to tell keep RIDGE_LAMBDA. Deterministic for the same collectors.
 */
export function validatedRidge(collectors: ReadonlyArray<readonly RatedWork[]>): number {
  const eligible = collectors.filter((history) => observationsOf(history).length >= RIDGE_MIN_RATINGS);
  if (eligible.length < RIDGE_MIN_COLLECTORS) return RIDGE_LAMBDA;
  const step = Math.max(1, eligible.length / RIDGE_SAMPLE);
  const measured = new Set<number>();
  for (let at = 0; at < eligible.length && measured.size < RIDGE_SAMPLE; at += step) measured.add(Math.floor(at));
  const errors = new Float64Array(RIDGE_CHOICES.length);
  for (let fold = 0; fold < RIDGE_FOLDS; fold += 1) {
    const others = new Map<number, WorkTally>();
    eligible.forEach((history, i) => {
      if (i % RIDGE_FOLDS !== fold) tallyRatings(others, history);
    });
    const prior = fitTally(others);
    eligible.forEach((history, i) => {
      if (i % RIDGE_FOLDS !== fold || !measured.has(i)) return;
      ridgeErrors(history.slice(-RIDGE_RECENT), prior, RIDGE_CHOICES).forEach((error, c) => {
        errors[c] = errors[c]! + error;
      });
    });
  }
  let best = 0;
  for (let c = 1; c < RIDGE_CHOICES.length; c += 1) if (errors[c]! < errors[best]!) best = c;
  return RIDGE_CHOICES[best]!;
}

/**
 * For each ridge penalty λ: Σ c_i·(y_i − ŷ_{−i})² over the person's likes and dislikes, ŷ_{−i}
 * the unclamped prediction of fitProfile's fit to all the others with λ, shrunk towards `prior`.
 */
export function ridgeErrors(history: readonly RatedWork[], prior: AttributeModel, lambdas: readonly number[]): Float64Array {
  return leaveOneOutErrors(normalEquations(observationsOf(history), prior, 1, BIAS_LAMBDA, true), lambdas);
}

/**
 * ridgeErrors over a system built with penalty 1 on the values' slots. From the dual's G = XΛ⁻¹Xᵀ + C⁻¹ and α = G⁻¹(y − prior), y_i − ŷ_{−i} =
 * α_i / (G⁻¹)_ii: the closed form of leave-one-out for a ridge fit, one factorisation for all n.
 * The system is built with penalty 1 on the values' slots; G for λ is their part over λ plus the
 * agreement scales' and the bias' parts, which do not change.
 */
function leaveOneOutErrors(system: System, lambdas: readonly number[]): Float64Array {
  const { rows, weights, residuals } = system;
  const n = rows.length;
  const parts = gramParts(system);
  const errors = new Float64Array(lambdas.length);
  const g = new Float64Array(n * n);
  lambdas.forEach((lambda, c) => {
    gramOf(parts, lambda, weights, g);
    const factor = cholesky(g, n);
    const alpha = solveCholesky(factor, residuals, n);
    // (G⁻¹)_ii = Σ_k (L⁻¹)_ki² over k ≥ i: column i of L⁻¹, by forward substitution from row i.
    const column = new Float64Array(n);
    let error = 0;
    for (let i = 0; i < n; i += 1) {
      let diagonal = 0;
      for (let r = i; r < n; r += 1) {
        let sum = r === i ? 1 : 0;
        for (let k = i; k < r; k += 1) sum -= factor[r * n + k]! * column[k]!;
        column[r] = sum / factor[r * n + r]!;
        diagonal += column[r]! * column[r]!;
      }
      const residual = alpha[i]! / diagonal;
      error += weights[i]! * residual * residual;
    }
    errors[c] = error;
  });
  return errors;
}

/**
 * A person's profile from their rating history: their fit shrunk towards the crowd. Neutral and
 * unrated entries change nothing; a work rated twice counts by its last rating. With no likes or
 * dislikes it is the crowd's model, so the person is ranked exactly as the crowd.
 */
export function fitProfile(history: readonly RatedWork[], crowd: CrowdModel = emptyCrowd(), form: SolveForm = 'smaller'): TasteProfile {
  const observations = observationsOf(history);
  if (observations.length === 0) return { weights: crowd.weights, bias: crowd.bias, evidence: new Float64Array(LAYOUT.size), ratings: 0, crowd, liftShare: 1, examples: [] };
  const fit = fitLinear(observations, crowd, crowd.ridge, BIAS_LAMBDA, true, form);
  return { ...fit, crowd, liftShare: LIFT_HALF / (LIFT_HALF + fit.ratings), examples: likenessExamples(history) };
}

/**
 * The crowd's like rate of a work: its ratings (and sales) smoothed towards the attribute fit, or
 * the fit alone for a work nobody has rated.
 */
export function crowdRate(crowd: CrowdModel, features: TasteFeatures): number {
  return clamp(predict(crowd, workVector(features)), 0, 1) + (crowd.lift.get(features.id) ?? 0);
}

/** A value's weight shown as a preference in [0, 1]: 0.5 is indifferent, 1 a strong like. */
export function preferenceOf(weight: number): number {
  return clamp(0.5 + weight, 0, 1);
}

/** How much of a value's weight still rests on the crowd: all of it with no evidence, half at the crowd's ridge penalty. */
export function crowdShare(evidence: number, ridge: number = RIDGE_LAMBDA): number {
  return ridge / (ridge + evidence);
}

/** The profile of someone who has rated nothing, before anyone has: every work alike. */
export function emptyProfile(): TasteProfile {
  return fitProfile([], emptyCrowd());
}

/** b + x·θ: the model's like rate for a work, unclamped. */
export function predict(model: AttributeModel, vector: WorkVector): number {
  let sum = model.bias;
  for (let k = 0; k < vector.slots.length; k += 1) sum += (model.weights[vector.slots[k]!] as number) * (vector.values[k] as number);
  return sum;
}

/**
 * The predicted like rate from the four attribute terms, added in the one order every path adds
 * them in (the explanation, rankWorks and the feature index), so all give a work the same score
 * to the last bit.
 */
export function predictionOf(base: number, colour: number, content: number, material: number, formal: number): number {
  return base + colour + content + material + formal;
}

/**
 * The affinity of a work: the person's predicted like rate (held in [0, 1]) plus the crowd's
 * lift for the work itself, held in [0, 1]. Holding the prediction before adding the lift keeps
 * a like from ever lowering an identical work.
 */
export function scoreOf(prediction: number, lift: number): number {
  return clamp(clamp(prediction, 0, 1) + lift, 0, 1);
}

/**
 * The value a ranking orders by: the affinity itself below 1, and where many works share an
 * affinity of exactly 1, their unclamped prediction plus lift u, squashed into [1, 2) as
 * 1 + (u − 1)/u, so that among the works the person will surely like the one the model is surest
 * of comes first (not the newest). The affinity is unchanged: a work at 1 stays at 1 whatever the
 * order among them. Rankings use it for a profile fitted to the person's own ratings; the crowd
 * order keeps newest first among its ties (docs/taste.md: the crowd's unclamped extremes helped it
 * on some simulated tastes and hurt it on others).
 */
export function rankValue(prediction: number, lift: number): number {
  const score = scoreOf(prediction, lift);
  return score >= 1 ? beyondTop(prediction + lift) : score;
}

/** 1 + (u − 1)/u for the unclamped u of a work at 1 (u ≥ 1 there for any lift within ±1, as the crowd's are; held there all the same). */
function beyondTop(unclamped: number): number {
  const above = Math.max(unclamped, 1);
  return 1 + (above - 1) / above;
}

/**
 * The normal equations of a ridge fit with a prior mean, over the slots the observations carry
 * (the others keep the prior's weight exactly): (XᵀCX + Λ)·δ = XᵀC·(y − prior).
 *
 * With `agreement`, four more unknowns a_b let the person scale the prior's whole view of each
 * block at once (a collector who cares twice as much as the crowd about colour, or not at all):
 * the weights become θ_prior·(1 + a_b) + δ. Twenty answers say more about four scales than about
 * a hundred separate values, so this is where a short quiz learns most.
 */
interface System {
  /** One row per observation: the unknowns it touches and its values there. */
  rows: ReadonlyArray<{ places: number[]; values: number[] }>;
  /** Each observation's weight c and its residual from the prior, y − prior. */
  weights: Float64Array;
  residuals: Float64Array;
  /** The penalty on each unknown (the diagonal of Λ). */
  penalties: Float64Array;
  m: number;
  /** Slot → its unknown's place; the agreement scales follow at agreeAt, the bias last. */
  active: Map<number, number>;
  agreeAt: number;
  agreement: boolean;
  evidence: Float64Array;
  ratings: number;
}

function normalEquations(observations: readonly Observation[], prior: AttributeModel, lambda: number, biasLambda: number, agreement: boolean): System {
  const active = new Map<number, number>();
  for (const { vector } of observations) for (const slot of vector.slots) if (!active.has(slot)) active.set(slot, active.size);
  const agreeAt = active.size;
  const m = active.size + (agreement ? BLOCKS.length : 0) + 1;
  const n = observations.length;
  const rows: Array<{ places: number[]; values: number[] }> = [];
  const weights = new Float64Array(n);
  const residuals = new Float64Array(n);
  const evidence = new Float64Array(LAYOUT.size);
  let ratings = 0;
  observations.forEach(({ vector, target, weight }, i) => {
    const { places, values } = row(vector, prior, active, agreeAt, agreement, m - 1);
    rows.push({ places, values });
    weights[i] = weight;
    residuals[i] = target - predict(prior, vector);
    // A vector's slots are distinct (values are unique per work, and an axis has two slots).
    for (const slot of vector.slots) evidence[slot] = evidence[slot]! + weight;
    ratings += weight;
  });
  const penalties = new Float64Array(m);
  for (let i = 0; i < m; i += 1) penalties[i] = i === m - 1 ? biasLambda : i >= agreeAt ? AGREEMENT_LAMBDA : lambda;
  return { rows, weights, residuals, penalties, m, active, agreeAt, agreement, evidence, ratings };
}

/** The primal form, m × m: XᵀCX + Λ (row-major) and XᵀC·(y − prior). */
function primal(system: System): { a: Float64Array; rhs: Float64Array } {
  const { rows, weights, residuals, penalties, m } = system;
  const a = new Float64Array(m * m);
  const rhs = new Float64Array(m);
  for (let r = 0; r < rows.length; r += 1) {
    const { places, values } = rows[r]!;
    const weight = weights[r]!;
    const residual = residuals[r]!;
    for (let i = 0; i < places.length; i += 1) {
      const pi = places[i]!;
      const vi = values[i]! * weight;
      rhs[pi] = rhs[pi]! + vi * residual;
      for (let j = 0; j < places.length; j += 1) {
        const at = pi * m + places[j]!;
        a[at] = a[at]! + vi * values[j]!;
      }
    }
  }
  for (let i = 0; i < m; i += 1) a[i * m + i] = a[i * m + i]! + penalties[i]!;
  return { a, rhs };
}

/** The primal's m × m factor and the unknowns δ from it. */
function primalFit(system: System): { delta: Float64Array; factor: Float64Array } {
  const { a, rhs } = primal(system);
  const factor = cholesky(a, system.m);
  return { delta: solveCholesky(factor, rhs, system.m), factor };
}

/**
 * The dual's G = XΛ⁻¹Xᵀ + C⁻¹ in two parts (lower triangles): Σ x_i·x_j over the value slots,
 * before their penalty λ, and the agreement scales' and the bias' part, already over theirs.
 * gramOf adds them for a λ, so the leave-one-out errors of several λ share one pass.
 */
function gramParts(system: System): { values: Float64Array; fixed: Float64Array } {
  const { rows, penalties, m, agreeAt } = system;
  const n = rows.length;
  const values = new Float64Array(n * n);
  const fixed = new Float64Array(n * n);
  const dense = new Float64Array(m);
  for (let i = 0; i < n; i += 1) {
    const ri = rows[i]!;
    for (let k = 0; k < ri.places.length; k += 1) dense[ri.places[k]!] = ri.values[k]!;
    for (let j = 0; j <= i; j += 1) {
      const rj = rows[j]!;
      let slots = 0;
      let rest = 0;
      for (let k = 0; k < rj.places.length; k += 1) {
        const place = rj.places[k]!;
        const product = dense[place]! * rj.values[k]!;
        if (place < agreeAt) slots += product;
        else rest += product / penalties[place]!;
      }
      values[i * n + j] = slots;
      fixed[i * n + j] = rest;
    }
    for (let k = 0; k < ri.places.length; k += 1) dense[ri.places[k]!] = 0;
  }
  return { values, fixed };
}

/** G for the value slots' penalty λ, written into `g` (n × n, symmetric) and returned. */
function gramOf(parts: { values: Float64Array; fixed: Float64Array }, lambda: number, weights: Float64Array, g: Float64Array): Float64Array {
  const n = weights.length;
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      const sum = parts.values[i * n + j]! / lambda + parts.fixed[i * n + j]!;
      g[i * n + j] = sum;
      g[j * n + i] = sum;
    }
    g[i * n + i] = g[i * n + i]! + 1 / weights[i]!;
  }
  return g;
}

/**
 * The same solution from the dual form, n × n for n observations: δ = Λ⁻¹Xᵀ(XΛ⁻¹Xᵀ + C⁻¹)⁻¹(y −
 * prior), the identity (XᵀCX + Λ)⁻¹XᵀC = Λ⁻¹Xᵀ(XΛ⁻¹Xᵀ + C⁻¹)⁻¹. A collector's answers touch
 * more unknowns than there are answers (20 quiz works carry about 100 values), so this system is
 * the smaller one until they have rated about as many works as their values. Returns the
 * unknowns and the Cholesky factor of G = XΛ⁻¹Xᵀ + C⁻¹.
 */
function dualFit(system: System): { delta: Float64Array; factor: Float64Array } {
  const { rows, weights, residuals, penalties, m, agreeAt } = system;
  const n = rows.length;
  // Every value slot carries the same penalty (normalEquations); with none active it is unused.
  const g = gramOf(gramParts(system), agreeAt > 0 ? penalties[0]! : 1, weights, new Float64Array(n * n));
  const factor = cholesky(g, n);
  const alpha = solveCholesky(factor, residuals, n);
  const delta = new Float64Array(m);
  rows.forEach(({ places, values }, i) => {
    for (let k = 0; k < places.length; k += 1) delta[places[k]!] = delta[places[k]!]! + (values[k]! * alpha[i]!) / penalties[places[k]!]!;
  });
  return { delta, factor };
}

/**
 * A work's row of the system: its active slots' values, the prior's block terms for the
 * agreement scales, and 1 for the bias. Slots outside the system come back in `outside`.
 */
function row(vector: WorkVector, prior: AttributeModel, active: ReadonlyMap<number, number>, agreeAt: number, agreement: boolean, biasAt: number) {
  const places: number[] = [];
  const values: number[] = [];
  const outside: number[] = [];
  const blockTerms = [0, 0, 0, 0];
  for (let k = 0; k < vector.slots.length; k += 1) {
    const slot = vector.slots[k]!;
    const place = active.get(slot);
    if (place === undefined) outside.push(vector.values[k]!);
    else {
      places.push(place);
      values.push(vector.values[k]!);
    }
    blockTerms[vector.blocks[k]!]! += prior.weights[slot]! * vector.values[k]!;
  }
  if (agreement) {
    BLOCKS.forEach((_, b) => {
      places.push(agreeAt + b);
      values.push(blockTerms[b]!);
    });
  }
  places.push(biasAt);
  values.push(1);
  return { places, values, outside };
}

/**
 * A fit's model from the prior and the solved unknowns δ: each block's prior weights scaled by
 * 1 + a_b, the person's own δ added, every weight held within ±WEIGHT_LIMIT.
 */
function modelOf(system: System, prior: AttributeModel, delta: Float64Array): AttributeModel {
  const { m, active, agreeAt, agreement } = system;
  const weights = Float64Array.from(prior.weights);
  if (agreement) {
    const scaleSlots = (layout: ReadonlyMap<unknown, number>, b: number) => {
      for (const slot of layout.values()) weights[slot] = weights[slot]! * (1 + delta[agreeAt + b]!);
    };
    scaleSlots(LAYOUT.colour, 0);
    scaleSlots(LAYOUT.content, 1);
    scaleSlots(LAYOUT.material, 2);
    scaleSlots(LAYOUT.slope, 3);
    scaleSlots(LAYOUT.curve, 3);
  }
  for (const [slot, at] of active) weights[slot] = weights[slot]! + delta[at]!;
  for (let slot = 0; slot < LAYOUT.size; slot += 1) weights[slot] = clamp(weights[slot]!, -WEIGHT_LIMIT, WEIGHT_LIMIT);
  const bias = clamp(prior.bias + delta[m - 1]!, -WEIGHT_LIMIT, WEIGHT_LIMIT);
  return { weights, bias, evidence: system.evidence, ratings: system.ratings };
}

/**
 * Which system a fit solves: both give the same model (to rounding). 'smaller' takes the dual
 * while there are fewer observations than unknowns, the primal after.
 */
export type SolveForm = 'smaller' | 'primal' | 'dual';

function usesDual(system: System, form: SolveForm): boolean {
  return form === 'dual' || (form === 'smaller' && system.rows.length < system.m);
}

function fitLinear(observations: readonly Observation[], prior: AttributeModel, lambda: number, biasLambda: number, agreement = false, form: SolveForm = 'smaller'): AttributeModel {
  const system = normalEquations(observations, prior, lambda, biasLambda, agreement);
  return modelOf(system, prior, (usesDual(system, form) ? dualFit(system) : primalFit(system)).delta);
}

/**
 * How uncertain the model is about each candidate after the answers given: the variance of its
 * predicted like rate under the fit (xᵀ(XᵀCX + Λ)⁻¹x, in units of the answers' noise), times
 * p·(1 − p) of the prediction itself, so a work the person will plainly like or dislike asks
 * little. Values no answer has touched yet carry their whole prior variance 1/λ: a work that
 * would test them for the first time asks more (TASTE.md 6).
 */
export function uncertainties(candidates: readonly TasteFeatures[], history: readonly RatedWork[], crowd: CrowdModel, form: SolveForm = 'smaller'): number[] {
  const system = normalEquations(observationsOf(history), crowd, crowd.ridge, BIAS_LAMBDA, true);
  const { m, rows, penalties } = system;
  const n = rows.length;
  let profile: AttributeModel;
  // xᵀ(XᵀCX + Λ)⁻¹x for a candidate's row x over the fit's unknowns.
  let within: (x: Float64Array) => number;
  if (usesDual(system, form)) {
    // (XᵀCX + Λ)⁻¹ = Λ⁻¹ − Λ⁻¹XᵀG⁻¹XΛ⁻¹: the prior's variance less what the answers explain.
    const { delta, factor } = dualFit(system);
    profile = modelOf(system, crowd, delta);
    within = (x) => {
      let prior = 0;
      for (let k = 0; k < m; k += 1) prior += (x[k]! * x[k]!) / penalties[k]!;
      const u = new Float64Array(n);
      rows.forEach(({ places, values }, i) => {
        let sum = 0;
        for (let k = 0; k < places.length; k += 1) sum += (values[k]! * x[places[k]!]!) / penalties[places[k]!]!;
        u[i] = sum;
      });
      const z = forward(factor, u, n);
      let explained = 0;
      for (let i = 0; i < n; i += 1) explained += z[i]! * z[i]!;
      return Math.max(0, prior - explained);
    };
  } else {
    const { delta, factor } = primalFit(system);
    profile = modelOf(system, crowd, delta);
    within = (x) => {
      const z = forward(factor, x, m);
      let sum = 0;
      for (let i = 0; i < m; i += 1) sum += z[i]! * z[i]!;
      return sum;
    };
  }
  return candidates.map((features) => {
    const vector = workVector(features);
    const { places, values, outside } = row(vector, crowd, system.active, system.agreeAt, system.agreement, m - 1);
    const x = new Float64Array(m);
    places.forEach((place, i) => {
      x[place] = x[place]! + values[i]!;
    });
    let variance = within(x);
    for (const value of outside) variance += (value * value) / crowd.ridge;
    const p = clamp(predict(profile, vector), 0.02, 0.98);
    return variance * p * (1 - p);
  });
}

function observationsOf(history: readonly RatedWork[]): Observation[] {
  const last = new Map<number, { features: TasteFeatures; rating: Rating }>();
  for (const entry of history) last.set(entry.features.id, entry);
  const observations: Observation[] = [];
  for (const { features, rating } of last.values()) {
    if (rating === RATING.like) observations.push({ vector: workVector(features), target: 1, weight: 1 });
    else if (rating === RATING.dislike) observations.push({ vector: workVector(features), target: 0, weight: DISLIKE_WEIGHT });
  }
  return observations;
}

/** The lower factor L of a symmetric positive definite A = L·Lᵀ (row-major, m × m). */
function cholesky(a: Float64Array, m: number): Float64Array {
  const l = new Float64Array(m * m);
  for (let i = 0; i < m; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = a[i * m + j]!;
      for (let k = 0; k < j; k += 1) sum -= l[i * m + k]! * l[j * m + k]!;
      if (i === j) l[i * m + i] = Math.sqrt(Math.max(sum, 1e-12));
      else l[i * m + j] = sum / l[j * m + j]!;
    }
  }
  return l;
}

/** y with L·y = b. */
function forward(l: Float64Array, b: Float64Array, m: number): Float64Array {
  const y = new Float64Array(m);
  for (let i = 0; i < m; i += 1) {
    let sum = b[i]!;
    for (let k = 0; k < i; k += 1) sum -= l[i * m + k]! * y[k]!;
    y[i] = sum / l[i * m + i]!;
  }
  return y;
}

/** x with L·Lᵀ·x = b. */
function solveCholesky(l: Float64Array, b: Float64Array, m: number): Float64Array {
  const y = forward(l, b, m);
  const x = new Float64Array(m);
  for (let i = m - 1; i >= 0; i -= 1) {
    let sum = y[i]!;
    for (let k = i + 1; k < m; k += 1) sum -= l[k * m + i]! * x[k]!;
    x[i] = sum / l[i * m + i]!;
  }
  return x;
}

export function clamp(x: number, low: number, high: number): number {
  return x < low ? low : x > high ? high : x;
}
