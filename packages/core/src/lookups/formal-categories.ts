/**
 * The 14 formal categories. Each is an axis between two poles: a position of 0 is the first
 * pole (e.g. Representational), 1 the second (e.g. Abstract).
 */
export interface FormalCategory {
  id: number;
  /** The spec's name, 'First-Second'. */
  name: string;
  poles: readonly [string, string];
}

const AXES: ReadonlyArray<readonly [string, string]> = [
  ['Representational', 'Abstract'],
  ['Monochromatic', 'Polychromatic'],
  ['Flatness', 'Depth'],
  ['Digital', 'Analog'],
  ['Dynamic', 'Static'],
  ['Human Form', 'Not human form'],
  ['Textured', 'Smooth'],
  ['Dark', 'Light'],
  ['Cultural Signifiers', 'Lack of cultural signifiers'],
  ['Symmetric', 'Asymmetric'],
  ['Kiki', 'Bouba'],
  ['Patterned', 'Not patterned'],
  ['High Contrast', 'Low Contrast'],
  ['Single Object', 'Multiple Objects'],
];

export const FORMAL_CATEGORIES: readonly FormalCategory[] = AXES.map((poles, index) => ({
  id: index + 1,
  name: `${poles[0]}-${poles[1]}`,
  poles,
}));

/** Ids by a short key, so code that sets positions reads as what it means. */
export const FORMAL = {
  representationalAbstract: 1,
  monochromaticPolychromatic: 2,
  flatnessDepth: 3,
  digitalAnalog: 4,
  dynamicStatic: 5,
  humanForm: 6,
  texturedSmooth: 7,
  darkLight: 8,
  culturalSignifiers: 9,
  symmetricAsymmetric: 10,
  kikiBouba: 11,
  patterned: 12,
  contrast: 13,
  singleMultiple: 14,
} as const;

export type FormalKey = keyof typeof FORMAL;
