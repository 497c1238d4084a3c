import { MEDIUMS, SURFACES } from '@vernissage/core/lookups';
import type { TextureKind } from './canvas.ts';
import type { PaletteName } from './palettes.ts';
import type { DemoStyle } from './types.ts';

/** Size families: what a work on paper, a canvas painting, a big canvas or a print can measure. */
export type SizeFamily = 'paper' | 'canvas' | 'large' | 'print';

/**
 * What makes an artist recognisable: one or two styles (with their favourite compositions),
 * a few palettes, their materials and hand. Names and words are drawn per seed; the practice is fixed.
 */
export interface Practice {
  role: 'artist' | 'merchant';
  styles: ReadonlyArray<readonly [DemoStyle, number]>;
  variants?: Partial<Record<DemoStyle, readonly string[]>>;
  palettes: readonly PaletteName[];
  /** Each option is one work's mediums (1–3) and surfaces (1–2), by label. */
  materials: ReadonlyArray<readonly [readonly string[], readonly string[]]>;
  /** Probability that a work carries a texture. */
  textured: number;
  texture: TextureKind;
  /** 0 emerging … 1 established: drives prices. */
  seniority: number;
  sizes: SizeFamily;
  /** Probability that a work is an edition rather than a unique copy. */
  editions: number;
  /** How the bio names the practice. */
  discipline: string;
  works: readonly [number, number];
}

const oilCanvas = [['Oil paint'], ['Canvas']] as const;
const oilLinen = [['Oil paint'], ['Linen']] as const;
const acrylicCanvas = [['Acrylic paint'], ['Canvas']] as const;

export const PRACTICES: readonly Practice[] = [
  { role: 'artist', styles: [['geometric', 1]], variants: { geometric: ['shards', 'constructivist', 'chevrons'] }, palettes: ['bauhaus', 'magentaPop', 'graphite'], materials: [acrylicCanvas, [['Acrylic paint', 'Spray paint'], ['Canvas']]], textured: 0.1, texture: 'impasto', seniority: 0.7, sizes: 'canvas', editions: 0, discipline: 'abstract painter', works: [9, 11] },
  { role: 'artist', styles: [['geometric', 3], ['colour-field', 1]], variants: { geometric: ['blobs', 'arches', 'bauhaus'] }, palettes: ['blush', 'candy', 'riviera'], materials: [[['Gouache'], ['Paper']], [['Gouache', 'Ink'], ['Paper']]], textured: 0.6, texture: 'paper', seniority: 0.3, sizes: 'paper', editions: 0, discipline: 'painter working in gouache', works: [8, 11] },
  { role: 'artist', styles: [['stripes', 1]], variants: { stripes: ['vertical', 'horizontal', 'mirrored'] }, palettes: ['riviera', 'sunset', 'tangerine'], materials: [[['Acrylic paint'], ['Linen']], acrylicCanvas], textured: 0.2, texture: 'impasto', seniority: 0.8, sizes: 'large', editions: 0, discipline: 'painter', works: [9, 11] },
  { role: 'artist', styles: [['stripes', 2], ['pattern', 1]], variants: { stripes: ['diagonal', 'waves', 'vertical'] }, palettes: ['bauhaus', 'mintCoral', 'lagoon'], materials: [[['Screen print'], ['Paper']], [['Screen print', 'Ink'], ['Paper']]], textured: 0.15, texture: 'paper', seniority: 0.35, sizes: 'print', editions: 0.7, discipline: 'printmaker', works: [8, 10] },
  { role: 'artist', styles: [['pattern', 1]], variants: { pattern: ['truchet', 'dots', 'scales'] }, palettes: ['lagoon', 'terracotta', 'harbour'], materials: [[['Ink', 'Gouache'], ['Paper']], [['Ink'], ['Paper']]], textured: 0.7, texture: 'paper', seniority: 0.4, sizes: 'paper', editions: 0, discipline: 'draughtswoman', works: [8, 10] },
  { role: 'artist', styles: [['pattern', 1]], variants: { pattern: ['diamonds', 'scales', 'squares'] }, palettes: ['ember', 'gilded', 'goldNavy'], materials: [[['Mixed Media', 'Textile'], ['Panel']], [['Acrylic paint', 'Collage'], ['Wood']]], textured: 0.5, texture: 'impasto', seniority: 0.6, sizes: 'canvas', editions: 0, discipline: 'mixed-media artist', works: [8, 10] },
  { role: 'artist', styles: [['colour-field', 1]], palettes: ['ember', 'nocturne', 'sunset'], materials: [oilCanvas, oilLinen], textured: 0.85, texture: 'impasto', seniority: 0.95, sizes: 'large', editions: 0, discipline: 'painter', works: [8, 10] },
  { role: 'artist', styles: [['colour-field', 1]], palettes: ['sage', 'linen', 'silverMist'], materials: [acrylicCanvas, [['Acrylic paint', 'Graphite'], ['Canvas']]], textured: 0.25, texture: 'impasto', seniority: 0.5, sizes: 'canvas', editions: 0, discipline: 'painter', works: [8, 10] },
  { role: 'artist', styles: [['landscape', 1]], variants: { landscape: ['mountains', 'mountains', 'lake'] }, palettes: ['ice', 'nocturne', 'sunset'], materials: [oilLinen, oilCanvas], textured: 0.8, texture: 'impasto', seniority: 0.85, sizes: 'large', editions: 0, discipline: 'landscape painter', works: [9, 11] },
  { role: 'artist', styles: [['landscape', 1]], variants: { landscape: ['hills', 'hills', 'forest'] }, palettes: ['prairie', 'citrus', 'forest'], materials: [[['Acrylic paint'], ['Canvas board']], acrylicCanvas], textured: 0.1, texture: 'impasto', seniority: 0.3, sizes: 'canvas', editions: 0, discipline: 'painter', works: [9, 11] },
  { role: 'artist', styles: [['landscape', 1]], variants: { landscape: ['lake', 'coast', 'coast'] }, palettes: ['harbour', 'lagoon', 'mintCoral'], materials: [[['Watercolor'], ['Paper']], [['Watercolor', 'Ink'], ['Paper']]], textured: 0.8, texture: 'paper', seniority: 0.45, sizes: 'paper', editions: 0, discipline: 'watercolourist', works: [9, 11] },
  { role: 'artist', styles: [['landscape', 3], ['still-life', 1]], variants: { landscape: ['forest', 'forest', 'hills'] }, palettes: ['jungle', 'forest', 'sage'], materials: [[['Oil paint'], ['Panel']], [['Oil paint'], ['Birch panel']]], textured: 0.6, texture: 'impasto', seniority: 0.55, sizes: 'canvas', editions: 0, discipline: 'painter', works: [8, 10] },
  { role: 'artist', styles: [['still-life', 1]], variants: { 'still-life': ['table', 'table', 'bottles'] }, palettes: ['terracotta', 'desert', 'gilded'], materials: [oilCanvas, oilLinen], textured: 0.75, texture: 'impasto', seniority: 0.75, sizes: 'canvas', editions: 0, discipline: 'still-life painter', works: [8, 11] },
  { role: 'artist', styles: [['still-life', 1]], variants: { 'still-life': ['bouquet', 'bouquet', 'table'] }, palettes: ['blush', 'candy', 'citrus'], materials: [[['Gouache'], ['Paper']], [['Watercolor', 'Gouache'], ['Paper']]], textured: 0.4, texture: 'paper', seniority: 0.25, sizes: 'paper', editions: 0, discipline: 'painter and illustrator', works: [8, 10] },
  { role: 'artist', styles: [['still-life', 1]], variants: { 'still-life': ['bottles', 'bottles', 'table'] }, palettes: ['linen', 'silverMist', 'sage'], materials: [oilLinen, [['Oil paint'], ['Panel']]], textured: 0.7, texture: 'impasto', seniority: 0.65, sizes: 'canvas', editions: 0, discipline: 'painter', works: [8, 10] },
  { role: 'artist', styles: [['figure', 1]], variants: { figure: ['portrait', 'portrait', 'portrait', 'dancers'] }, palettes: ['ember', 'terracotta', 'olivePlum'], materials: [oilCanvas, [['Oil paint', 'Acrylic paint'], ['Canvas']]], textured: 0.5, texture: 'impasto', seniority: 0.8, sizes: 'canvas', editions: 0, discipline: 'portrait painter', works: [9, 11] },
  { role: 'artist', styles: [['figure', 1]], variants: { figure: ['group', 'group', 'portrait'] }, palettes: ['riviera', 'tangerine', 'bauhaus'], materials: [acrylicCanvas, [['Acrylic paint'], ['Wood']]], textured: 0.05, texture: 'impasto', seniority: 0.4, sizes: 'canvas', editions: 0, discipline: 'painter', works: [8, 10] },
  { role: 'artist', styles: [['figure', 1]], variants: { figure: ['dancers', 'dancers', 'portrait'] }, palettes: ['orchid', 'magentaPop', 'sunset'], materials: [[['Pastel'], ['Paper']], [['Charcoal', 'Pastel'], ['Paper']]], textured: 0.8, texture: 'paper', seniority: 0.3, sizes: 'paper', editions: 0, discipline: 'draughtsman', works: [8, 10] },
  { role: 'artist', styles: [['cityscape', 1]], variants: { cityscape: ['night', 'night', 'dusk'] }, palettes: ['midnightNeon', 'nocturne', 'goldNavy'], materials: [acrylicCanvas, [['Acrylic paint', 'Spray paint'], ['Canvas']]], textured: 0.3, texture: 'impasto', seniority: 0.6, sizes: 'large', editions: 0, discipline: 'painter of the city', works: [9, 11] },
  { role: 'artist', styles: [['cityscape', 1]], variants: { cityscape: ['day', 'dusk', 'day'] }, palettes: ['ice', 'riviera', 'candy'], materials: [[['Digital print'], ['Aluminum']], [['Digital print'], ['Paper']]], textured: 0, texture: 'paper', seniority: 0.35, sizes: 'print', editions: 0.6, discipline: 'digital artist', works: [8, 10] },
  { role: 'artist', styles: [['cityscape', 2], ['geometric', 1]], variants: { cityscape: ['night', 'day'], geometric: ['constructivist', 'shards'] }, palettes: ['graphite', 'monoRed', 'slateCopper'], materials: [[['Screen print'], ['Paper']], [['Lithograph'], ['Paper']]], textured: 0.3, texture: 'paper', seniority: 0.5, sizes: 'print', editions: 0.6, discipline: 'printmaker', works: [8, 10] },
  { role: 'artist', styles: [['geometric', 2], ['stripes', 1]], variants: { geometric: ['shards', 'chevrons', 'blobs'], stripes: ['diagonal', 'waves'] }, palettes: ['ice', 'lagoon', 'orchid'], materials: [[['Digital print'], ['Aluminum']], [['Digital print'], ['Plexiglass']]], textured: 0, texture: 'paper', seniority: 0.45, sizes: 'print', editions: 0.5, discipline: 'digital artist', works: [8, 10] },
  { role: 'artist', styles: [['landscape', 2], ['colour-field', 1]], variants: { landscape: ['hills', 'coast', 'lake'], 'colour-field': ['horizon'] }, palettes: ['sunset', 'desert', 'tangerine'], materials: [[['Encaustic'], ['Panel']], [['Encaustic', 'Oil paint'], ['Birch panel']]], textured: 0.9, texture: 'impasto', seniority: 0.7, sizes: 'canvas', editions: 0, discipline: 'encaustic painter', works: [8, 10] },
  { role: 'artist', styles: [['figure', 2], ['still-life', 1]], variants: { figure: ['portrait'], 'still-life': ['bouquet', 'table'] }, palettes: ['goldNavy', 'blush', 'olivePlum'], materials: [[['Watercolor', 'Ink'], ['Paper']], [['Ink'], ['Paper']]], textured: 0.5, texture: 'paper', seniority: 0.2, sizes: 'paper', editions: 0, discipline: 'painter working on paper', works: [8, 10] },
  { role: 'merchant', styles: [['landscape', 2], ['colour-field', 2], ['figure', 1], ['still-life', 1]], palettes: ['nocturne', 'sunset', 'prairie', 'terracotta', 'harbour', 'olivePlum'], materials: [oilCanvas, acrylicCanvas, oilLinen, [['Mixed Media'], ['Panel']]], textured: 0.6, texture: 'impasto', seniority: 0.9, sizes: 'large', editions: 0, discipline: 'gallery', works: [14, 16] },
  { role: 'merchant', styles: [['pattern', 2], ['geometric', 2], ['cityscape', 1], ['stripes', 1]], palettes: ['bauhaus', 'mintCoral', 'midnightNeon', 'graphite', 'citrus', 'magentaPop'], materials: [[['Screen print'], ['Paper']], [['Lithograph'], ['Paper']], [['Woodcut'], ['Paper']], [['Digital print'], ['Paper']]], textured: 0.3, texture: 'paper', seniority: 0.3, sizes: 'print', editions: 0.8, discipline: 'print studio', works: [14, 16] },
];

function byLabel(list: ReadonlyArray<{ id: number; label: string }>, label: string): number {
  const found = list.find((o) => o.label === label);
  if (!found) throw new Error(`unknown material: ${label}`);
  return found.id;
}

export const mediumId = (label: string): number => byLabel(MEDIUMS, label);
export const surfaceId = (label: string): number => byLabel(SURFACES, label);

/** How hand-made a medium is: digital print 0 … paint 1 (the Digital–Analog axis). */
const ANALOG: Record<string, number> = {
  'Digital print': 0.04, Photography: 0.12, 'Screen print': 0.35, Lithograph: 0.45, Woodcut: 0.6, Etching: 0.6,
  Collage: 0.7, 'Mixed Media': 0.72, 'Spray paint': 0.7, Textile: 0.85, 'Acrylic paint': 0.85, Graphite: 0.9,
  Ink: 0.9, Gouache: 0.92, Watercolor: 0.93, Pastel: 0.95, Charcoal: 0.95, Encaustic: 0.97, 'Oil paint': 0.97,
};

export function analogOf(mediums: readonly string[]): number {
  const values = mediums.map((m) => ANALOG[m] ?? 0.8);
  return values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
}
