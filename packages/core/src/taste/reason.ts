import { RATING } from '../constants.ts';
import type { MaterialKey } from '../lookups/index.ts';
import type { AffinityExplanation } from './affinity.ts';
import { AXIS_MIDDLE } from './constants.ts';
import type { RatedWork, TasteFeatures } from './features.ts';
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
export function reasonsFor(explanation: AffinityExplanation, history: readonly RatedWork[]): Reason[] {
  const liked = likedIndex(history);
  const { details } = explanation;
  const reasons: Reason[] = [];
  for (const attribute of ['colour', 'content', 'material'] as const) {
    const list: ReadonlyArray<{ id: number | MaterialKey; contribution: number }> = details[attribute];
    for (const { id, contribution } of list) {
      if (contribution <= 0) continue;
      reasons.push({
        attribute,
        id,
        name: nameOf(attribute, id),
        lift: contribution,
        likedWorks: liked.values.get(`${attribute}:${id}`) ?? 0,
      });
    }
  }
  for (const { id, value, position, denominator, match } of details.formal) {
    const side = leaning(value);
    if (denominator === 0 || side === 0 || leaning(position) !== side) continue;
    reasons.push({
      attribute: 'formal',
      id,
      side,
      name: formalPole(id, value) ?? '',
      lift: match,
      likedWorks: liked.poles.get(`${id}:${side}`) ?? 0,
    });
  }
  return reasons.filter((reason) => reason.likedWorks > 0 && reason.lift > 0).sort((a, b) => b.lift - a.lift);
}

/**
 * One line for the recommendations page, in product copy: 'You liked 6 works with blues and
 * round forms', 'You liked 4 landscape works with blues'. It names the strongest reason, adds
 * the next strongest one that at least half of those liked works (and two or more) carried
 * too, and counts the liked works that had every value named. Null when the work has nothing
 * the collector liked.
 */
export function reasonLine(explanation: AffinityExplanation, history: readonly RatedWork[]): string | null {
  const reasons = reasonsFor(explanation, history);
  const [first] = reasons;
  if (first === undefined) return null;
  const liked = likedIndex(history).works;
  const chosen = [first];
  const count = (set: readonly Reason[]) => liked.filter((work) => set.every((reason) => carries(work, reason))).length;
  // A second value is named only when liked works often had both: 'You liked 1 geometric work
  // about beauty' says less than 'You liked 9 geometric works'.
  const enough = Math.max(2, Math.ceil(first.likedWorks / 2));
  for (const candidate of reasons.slice(1)) {
    if (!fits(chosen, candidate)) continue;
    if (count([...chosen, candidate]) >= enough) {
      chosen.push(candidate);
      break;
    }
  }
  return sentence(count(chosen), chosen);
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

/** The liked works of a history, and how many of them carry each value and lean to each pole. */
interface LikedIndex {
  /** The history's length when counted: a history that grew since is counted again. */
  length: number;
  works: TasteFeatures[];
  /** Keyed `${attribute}:${id}`. */
  values: Map<string, number>;
  /** Keyed `${axis}:${side}`. */
  poles: Map<string, number>;
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
  const values = new Map<string, number>();
  const poles = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const work of works) {
    for (const attribute of ['colour', 'content', 'material'] as const) for (const id of new Set(valuesOf(work, attribute))) add(values, `${attribute}:${id}`);
    for (const [axis, position] of Object.entries(work.formal)) {
      const side = leaning(position);
      if (side !== 0) add(poles, `${axis}:${side}`);
    }
  }
  const index = { length: history.length, works, values, poles };
  likedIndexes.set(history, index);
  return index;
}

function valuesOf(work: TasteFeatures, attribute: CategoricalAttribute): ReadonlyArray<number | MaterialKey> {
  return attribute === 'colour' ? work.colours : attribute === 'content' ? work.subjects : work.materials;
}

function nameOf(attribute: CategoricalAttribute, id: number | MaterialKey): string {
  if (typeof id === 'string') return materialName(id);
  return attribute === 'colour' ? colourName(id) : subjectName(id);
}

function carries(work: TasteFeatures, reason: Reason): boolean {
  if (reason.attribute !== 'formal') return valuesOf(work, reason.attribute).includes(reason.id);
  const v = work.formal[reason.id as number];
  return v !== undefined && leaning(v) === reason.side;
}

function leaning(position: number): -1 | 0 | 1 {
  if (position <= AXIS_MIDDLE - POLE_LEAN) return -1;
  if (position >= AXIS_MIDDLE + POLE_LEAN) return 1;
  return 0;
}
