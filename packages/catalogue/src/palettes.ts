import { lightness, nudge } from './colour.ts';
import type { Rng } from './prng.ts';

/**
 * Hand-tuned palettes. Each artist works mostly in two or three, which is what makes a
 * collector able to recognise (and like or dislike) them.
 */
export const PALETTES = {
  harbour: ['#0b2545', '#13315c', '#134074', '#8da9c4', '#eef4ed'],
  ember: ['#2b0f0e', '#7a1e1b', '#c8402f', '#ee8a3c', '#f6d6a8'],
  prairie: ['#283618', '#606c38', '#dda15e', '#bc6c25', '#fefae0'],
  riviera: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  bauhaus: ['#1d1d1b', '#e63b2e', '#f5c518', '#1f4e9c', '#f2ece0'],
  blush: ['#5e3a4e', '#b5838d', '#e5989b', '#ffb4a2', '#ffe5d9'],
  nocturne: ['#0d1b2a', '#1b263b', '#415a77', '#778da9', '#e0e1dd'],
  citrus: ['#1b4332', '#40916c', '#f9c74f', '#f8961e', '#fdf0d5'],
  orchid: ['#240046', '#5a189a', '#9d4edd', '#e0aaff', '#f8edff'],
  graphite: ['#111111', '#3d3d3d', '#7d7d7d', '#bdbdbd', '#f2f2f0'],
  terracotta: ['#3d2314', '#8c4a2f', '#c97b4a', '#e8c39e', '#f5ebe0'],
  lagoon: ['#03363d', '#0a6c74', '#3cc3c0', '#a8e6e2', '#f4f1de'],
  magentaPop: ['#1a1423', '#c2307e', '#ff6f91', '#ffc75f', '#f9f8f8'],
  gilded: ['#1c1a17', '#4a3f35', '#c9a13b', '#e8d5a3', '#f7f3e8'],
  sage: ['#2f3e46', '#52796f', '#84a98c', '#cad2c5', '#f1f3ee'],
  sunset: ['#2d1e4a', '#7b2d5b', '#d1495b', '#f28f3b', '#ffd48a'],
  ice: ['#1b2a5c', '#3f6fb5', '#a9c6e8', '#d9e6f2', '#ffffff'],
  forest: ['#0f2419', '#1f4d2e', '#3c8a3f', '#9bc17a', '#e9efd8'],
  desert: ['#5c3a21', '#a0522d', '#d9a066', '#ecd3a6', '#f6efe3'],
  candy: ['#355c7d', '#6c5b7b', '#c06c84', '#f67280', '#f8b195'],
  monoRed: ['#3b0a0c', '#7d1418', '#c8262d', '#e8767a', '#f7d4d4'],
  slateCopper: ['#22303c', '#44546a', '#b87333', '#d9a47c', '#ede6dd'],
  midnightNeon: ['#0a0a1a', '#1b1f4b', '#3cc3c0', '#c2307e', '#f3cf2f'],
  linen: ['#6b5e4f', '#a89b87', '#d9c7a3', '#ece3d0', '#f8f4ec'],
  mintCoral: ['#0b3c49', '#3a7d7c', '#9ad1d4', '#ffd6c9', '#ff7f66'],
  goldNavy: ['#101935', '#1b2a5c', '#c9a13b', '#e9d8a6', '#f7f4ea'],
  olivePlum: ['#2e1f27', '#6a3d58', '#8a8d4f', '#c9c39a', '#efe9dc'],
  silverMist: ['#4a4e57', '#8a9099', '#c4c7cc', '#dfe2e6', '#f5f6f7'],
  tangerine: ['#2f2235', '#e85d04', '#f48c06', '#faa307', '#ffe8c2'],
  jungle: ['#081c15', '#1b4332', '#2d6a4f', '#52b788', '#d8f3dc'],
} as const satisfies Record<string, readonly string[]>;

export type PaletteName = keyof typeof PALETTES;

/** A work's palette: its colours sorted dark to light, the order the styles assign roles by. */
export interface WorkPalette {
  name: PaletteName;
  colours: string[];
}

export function workPalette(name: PaletteName, rng: Rng): WorkPalette {
  // A small shared hue drift and per-colour lightness drift: the same palette never repeats
  // exactly, but stays recognisably the artist's.
  const drift = rng.float(-7, 7);
  const colours = PALETTES[name]
    .map((hex) => nudge(hex, drift, rng.float(-0.03, 0.03)))
    .sort((a, b) => lightness(a) - lightness(b));
  return { name, colours };
}

export const darkest = (p: WorkPalette): string => p.colours[0] as string;
export const lightest = (p: WorkPalette): string => p.colours[p.colours.length - 1] as string;
/** Colour by position dark (0) to light (1). */
export function tone(p: WorkPalette, t: number): string {
  const i = Math.round(Math.max(0, Math.min(1, t)) * (p.colours.length - 1));
  return p.colours[i] as string;
}
/** The colours between the darkest and lightest. */
export const mids = (p: WorkPalette): string[] => p.colours.slice(1, -1);
