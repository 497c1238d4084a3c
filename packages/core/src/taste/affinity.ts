import type { MaterialKey } from '../lookups/index.ts';
import { AFFINITY_DIVISOR, AFFINITY_WEIGHTS, NEUTRAL_MATCH, UNTESTED_SCORE } from './constants.ts';
import { formalPositions, uniqueValues, type TasteFeatures } from './features.ts';
import { formalPosition, preference, type TasteProfile } from './profile.ts';

/** The four matches, each in [0, 1]: C colour, K content, M material, F formal. */
export interface AffinityTerms {
  colour: number;
  content: number;
  material: number;
  formal: number;
}

/** One value of the work and the profile entry behind it. */
export interface ValueDetail<K> {
  id: K;
  /** The profile's score s for the value (0 when the collector never rated it). */
  score: number;
  /** p(s), the value's share of its attribute's mean. */
  preference: number;
}

/** One set axis of the work against the collector's running position on it. */
export interface FormalDetail {
  id: number;
  /** The work's position v. */
  value: number;
  /** The profile's average position r (0.5 while the denominator is 0). */
  position: number;
  denominator: number;
  /** 1 − |r − v|. */
  match: number;
}

/** Why a work scores what it does: enough for the Proof view and a one-line reason. */
export interface AffinityExplanation {
  affinity: number;
  terms: AffinityTerms;
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
 * `(1·C + 2·M + 3·F + 2·K) / 8`. The feature index combines its terms through this same
 * function, so the two ranking paths give bit-identical scores.
 */
export function combineTerms(colour: number, content: number, material: number, formal: number): number {
  return (
    (AFFINITY_WEIGHTS.colour * colour + AFFINITY_WEIGHTS.material * material + AFFINITY_WEIGHTS.formal * formal + AFFINITY_WEIGHTS.content * content) /
    AFFINITY_DIVISOR
  );
}

export function affinityTerms(profile: TasteProfile, features: TasteFeatures): AffinityTerms {
  return {
    colour: categoricalMatch(profile.colour, uniqueValues(features.colours)),
    content: categoricalMatch(profile.content, uniqueValues(features.subjects)),
    material: categoricalMatch(profile.material, uniqueValues(features.materials)),
    formal: formalMatch(profile, features),
  };
}

/** The affinity of a work for a profile, in [0, 1]. */
export function affinity(profile: TasteProfile, features: TasteFeatures): number {
  const t = affinityTerms(profile, features);
  return combineTerms(t.colour, t.content, t.material, t.formal);
}

export function explainAffinity(profile: TasteProfile, features: TasteFeatures): AffinityExplanation {
  const terms = affinityTerms(profile, features);
  const valueDetails = <K>(scores: ReadonlyMap<K, number>, values: readonly K[]): ValueDetail<K>[] =>
    uniqueValues(values).map((id) => {
      const score = scores.get(id) ?? UNTESTED_SCORE;
      return { id, score, preference: preference(score) };
    });
  return {
    affinity: combineTerms(terms.colour, terms.content, terms.material, terms.formal),
    terms,
    details: {
      colour: valueDetails(profile.colour, features.colours),
      content: valueDetails(profile.content, features.subjects),
      material: valueDetails(profile.material, features.materials),
      formal: formalPositions(features.formal).map(([id, value]) => {
        const tally = profile.formal.get(id);
        const position = formalPosition(tally);
        return { id, value, position, denominator: tally?.denominator ?? 0, match: 1 - Math.abs(position - value) };
      }),
    },
  };
}

/**
 * The straightforward ranking: every work not excluded, by affinity, highest first; on equal
 * affinity the newer work first, then the lower id. rankIndex is the fast path for the server;
 * this one is the reference it is tested against.
 */
export function rankWorks<W extends TasteFeatures>(profile: TasteProfile, works: readonly W[], exclude: ReadonlySet<number> = new Set()): RankedWork<W>[] {
  return works
    .filter((work) => !exclude.has(work.id))
    .map((work) => ({ work, affinity: affinity(profile, work) }))
    .sort((a, b) => b.affinity - a.affinity || b.work.listedAt - a.work.listedAt || a.work.id - b.work.id);
}

function categoricalMatch<K>(scores: ReadonlyMap<K, number>, values: readonly K[]): number {
  if (values.length === 0) return NEUTRAL_MATCH;
  let sum = 0;
  for (const value of values) sum += preference(scores.get(value) ?? UNTESTED_SCORE);
  return sum / values.length;
}

function formalMatch(profile: TasteProfile, features: TasteFeatures): number {
  const axes = formalPositions(features.formal);
  if (axes.length === 0) return NEUTRAL_MATCH;
  let sum = 0;
  for (const [axis, value] of axes) sum += 1 - Math.abs(formalPosition(profile.formal.get(axis)) - value);
  return sum / axes.length;
}
