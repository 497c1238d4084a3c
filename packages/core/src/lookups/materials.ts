import type { LookupOption } from './types.ts';

/** Mediums, codes 1–27 (materials1 on an artwork; the early-access forms use the same codes). */
export const MEDIUMS: readonly LookupOption[] = [
  'Oil paint', 'Acrylic paint', 'Watercolor', 'Glass paint', 'Charcoal', 'Crayon', 'Chalk',
  'Graphite', 'Digital print', 'Ink', 'Gouache', 'Pastel', 'Mixed Media', 'Encaustic', 'Steel',
  'Spray paint', 'Tempera', 'Enamel', 'Photography', 'Screen print', 'Etching', 'Lithograph',
  'Woodcut', 'Collage', 'Resin', 'Bronze', 'Textile',
].map((label, index) => ({ id: index + 1, label }));

/** Surfaces, codes 14–33 (materials2 on an artwork: what the work is made on). */
export const SURFACES: readonly LookupOption[] = [
  'Canvas', 'Paper', 'Card stock', 'Glass', 'Metal', 'Fabric', 'Scratchboard', 'Vellum', 'Wood',
  'Aluminum', 'Panel', 'Linen', 'Board', 'Copper', 'Plexiglass', 'Ceramic', 'Stone',
  'Canvas board', 'Masonite', 'Birch panel',
].map((label, index) => ({ id: index + 14, label }));

/** The combined 'Medium and material' list, values 1–22, as the artwork forms offer it. */
export const MEDIA_AND_MATERIALS: readonly LookupOption[] = [
  'Oil paint', 'Acrylic paint', 'Watercolor', 'Glass paint', 'Charcoal', 'Crayon', 'Chalk',
  'Graphite', 'Digital Print', 'Ink', 'Gouache', 'Pastel', 'Mixed Media', 'Canvas', 'Paper',
  'Card stock', 'Glass', 'Metal', 'Fabric', 'Scratchboard', 'Vellum', 'Wood',
].map((label, index) => ({ id: index + 1, label }));

/**
 * Material keys for the taste engine. The medium and surface code lists overlap (14–27),
 * so a key names its list: `medium:3`, `surface:14`.
 */
export type MaterialKey = `medium:${number}` | `surface:${number}`;

export function materialKeys(mediumIds: readonly number[], surfaceIds: readonly number[]): MaterialKey[] {
  return [
    ...mediumIds.map((id) => `medium:${id}` as const),
    ...surfaceIds.map((id) => `surface:${id}` as const),
  ];
}
