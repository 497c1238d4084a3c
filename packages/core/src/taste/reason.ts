import { RATING } from '../constants.ts';
import type { MaterialKey } from '../lookups/index.ts';
import type { AffinityExplanation } from './affinity.ts';
import { AFFINITY_WEIGHTS, AXIS_MIDDLE, NEUTRAL_MATCH } from './constants.ts';
import type { RatedWork, TasteFeatures } from './features.ts';
import { colourName, formalPole, materialName, subjectName } from './names.ts';

type CategoricalAttribute = 'colour' | 'content' | 'material';

/** One thing the collector has shown they like that this work has, and what it adds. */
export interface Reason {
  attribute: CategoricalAttribute | 'formal';
  /** Value id, or the formal axis id. */
  id: number | MaterialKey;
  /** The value's label, or for a formal axis the pole both the work and the collector lean to. */
  name: string;
  /** How much the value raises the affinity above what an untested profile would give. */
  lift: number;
  /** Liked works in the history that carry the value (or lean to the same pole). */
  likedWorks: number;
}

/** A position counts as leaning to a pole when it is at least this far from the middle. */
export const POLE_LEAN = 0.25;

/**
 * The work's values the collector has liked, strongest lift first. Values they dislike, and
 * values no liked work carried, are not reasons.
 */
export function reasonsFor(explanation: AffinityExplanation, history: readonly RatedWork[]): Reason[] {
  const liked = likedWorks(history);
  const { details } = explanation;
  const reasons: Reason[] = [];
  for (const attribute of ['colour', 'content', 'material'] as const) {
    const list: ReadonlyArray<{ id: number | MaterialKey; preference: number }> = details[attribute];
    for (const { id, preference } of list) {
      if (preference <= NEUTRAL_MATCH) continue;
      reasons.push({
        attribute,
        id,
        name: nameOf(attribute, id),
        lift: (AFFINITY_WEIGHTS[attribute] * (preference - NEUTRAL_MATCH)) / list.length,
        likedWorks: liked.filter((work) => valuesOf(work, attribute).includes(id)).length,
      });
    }
  }
  for (const { id, value, position, denominator, match } of details.formal) {
    const side = leaning(value);
    if (denominator === 0 || side === 0 || leaning(position) !== side) continue;
    reasons.push({
      attribute: 'formal',
      id,
      name: formalPole(id, value) ?? '',
      lift: (AFFINITY_WEIGHTS.formal * (match - NEUTRAL_MATCH)) / details.formal.length,
      likedWorks: liked.filter((work) => {
        const v = work.formal[id];
        return v !== undefined && leaning(v) === side;
      }).length,
    });
  }
  return reasons.filter((reason) => reason.likedWorks > 0 && reason.lift > 0).sort((a, b) => b.lift - a.lift);
}

/**
 * One line for the recommendations page: 'You liked 6 works with Blue and Landscape'. It names
 * the two strongest liked values of the work (colour, content or material) and counts the liked
 * works that had both (the strongest alone when none had both); a formal leaning is named only
 * when no categorical value is a reason. Null when the work has nothing the collector liked.
 */
export function reasonLine(explanation: AffinityExplanation, history: readonly RatedWork[]): string | null {
  const reasons = reasonsFor(explanation, history);
  const works = (n: number) => `${n} work${n === 1 ? '' : 's'}`;
  const [first, second] = reasons.filter((reason) => reason.attribute !== 'formal');
  if (first === undefined) {
    const formal = reasons[0];
    return formal === undefined ? null : `You liked ${works(formal.likedWorks)} leaning ${formal.name}`;
  }
  if (second !== undefined) {
    const both = likedWorks(history).filter((work) => carries(work, first) && carries(work, second)).length;
    if (both > 0) return `You liked ${works(both)} with ${first.name} and ${second.name}`;
  }
  return `You liked ${works(first.likedWorks)} with ${first.name}`;
}

function likedWorks(history: readonly RatedWork[]): TasteFeatures[] {
  return history.filter((entry) => entry.rating === RATING.like).map((entry) => entry.features);
}

function valuesOf(work: TasteFeatures, attribute: CategoricalAttribute): ReadonlyArray<number | MaterialKey> {
  return attribute === 'colour' ? work.colours : attribute === 'content' ? work.subjects : work.materials;
}

function nameOf(attribute: CategoricalAttribute, id: number | MaterialKey): string {
  if (typeof id === 'string') return materialName(id);
  return attribute === 'colour' ? colourName(id) : subjectName(id);
}

function carries(work: TasteFeatures, reason: Reason): boolean {
  return reason.attribute !== 'formal' && valuesOf(work, reason.attribute).includes(reason.id);
}

function leaning(position: number): -1 | 0 | 1 {
  if (position <= AXIS_MIDDLE - POLE_LEAN) return -1;
  if (position >= AXIS_MIDDLE + POLE_LEAN) return 1;
  return 0;
}
