import { AXIS_MIDDLE } from './constants.ts';
import { COLOURS, FORMAL_CATEGORIES, MEDIUMS, SUBJECTS, SURFACES, type MaterialKey } from '../lookups/index.ts';

const COLOUR_NAMES = new Map(COLOURS.map((c) => [c.id, c.label]));
const SUBJECT_NAMES = new Map(SUBJECTS.map((s) => [s.id, s.label]));
const MEDIUM_NAMES = new Map(MEDIUMS.map((m) => [m.id, m.label]));
const SURFACE_NAMES = new Map(SURFACES.map((s) => [s.id, s.label]));
const FORMAL_AXES = new Map(FORMAL_CATEGORIES.map((f) => [f.id, f]));

const MATERIAL_KEY = /^(medium|surface):(\d+)$/;

// A code missing from the lists (data ahead of the code) still gets a name people can report.
export function colourName(id: number): string {
  return COLOUR_NAMES.get(id) ?? `Colour ${id}`;
}

export function subjectName(id: number): string {
  return SUBJECT_NAMES.get(id) ?? `Subject ${id}`;
}

export function materialName(key: MaterialKey): string {
  let name = MATERIAL_NAMES.get(key);
  if (name === undefined) {
    const [, list, id] = MATERIAL_KEY.exec(key) ?? [];
    name = (list === 'medium' ? MEDIUM_NAMES : SURFACE_NAMES).get(Number(id)) ?? key;
    if (isMaterialKey(key)) MATERIAL_NAMES.set(key, name);
  }
  return name;
}

/** Names already read from a key (the keys are the lists' own, so this stays small). */
const MATERIAL_NAMES = new Map<string, string>();

/** The spec's 'First-Second' name of a formal axis. */
export function formalName(id: number): string {
  return FORMAL_AXES.get(id)?.name ?? `Formal category ${id}`;
}

/** The pole a position leans to: the first below 0.5, the second above, none at the middle. */
export function formalPole(id: number, position: number): string | null {
  const axis = FORMAL_AXES.get(id);
  if (axis === undefined || position === AXIS_MIDDLE) return null;
  return position < 0.5 ? axis.poles[0] : axis.poles[1];
}

export function isMaterialKey(key: string): key is MaterialKey {
  return MATERIAL_KEY.test(key);
}
