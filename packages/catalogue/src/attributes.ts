import { FORMAL } from '@vernissage/core/lookups';
import { chroma, hue, lightness, nearestColourId } from './colour.ts';
import type { Rng } from './prng.ts';
import { clamp01, type StyleTraits } from './styles/types.ts';

export interface Swatch {
  hex: string;
  /** Fraction of the picture, 0–1. */
  area: number;
}

/** Below this share of the picture a colour is an accent, not one of the work's colours. */
const COLOUR_MIN_AREA = 0.06;
const COLOUR_MAX = 5;

/**
 * The named colours (core COLOURS ids) of a drawing: each palette colour is mapped to its
 * nearest named colour, areas are summed per name, and the names covering a meaningful part
 * of the picture are kept, largest first.
 */
export function deriveColours(swatches: readonly Swatch[]): number[] {
  const byId = new Map<number, number>();
  for (const s of swatches) {
    const id = nearestColourId(s.hex);
    byId.set(id, (byId.get(id) ?? 0) + s.area);
  }
  const ranked = [...byId.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const kept = ranked.filter(([, area]) => area >= COLOUR_MIN_AREA).slice(0, COLOUR_MAX);
  // A work always has at least two colours when it uses two: the second largest even if small.
  const second = ranked[1];
  if (kept.length < 2 && second && second[1] >= 0.02) kept.push(second);
  return kept.map(([id]) => id);
}

export interface PaletteMetrics {
  /** 0 monochromatic … 1 polychromatic. */
  polychrome: number;
  /** Area-weighted mean lightness, 0 dark … 1 light. */
  light: number;
  /** 0 high contrast … 1 low contrast. */
  lowContrast: number;
}

export function paletteMetrics(swatches: readonly Swatch[]): PaletteMetrics {
  const total = swatches.reduce((s, x) => s + x.area, 0) || 1;
  const mean = swatches.reduce((s, x) => s + lightness(x.hex) * x.area, 0) / total;
  const variance = swatches.reduce((s, x) => s + (lightness(x.hex) - mean) ** 2 * x.area, 0) / total;
  // Hue families among colours that are both visible and actually coloured.
  const hues: number[] = [];
  for (const s of swatches) {
    if (s.area < 0.04 || chroma(s.hex) < 14) continue;
    const h = hue(s.hex);
    if (!hues.some((x) => Math.min(Math.abs(x - h), 360 - Math.abs(x - h)) < 40)) hues.push(h);
  }
  const polychrome = [0.03, 0.12, 0.45, 0.72, 0.9][Math.min(4, hues.length)] as number;
  return { polychrome, light: clamp01(mean / 100), lowContrast: clamp01(1.1 - Math.sqrt(variance) / 28) };
}

export interface WorkMaking {
  /** 0 digital … 1 analog, from the mediums. */
  analog: number;
  textured: boolean;
  /** Whether the cultural-signifiers axis is set for this work. */
  culturalSet: boolean;
}

/** Positions on the 14 formal axes, from what was drawn and how it was made. */
export function formalPositions(traits: StyleTraits, metrics: PaletteMetrics, making: WorkMaking, rng: Rng): Record<number, number> {
  // A little jitter so works of one style do not sit on exactly the same point.
  const j = (v: number, spread = 0.04) => Math.round(clamp01(v + rng.float(-spread, spread)) * 100) / 100;
  const formal: Record<number, number> = {
    [FORMAL.representationalAbstract]: j(traits.representational),
    [FORMAL.monochromaticPolychromatic]: j(metrics.polychrome),
    [FORMAL.flatnessDepth]: j(traits.depth + (making.textured ? 0.05 : 0)),
    [FORMAL.digitalAnalog]: j(making.analog, 0.03),
    [FORMAL.dynamicStatic]: j(traits.dynamic),
    [FORMAL.humanForm]: j(traits.human, 0.02),
    [FORMAL.texturedSmooth]: j(making.textured ? 0.1 : 0.88, 0.07),
    [FORMAL.darkLight]: j(metrics.light, 0.02),
    [FORMAL.symmetricAsymmetric]: j(traits.symmetric),
    [FORMAL.kikiBouba]: j(traits.kikiBouba),
    [FORMAL.patterned]: j(traits.patterned),
    [FORMAL.contrast]: j(metrics.lowContrast, 0.03),
    [FORMAL.singleMultiple]: j(traits.singleMultiple),
  };
  if (making.culturalSet && traits.cultural !== null) formal[FORMAL.culturalSignifiers] = j(traits.cultural, 0.06);
  return formal;
}
