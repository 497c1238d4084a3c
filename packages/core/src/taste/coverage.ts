import { COLOURS, FORMAL_CATEGORIES, MEDIUMS, SUBJECTS, SURFACES, materialKeys, type MaterialKey } from '../lookups/index.ts';
import { formalPositions, uniqueValues, type TasteFeatures } from './features.ts';
import { POLE_LEAN } from './reason.ts';

/** Which values of a code list a set of works carries, and which it lacks, in list order. */
export interface ValueCoverage<K> {
  covered: K[];
  missing: K[];
}

/** Whether the set reaches each pole of a formal axis. */
export interface AxisCoverage {
  id: number;
  name: string;
  poles: [string, string];
  /** Some work sits within POLE_LEAN of 0 (the first pole). */
  first: boolean;
  /** Some work sits within POLE_LEAN of 1 (the second pole). */
  second: boolean;
}

/** How well a taste-quiz set spans the attributes the profile is made of. */
export interface QuizCoverage {
  colours: ValueCoverage<number>;
  subjects: ValueCoverage<number>;
  materials: ValueCoverage<MaterialKey>;
  formal: AxisCoverage[];
}

const ALL_MATERIALS: readonly MaterialKey[] = materialKeys(
  MEDIUMS.map((m) => m.id),
  SURFACES.map((s) => s.id),
);

/**
 * The coverage of a quiz set: a quiz only teaches the profile about values its works carry, so
 * a set missing a colour or one pole of an axis leaves that part of the profile untested. The
 * admin Taste Test page shows this while the set is edited; the demo quiz covers every colour
 * and both poles of every axis.
 */
export function quizCoverage(works: readonly TasteFeatures[]): QuizCoverage {
  const colours = new Set<number>();
  const subjects = new Set<number>();
  const materials = new Set<MaterialKey>();
  const first = new Set<number>();
  const second = new Set<number>();
  for (const work of works) {
    for (const id of uniqueValues(work.colours)) colours.add(id);
    for (const id of uniqueValues(work.subjects)) subjects.add(id);
    for (const key of uniqueValues(work.materials)) materials.add(key);
    for (const [axis, v] of formalPositions(work.formal)) {
      if (v <= POLE_LEAN) first.add(axis);
      if (v >= 1 - POLE_LEAN) second.add(axis);
    }
  }
  const split = <K>(all: readonly K[], seen: ReadonlySet<K>): ValueCoverage<K> => ({
    covered: all.filter((value) => seen.has(value)),
    missing: all.filter((value) => !seen.has(value)),
  });
  return {
    colours: split(
      COLOURS.map((c) => c.id),
      colours,
    ),
    subjects: split(
      SUBJECTS.map((s) => s.id),
      subjects,
    ),
    materials: split(ALL_MATERIALS, materials),
    formal: FORMAL_CATEGORIES.map((axis) => ({ id: axis.id, name: axis.name, poles: [axis.poles[0], axis.poles[1]], first: first.has(axis.id), second: second.has(axis.id) })),
  };
}

/** What coverage needs of a work: its attribute lists and formal positions by axis id. */
export interface CoverageInput {
  id: number;
  colours: readonly number[];
  subjects: readonly number[];
  mediums: readonly number[];
  surfaces: readonly number[];
  formal: Readonly<Record<string, number>>;
}

/** The taste features of a work as the admin Taste Test page holds it. */
export function coverageFeatures(work: CoverageInput): TasteFeatures {
  const formal: Record<number, number> = {};
  for (const [id, value] of Object.entries(work.formal)) formal[Number(id)] = value;
  return { id: work.id, colours: work.colours, subjects: work.subjects, materials: materialKeys(work.mediums, work.surfaces), formal, listedAt: 0 };
}
