import type { MaterialKey } from '../lookups/index.ts';
import { formalPositions, uniqueValues, type TasteFeatures } from './features.ts';
import { likenessOf, likenessTerm, reorderHead, type LikenessDetail } from './likeness.ts';
import { BLOCK_SCALE, LAYOUT, clamp, predictionOf, preferenceOf, rankValue, scoreOf, type AttributeModel, type TasteProfile } from './model.ts';

/**
 * What each part of the model adds to a work's predicted like rate: the person's base rate, the
 * four attribute blocks (signed: a disliked colour subtracts), the crowd's lift for the work
 * itself, and the work's likeness to the liked and disliked works (likeness.ts).
 * affinity = clamp(clamp(clamp(base + colour + content + material + formal) + crowd) + likeness).
 */
export interface AffinityTerms {
  base: number;
  colour: number;
  content: number;
  material: number;
  formal: number;
  crowd: number;
  /** LIKENESS_WEIGHT × the work's likeness: 0 with no likes or dislikes. */
  likeness: number;
}

/** One value of the work and the profile's weight for it. */
export interface ValueDetail<K> {
  id: K;
  /** The like rate a work made only of this value gains (or loses) for the person. */
  weight: number;
  /** The same for the crowd, the prior the person's weight started from. */
  crowdWeight: number;
  /** The person's ratings of works with the value (a dislike counting 1.2). */
  evidence: number;
  /** ½ + weight, held in [0, 1]: above ½ liked, below disliked. */
  preference: number;
  /** What the value adds to this work. */
  contribution: number;
}

/** One set axis of the work against the person's preferred position on it. */
export interface FormalDetail {
  id: number;
  /** The work's position v. */
  value: number;
  /** Where on the axis the person's weights peak, in [0, 1] (the middle while nothing leans). */
  position: number;
  /** The person's ratings of works with the axis set. */
  denominator: number;
  /** What the axis adds to this work. */
  match: number;
}

/** Why a work scores what it does: enough for the Proof view and a one-line reason. */
export interface AffinityExplanation {
  affinity: number;
  terms: AffinityTerms;
  /** The likeness behind terms.likeness: its value and the nearest liked and disliked works. */
  likeness: LikenessDetail;
  details: {
    colour: ValueDetail<number>[];
    content: ValueDetail<number>[];
    material: ValueDetail<MaterialKey>[];
    formal: FormalDetail[];
  };
}

export interface RankedWork<W extends TasteFeatures> {
  work: W;
  affinity: number;
}

/**
 * The affinity from its terms, in the one order both ranking paths add them in, so the feature
 * index and the explanation give the same score to the last bit.
 */
export function combineTerms(base: number, colour: number, content: number, material: number, formal: number, lift: number): number {
  return scoreOf(predictionOf(base, colour, content, material, formal), lift);
}

export function affinityTerms(profile: TasteProfile, features: TasteFeatures): AffinityTerms {
  const { colour, content, material, formal } = attributeTerms(profile, features);
  const lift = liftOf(profile, features.id);
  const prediction = predictionOf(profile.bias, colour, content, material, formal);
  const likeness = profile.examples.length ? likenessTerm(likenessOf(profile.examples, features)) : 0;
  return { base: profile.bias, colour, content, material, formal, crowd: combineTerms(profile.bias, colour, content, material, formal, lift) - clamp(prediction, 0, 1), likeness };
}

/**
 * The affinity from the terms: the attribute terms and the crowd's lift held as combineTerms
 * holds them, plus the likeness term, held in [0, 1] (the sum the ranking's head is ordered by).
 */
function affinityOf(profile: TasteProfile, features: TasteFeatures, t: AffinityTerms): number {
  return clamp(combineTerms(t.base, t.colour, t.content, t.material, t.formal, liftOf(profile, features.id)) + t.likeness, 0, 1);
}

/** The affinity of a work for a profile, in [0, 1]. */
export function affinity(profile: TasteProfile, features: TasteFeatures): number {
  return affinityOf(profile, features, affinityTerms(profile, features));
}

export function explainAffinity(profile: TasteProfile, features: TasteFeatures): AffinityExplanation {
  const terms = affinityTerms(profile, features);
  return {
    affinity: affinityOf(profile, features, terms),
    terms,
    likeness: likenessOf(profile.examples, features),
    details: affinityDetails(profile, features),
  };
}

/** The explanation's details alone (each value's weight and what it adds): what a reason line reads. */
export function affinityDetails(profile: TasteProfile, features: TasteFeatures): AffinityExplanation['details'] {
  const valueDetails = <K>(layout: ReadonlyMap<K, number>, values: readonly K[], scale: number): ValueDetail<K>[] => {
    const known = uniqueValues(values).filter((id) => layout.has(id));
    return known.map((id) => {
      const slot = layout.get(id) as number;
      const weight = scale * profile.weights[slot]!;
      return {
        id,
        weight,
        crowdWeight: scale * profile.crowd.weights[slot]!,
        evidence: profile.evidence[slot]!,
        preference: preferenceOf(weight),
        contribution: weight / known.length,
      };
    });
  };
  const axes = formalPositions(features.formal);
  return {
    colour: valueDetails(LAYOUT.colour, features.colours, BLOCK_SCALE.colour),
    content: valueDetails(LAYOUT.content, features.subjects, BLOCK_SCALE.content),
    material: valueDetails(LAYOUT.material, features.materials, BLOCK_SCALE.material),
    formal: axes.map(([id, value]) => ({
      id,
      value,
      position: preferredPosition(profile, id),
      denominator: profile.evidence[LAYOUT.slope.get(id) as number]!,
      match: (BLOCK_SCALE.formal * axisCurve(profile, id, value)) / axes.length,
    })),
  };
}

/**
 * The straightforward ranking: every work not excluded, by its affinity without the likeness
 * term, highest first; for a profile fitted to the person's own ratings, works at an affinity of
 * exactly 1 by their unclamped prediction (rankValue); on an equal value the newer work first,
 * then the lower id. The crowd order (a profile with no ratings) keeps newest first among its
 * ties. Then the first LIKENESS_HEAD are ordered again with the likeness term (reorderHead), and
 * their affinity is the explanation's. rankIndex is the fast path for the server; this one is the
 * reference it is tested against.
 */
export function rankWorks<W extends TasteFeatures>(profile: TasteProfile, works: readonly W[], exclude: ReadonlySet<number> = new Set()): RankedWork<W>[] {
  const ranked = works
    .filter((work) => !exclude.has(work.id))
    .map((work) => {
      const lift = liftOf(profile, work.id);
      const t = attributeTerms(profile, work);
      const prediction = predictionOf(profile.bias, t.colour, t.content, t.material, t.formal);
      const score = scoreOf(prediction, lift);
      return { work, affinity: score, order: profile.ratings > 0 ? rankValue(prediction, lift) : score };
    })
    .sort((a, b) => b.order - a.order || b.work.listedAt - a.work.listedAt || a.work.id - b.work.id);
  const ordered = profile.examples.length ? reorderHead(ranked, (entry) => likenessOf(profile.examples, entry.work).value) : ranked;
  return ordered.map(({ work, affinity }) => ({ work, affinity }));
}

/** The four attribute terms alone. */
function attributeTerms(profile: TasteProfile, features: TasteFeatures) {
  return {
    colour: categoricalTerm(profile, LAYOUT.colour, features.colours, BLOCK_SCALE.colour),
    content: categoricalTerm(profile, LAYOUT.content, features.subjects, BLOCK_SCALE.content),
    material: categoricalTerm(profile, LAYOUT.material, features.materials, BLOCK_SCALE.material),
    formal: formalTerm(profile, features),
  };
}

/** The crowd's lift for a work as the person's affinity keeps it. */
export function liftOf(profile: TasteProfile, id: number): number {
  return profile.liftShare * (profile.crowd.lift.get(id) ?? 0);
}

/** A value's weight for a work made only of it (the like rate it adds), for pages that list a person's favourites. */
export function valueWeight(model: AttributeModel, block: 'colour' | 'content' | 'material', id: number | MaterialKey): number {
  const layout: ReadonlyMap<number | MaterialKey, number> = LAYOUT[block];
  const slot = layout.get(id);
  return slot === undefined ? 0 : BLOCK_SCALE[block] * model.weights[slot]!;
}

/** The axis' contribution at position v before the block scale and the mean over axes: θ_slope·d + θ_curve·4d². */
export function axisCurve(model: AttributeModel, axis: number, v: number): number {
  const d = clamp(v, 0, 1) - 0.5;
  return model.weights[LAYOUT.slope.get(axis) as number]! * d + model.weights[LAYOUT.curve.get(axis) as number]! * 4 * d * d;
}

/**
 * Where on an axis the weights peak: the pole the leaning points to, or the top of the curve
 * when it bends down inside the axis; the middle when the axis is flat.
 */
export function preferredPosition(model: AttributeModel, axis: number): number {
  // A model's weights do not change once fitted: each axis is worked out once per model (a queue
  // explains hundreds of works against one profile).
  let known = preferredPositions.get(model);
  if (known === undefined) preferredPositions.set(model, (known = new Map()));
  let position = known.get(axis);
  if (position === undefined) known.set(axis, (position = peakOf(model, axis)));
  return position;
}

const preferredPositions = new WeakMap<AttributeModel, Map<number, number>>();

function peakOf(model: AttributeModel, axis: number): number {
  const slope = model.weights[LAYOUT.slope.get(axis) as number]!;
  const curve = model.weights[LAYOUT.curve.get(axis) as number]!;
  if (Math.abs(slope) < 1e-9 && Math.abs(curve) < 1e-9) return 0.5;
  const candidates = [0, 0.5, 1];
  if (curve < 0) candidates.push(clamp(0.5 - slope / (8 * curve), 0, 1));
  let best = 0.5;
  let bestValue = axisCurve(model, axis, 0.5);
  for (const v of candidates) {
    const value = axisCurve(model, axis, v);
    if (value > bestValue + 1e-12) [best, bestValue] = [v, value];
  }
  return best;
}

function categoricalTerm<K>(profile: TasteProfile, layout: ReadonlyMap<K, number>, values: readonly K[], scale: number): number {
  let sum = 0;
  let count = 0;
  for (const value of uniqueValues(values)) {
    const slot = layout.get(value);
    if (slot === undefined) continue;
    sum += profile.weights[slot]!;
    count += 1;
  }
  return count === 0 ? 0 : (scale * sum) / count;
}

function formalTerm(profile: TasteProfile, features: TasteFeatures): number {
  const axes = formalPositions(features.formal);
  if (axes.length === 0) return 0;
  let sum = 0;
  for (const [axis, value] of axes) sum += axisCurve(profile, axis, value);
  return (BLOCK_SCALE.formal * sum) / axes.length;
}
