import { subjectId, type MaterialKey } from '../lookups/index.ts';
import { colourName, materialName, subjectName } from './names.ts';

/**
 * The words the recommendations page uses for attribute values, written as product copy
 * ('deep blues', 'round forms', 'landscape works') rather than code-list labels.
 */

const COLOUR_PHRASES: Record<number, string> = {
  1: 'deep blacks',
  2: 'whites',
  3: 'greys',
  4: 'silvers',
  5: 'earthy browns',
  6: 'soft beiges',
  7: 'reds',
  8: 'oranges',
  9: 'yellows',
  10: 'golds',
  11: 'greens',
  12: 'teals',
  13: 'turquoise',
  14: 'blues',
  15: 'navy blues',
  16: 'purples',
  17: 'magentas',
  18: 'pinks',
};

/** Subjects that read as a kind of work ('landscape works'); the others read as a theme ('works about memory'). */
const SUBJECT_KINDS: ReadonlyMap<number, string> = new Map(
  (
    [
      ['Abstract Landscape', 'abstract landscape'],
      ['Animals', 'animal'],
      ['Architecture', 'architectural'],
      ['Birds', 'bird'],
      ['Botanical', 'botanical'],
      ['Cityscape', 'cityscape'],
      ['Coastal', 'coastal'],
      ['Desert', 'desert'],
      ['Flowers', 'floral'],
      ['Forest', 'forest'],
      ['Geometry', 'geometric'],
      ['Interiors', 'interior'],
      ['Landscape', 'landscape'],
      ['Mountains', 'mountain'],
      ['Ocean', 'ocean'],
      ['Pattern', 'pattern'],
      ['Portrait', 'portrait'],
      ['Self-Portrait', 'self-portrait'],
      ['Sky', 'sky'],
      ['Still Life', 'still life'],
      ['Street Life', 'street'],
      ['Urban', 'urban'],
      ['Wildlife', 'wildlife'],
    ] as const
  ).map(([label, kind]) => [subjectId(label), kind]),
);

const MEDIUM_PHRASES: Record<number, string> = {
  1: 'oil paint',
  2: 'acrylics',
  9: 'digital printing',
  13: 'mixed media',
  20: 'screen printing',
};

/** Formal poles as 'with …' phrases: [first pole, second pole] per axis id. */
const FORMAL_PHRASES: Record<number, readonly [string, string]> = {
  1: ['recognisable imagery', 'abstract forms'],
  2: ['a single-colour palette', 'many colours'],
  3: ['flat, graphic space', 'a sense of depth'],
  4: ['a digital finish', 'a handmade touch'],
  5: ['movement', 'stillness'],
  6: ['the human figure', 'no figures'],
  7: ['rich texture', 'smooth surfaces'],
  8: ['dark tones', 'light tones'],
  9: ['cultural references', 'no cultural references'],
  10: ['symmetry', 'asymmetry'],
  11: ['sharp, angular forms', 'round forms'],
  12: ['pattern', 'open, unpatterned space'],
  13: ['high contrast', 'soft contrast'],
  14: ['a single focus', 'many elements'],
};

export function colourPhrase(id: number): string {
  return COLOUR_PHRASES[id] ?? colourName(id).toLowerCase();
}

/** A subject as a kind of work ('landscape'), or null when it reads better as a theme. */
export function subjectKind(id: number): string | null {
  return SUBJECT_KINDS.get(id) ?? null;
}

/** A subject as a theme: 'memory', 'faith and spirituality'. */
export function subjectTheme(id: number): string {
  return subjectName(id).toLowerCase();
}

export function mediumPhrase(key: MaterialKey): string {
  const id = Number(key.split(':')[1]);
  return MEDIUM_PHRASES[id] ?? materialName(key).toLowerCase();
}

/** A surface as it follows 'works on': 'canvas', 'birch panel'. */
export function surfacePhrase(key: MaterialKey): string {
  return materialName(key).toLowerCase();
}

/** The phrase of one pole of an axis; side −1 is the first pole, 1 the second. */
export function formalPhrase(axis: number, side: -1 | 1): string {
  const phrases = FORMAL_PHRASES[axis];
  return phrases ? phrases[side < 0 ? 0 : 1] : '';
}
