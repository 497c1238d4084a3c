import type { MaterialKey } from '../lookups/index.ts';
import { preferredPosition, valueWeight } from './affinity.ts';
import { LAYOUT, type TasteProfile } from './model.ts';
import { colourName, formalName, materialName, subjectName } from './names.ts';

/** A colour, content or material profile entry as the spec stores it (spec/01 §3), with its evidence. */
export interface CategoricalProfileEntry {
  /** The value id as text: '7' for a colour or subject, 'medium:3' or 'surface:14' for a material. */
  id: string;
  name: string;
  /** The value's weight: the like rate a work made only of it gains (negative: loses), within ±3. */
  tpScore: number;
  /** The collector's ratings of works with the value (a dislike counting 1.2). */
  evidence: number;
}

/** A formal-category profile entry: userRating and tpScore are both the preferred position on the axis. */
export interface FormalProfileEntry {
  id: number;
  name: string;
  /** The collector's ratings of works with the axis set. */
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
 * values and axes the collector has rated works with appear; the rest are the crowd's. The
 * stored entries are a cache: the fit of the rating history stays the source of truth.
 */
export function profileToEntries(profile: TasteProfile): ProfileEntries {
  const categorical = <K extends number | MaterialKey>(block: 'colour' | 'content' | 'material', layout: ReadonlyMap<K, number>, name: (id: K) => string) =>
    [...layout]
      .filter(([, slot]) => profile.evidence[slot]! > 0)
      .map(([id, slot]) => ({ id: String(id), name: name(id), tpScore: valueWeight(profile, block, id), evidence: profile.evidence[slot]! }));
  return {
    colour: categorical('colour', LAYOUT.colour, colourName),
    content: categorical('content', LAYOUT.content, subjectName),
    material: categorical('material', LAYOUT.material, materialName),
    formal: [...LAYOUT.slope]
      .filter(([, slot]) => profile.evidence[slot]! > 0)
      .map(([id, slot]) => {
        const r = preferredPosition(profile, id);
        return { id, name: formalName(id), denominator: profile.evidence[slot]!, userRating: r, tpScore: r };
      }),
  };
}
