import { RATING } from '../constants.ts';
import type { MaterialKey } from '../lookups/index.ts';
import { axisCurve, preferredPosition, type AffinityExplanation } from './affinity.ts';
import { AXIS_MIDDLE } from './constants.ts';
import { likenessOf, likenessTerm } from './likeness.ts';
import { BLOCK_SCALE, LAYOUT, type AttributeModel, type TasteProfile } from './model.ts';
import { formalPositions, uniqueValues, type RatedWork, type TasteFeatures } from './features.ts';
import { colourName, formalPole, materialName, subjectName } from './names.ts';
import { colourPhrase, formalPhrase, mediumPhrase, subjectKind, subjectTheme, surfacePhrase } from './reason-copy.ts';

type CategoricalAttribute = 'colour' | 'content' | 'material';

/** One thing the collector has shown they like that this work has, and what it adds. */
export interface Reason {
  attribute: CategoricalAttribute | 'formal';
  /** Value id, or the formal axis id. */
  id: number | MaterialKey;
  /** The value's label, or for a formal axis the pole both the work and the collector lean to. */
  name: string;
  /** What the value adds to the work's affinity (its term in the explanation). */
  lift: number;
  /** Liked works in the history that carry the value (or lean to the same pole). */
  likedWorks: number;
  /** For a formal reason, the pole: −1 the first, 1 the second. */
  side?: -1 | 1;
}

/** A position counts as leaning to a pole when it is at least this far from the middle. */
export const POLE_LEAN = 0.25;

/**
 * The work's values the collector has liked, strongest lift first. Values they dislike, and
 * values no liked work carried, are not reasons.
 */
export function reasonsFor(explanation: Pick<AffinityExplanation, 'details'>, history: readonly RatedWork[]): Reason[] {
  const liked = likedIndex(history);
  const { details } = explanation;
  const reasons: Reason[] = [];
  for (const attribute of ['colour', 'content', 'material'] as const) {
    const list: ReadonlyArray<{ id: number | MaterialKey; contribution: number }> = details[attribute];
    for (const { id, contribution } of list) keep(reasons, valueReason(liked, attribute, id, contribution, true));
  }
  for (const { id, value, position, denominator, match } of details.formal) keep(reasons, formalReason(liked, id, value, position, denominator, match, true));
  return strongestFirst(reasons);
}

const keep = (reasons: Reason[], reason: Reason | null) => {
  if (reason) reasons.push(reason);
};

/** A value of the work as a reason: when it lifts the work and liked works carried it. Named only when asked. */
function valueReason(liked: LikedIndex, attribute: CategoricalAttribute, id: number | MaterialKey, lift: number, named: boolean): Reason | null {
  if (lift <= 0) return null;
  const likedWorks = liked.counts[keyOf(attribute, id) ?? -1] ?? 0;
  return likedWorks === 0 ? null : { attribute, id, name: named ? nameOf(attribute, id) : '', lift, likedWorks };
}

/**
 * A formal axis of the work as a reason: when the work and the collector's preferred position
 * (with evidence behind it) lean to the same pole, the axis lifts the work, and liked works leaned
 * there too. Named only when asked.
 */
function formalReason(liked: LikedIndex, id: number, value: number, position: number, evidence: number, match: number, named: boolean): Reason | null {
  const side = leaning(value);
  if (evidence === 0 || side === 0 || leaning(position) !== side || match <= 0) return null;
  const likedWorks = liked.counts[keyOf('formal', id, side) ?? -1] ?? 0;
  return likedWorks === 0 ? null : { attribute: 'formal', id, side, name: named ? (formalPole(id, value) ?? '') : '', lift: match, likedWorks };
}

/**
 * Strongest first. Lifts equal to rounding (two values every liked work had together) keep the
 * work's own order, so the line does not turn on the last bit of a fit.
 */
function strongestFirst(reasons: Reason[]): Reason[] {
  if (reasons.length < 2) return reasons;
  const rank = (reason: Reason) => Math.round(reason.lift * 1e9);
  return reasons.sort((a, b) => rank(b) - rank(a));
}

/**
 * One line for the recommendations page, in product copy: 'You liked 6 works with blues and
 * round forms', 'You liked 4 landscape works with blues'. It names the strongest reason, adds
 * the next strongest one that at least half of those liked works (and two or more) carried
 * too, and counts the liked works that had every value named. Null when the work has nothing
 * the collector liked.
 */
export function reasonLine(explanation: Pick<AffinityExplanation, 'details'>, history: readonly RatedWork[]): string | null {
  return lineOf(reasonsFor(explanation, history), likedIndex(history));
}

/**
 * The work's values the collector liked, as reasons, strongest first: the same reasons as
 * reasonsFor(affinityDetails(profile, features), history), worked out from the profile's weights
 * directly, so no detail or name is made for a value the line does not use. A queue explains each
 * of its hundreds of works this way after every re-ranking.
 */
function valueReasons(profile: AttributeModel, features: TasteFeatures, liked: LikedIndex): Reason[] {
  const reasons: Reason[] = [];
  const categorical = <K extends number | MaterialKey>(attribute: CategoricalAttribute, layout: ReadonlyMap<K, number>, values: readonly K[], scale: number) => {
    const unique = uniqueValues(values);
    let known = 0;
    for (const id of unique) if (layout.has(id)) known += 1;
    for (const id of unique) {
      const slot = layout.get(id);
      if (slot !== undefined) keep(reasons, valueReason(liked, attribute, id, (scale * profile.weights[slot]!) / known, false));
    }
  };
  categorical('colour', LAYOUT.colour, features.colours, BLOCK_SCALE.colour);
  categorical('content', LAYOUT.content, features.subjects, BLOCK_SCALE.content);
  categorical('material', LAYOUT.material, features.materials, BLOCK_SCALE.material);
  const axes = formalPositions(features.formal);
  for (const [id, value] of axes) {
    // A work in the middle of an axis gives no reason: not worth working out the rest.
    if (leaning(value) === 0) continue;
    const match = (BLOCK_SCALE.formal * axisCurve(profile, id, value)) / axes.length;
    keep(reasons, formalReason(liked, id, value, preferredPosition(profile, id), profile.evidence[LAYOUT.slope.get(id) as number]!, match, false));
  }
  return strongestFirst(reasons);
}

/**
 * Named as the reason only when the work is at least this close to the liked work (1 alike in
 * every block both have): "because you liked …" says the two look alike.
 */
export const LIKENESS_REASON_CLOSENESS = 0.7;

/**
 * Why a work is shown to a collector: the liked work it is most like, when the likeness term
 * lifts it at least as much as any value it shares with the works they liked and the two are at
 * least LIKENESS_REASON_CLOSENESS alike (TASTE.md 4: "because you liked …"). `line` is always the
 * line of its liked values, the same as reasonLine of its explanation. The page names the liked work.
 */
export function workReason(profile: TasteProfile, features: TasteFeatures, history: readonly RatedWork[]): { line: string | null; likedWork: number | null } {
  const liked = likedIndex(history);
  if (liked.total === 0) return { line: null, likedWork: null };
  const reasons = valueReasons(profile, features, liked);
  const likeness = likenessOf(profile.examples, features);
  const near = likeness.liked;
  const lifts = near !== null && near.closeness >= LIKENESS_REASON_CLOSENESS && likenessTerm(likeness) >= (reasons[0]?.lift ?? 0);
  return { line: lineOf(reasons, liked), likedWork: lifts ? near.id : null };
}

/** The line of a work's reasons (strongest first), counted against the liked works. */
function lineOf(reasons: readonly Reason[], liked: LikedIndex): string | null {
  const [first] = reasons;
  if (first === undefined) return null;
  const chosen = [first];
  // A second value is named only when liked works often had both: 'You liked 1 geometric work
  // about beauty' says less than 'You liked 9 geometric works'.
  const enough = Math.max(2, Math.ceil(first.likedWorks / 2));
  for (const candidate of reasons.slice(1)) {
    if (!fits(chosen, candidate)) continue;
    if (together(liked, [...chosen, candidate]) >= enough) {
      chosen.push(candidate);
      break;
    }
  }
  return sentence(together(liked, chosen), chosen);
}

// One kind of work, one surface and one theme per sentence; everything else joins the 'with' list.
function slotOf(reason: Reason): 'kind' | 'surface' | 'theme' | 'with' {
  if (reason.attribute === 'content') return subjectKind(reason.id as number) === null ? 'theme' : 'kind';
  if (reason.attribute === 'material' && String(reason.id).startsWith('surface:')) return 'surface';
  return 'with';
}

function fits(chosen: readonly Reason[], candidate: Reason): boolean {
  const slot = slotOf(candidate);
  return slot === 'with' || chosen.every((reason) => slotOf(reason) !== slot);
}

function sentence(n: number, reasons: readonly Reason[]): string {
  let kind = '';
  let surface = '';
  let theme = '';
  const withs: string[] = [];
  for (const reason of reasons) {
    const slot = slotOf(reason);
    if (slot === 'kind') kind = `${subjectKind(reason.id as number)} `;
    else if (slot === 'theme') theme = ` about ${subjectTheme(reason.id as number)}`;
    else if (slot === 'surface') surface = ` on ${surfacePhrase(reason.id as MaterialKey)}`;
    else if (reason.attribute === 'colour') withs.push(colourPhrase(reason.id as number));
    else if (reason.attribute === 'material') withs.push(mediumPhrase(reason.id as MaterialKey));
    else withs.push(formalPhrase(reason.id as number, reason.side ?? 1));
  }
  const works = `${n} ${kind}work${n === 1 ? '' : 's'}`;
  return `You liked ${works}${surface}${theme}${withs.length ? ` with ${withs.join(' and ')}` : ''}`;
}

/**
 * The liked works of a history as sets, one per value and per pole, at the value's slot of the
 * model's layout (a pole at its axis' slope slot for the first pole, its curve slot for the
 * second: keyOf): bit i is set when the i-th liked work carries it.
 */
interface LikedIndex {
  /** The history's length when counted: a history that grew since is counted again. */
  length: number;
  /** 32-bit words per set. */
  words: number;
  sets: Array<Uint32Array | undefined>;
  /** How many liked works each set holds. */
  counts: Int32Array;
  /** How many liked works there are. */
  total: number;
}

const likedIndexes = new WeakMap<readonly RatedWork[], LikedIndex>();

/**
 * Counted once per history: a queue explains its hundreds of works against one history, and
 * counting the liked works for each reason of each work was most of what a queue cost.
 */
function likedIndex(history: readonly RatedWork[]): LikedIndex {
  const known = likedIndexes.get(history);
  if (known && known.length === history.length) return known;
  const works = history.filter((entry) => entry.rating === RATING.like).map((entry) => entry.features);
  const words = Math.max(1, Math.ceil(works.length / 32));
  const sets: Array<Uint32Array | undefined> = new Array<Uint32Array | undefined>(LAYOUT.size).fill(undefined);
  const counts = new Int32Array(LAYOUT.size);
  works.forEach((work, i) => {
    const mark = (key: number | undefined) => {
      if (key === undefined) return;
      const set = (sets[key] ??= new Uint32Array(words));
      const bit = 1 << (i & 31);
      if ((set[i >>> 5]! & bit) === 0) counts[key] = counts[key]! + 1;
      set[i >>> 5] = set[i >>> 5]! | bit;
    };
    for (const attribute of ['colour', 'content', 'material'] as const) for (const id of valuesOf(work, attribute)) mark(keyOf(attribute, id));
    for (const [axis, position] of Object.entries(work.formal)) {
      const side = leaning(position);
      if (side !== 0) mark(keyOf('formal', Number(axis), side));
    }
  });
  const index = { length: history.length, words, sets, counts, total: works.length };
  likedIndexes.set(history, index);
  return index;
}

/** Where a value's (or a pole's) liked works are counted: its slot in the model's layout. */
function keyOf(attribute: Reason['attribute'], id: number | MaterialKey, side?: -1 | 1): number | undefined {
  if (attribute === 'formal') return (side === -1 ? LAYOUT.slope : LAYOUT.curve).get(id as number);
  const layout: ReadonlyMap<number | MaterialKey, number> = LAYOUT[attribute];
  return layout.get(id);
}

/** How many liked works carry every one of these reasons' values. */
function together(liked: LikedIndex, reasons: readonly Reason[]): number {
  const sets = reasons.map((reason) => liked.sets[keyOf(reason.attribute, reason.id, reason.side) ?? -1]);
  let total = 0;
  for (let w = 0; w < liked.words; w += 1) {
    let word = ~0;
    for (const set of sets) word &= set?.[w] ?? 0;
    total += bitCount(word);
  }
  return total;
}

function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function valuesOf(work: TasteFeatures, attribute: CategoricalAttribute): ReadonlyArray<number | MaterialKey> {
  return attribute === 'colour' ? work.colours : attribute === 'content' ? work.subjects : work.materials;
}

function nameOf(attribute: CategoricalAttribute, id: number | MaterialKey): string {
  if (typeof id === 'string') return materialName(id);
  return attribute === 'colour' ? colourName(id) : subjectName(id);
}

function leaning(position: number): -1 | 0 | 1 {
  if (position <= AXIS_MIDDLE - POLE_LEAN) return -1;
  if (position >= AXIS_MIDDLE + POLE_LEAN) return 1;
  return 0;
}
