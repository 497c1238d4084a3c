import type { MaterialKey } from '../lookups/index.ts';
import { colourName, formalName, isMaterialKey, materialName, subjectName } from './names.ts';
import { formalPosition, type FormalTally, type TasteProfile } from './profile.ts';

/** A colour, content or material profile entry as the spec stores it (spec/01 §3). */
export interface CategoricalProfileEntry {
  /** The value id as text: '7' for a colour or subject, 'medium:3' or 'surface:14' for a material. */
  id: string;
  name: string;
  /** The score s. */
  tpScore: number;
}

/** A formal-category profile entry: userRating and tpScore are both the running position r. */
export interface FormalProfileEntry {
  id: number;
  name: string;
  denominator: number;
  userRating: number;
  tpScore: number;
}

export interface ProfileEntries {
  colour: CategoricalProfileEntry[];
  content: CategoricalProfileEntry[];
  material: CategoricalProfileEntry[];
  formal: FormalProfileEntry[];
}

/**
 * The profile in the spec's entry shapes, for storage and display, in code-list order. Only
 * values and axes the collector has rated appear. A score past the largest double (thousands of
 * dislikes of one value, in a crowd profile) is written as Number.MAX_VALUE, because JSON has no
 * Infinity; both give the value a preference of 0.
 */
export function profileToEntries(profile: TasteProfile): ProfileEntries {
  const storable = (s: number) => (Number.isFinite(s) ? s : Number.MAX_VALUE);
  const numbered = (scores: ReadonlyMap<number, number>, name: (id: number) => string) =>
    [...scores]
      .sort((a, b) => a[0] - b[0])
      .map(([id, s]) => ({ id: String(id), name: name(id), tpScore: storable(s) }));
  return {
    colour: numbered(profile.colour, colourName),
    content: numbered(profile.content, subjectName),
    material: [...profile.material]
      .sort((a, b) => compareMaterialKeys(a[0], b[0]))
      .map(([id, s]) => ({ id, name: materialName(id), tpScore: storable(s) })),
    formal: [...profile.formal]
      .filter(([, tally]) => tally.denominator > 0)
      .sort((a, b) => a[0] - b[0])
      .map(([id, tally]) => {
        const r = formalPosition(tally);
        return { id, name: formalName(id), denominator: tally.denominator, userRating: r, tpScore: r };
      }),
  };
}

/**
 * A stored profile read back. Formal sums come back as r × denominator, which can differ from
 * the folded sum in the last bits; the fold of the rating history stays the source of truth.
 */
export function profileFromEntries(entries: ProfileEntries): TasteProfile {
  const numbered = (list: readonly CategoricalProfileEntry[], what: string) =>
    new Map(
      list.map((entry): [number, number] => {
        const id = Number(entry.id);
        if (!Number.isInteger(id) || String(id) !== entry.id) throw new RangeError(`${what} profile entry has a bad id '${entry.id}'`);
        return [id, entry.tpScore];
      }),
    );
  return {
    colour: numbered(entries.colour, 'colour'),
    content: numbered(entries.content, 'content'),
    material: new Map(
      entries.material.map((entry): [MaterialKey, number] => {
        if (!isMaterialKey(entry.id)) throw new RangeError(`material profile entry has a bad id '${entry.id}'`);
        return [entry.id, entry.tpScore];
      }),
    ),
    formal: new Map(
      entries.formal.map((entry): [number, FormalTally] => [entry.id, { sum: entry.userRating * entry.denominator, denominator: entry.denominator }]),
    ),
  };
}

// Mediums before surfaces, each by code, as the material lists are shown.
function compareMaterialKeys(a: MaterialKey, b: MaterialKey): number {
  const [listA, idA] = a.split(':');
  const [listB, idB] = b.split(':');
  if (listA !== listB) return listA === 'medium' ? -1 : 1;
  return Number(idA) - Number(idB);
}
