import { COLOURS } from '@vernissage/core/lookups';

export type Rgb = readonly [number, number, number];
export type Lab = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

function toLinear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

export function rgbToLab(rgb: Rgb): Lab {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  const x = (r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047;
  const y = r * 0.2126 + g * 0.7152 + b * 0.0722;
  const z = (r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const labCache = new Map<string, Lab>();
/** Memoised: palettes repeat, and sorting by lightness asks for the same colours many times. */
export function hexToLab(hex: string): Lab {
  let lab = labCache.get(hex);
  if (!lab) {
    lab = rgbToLab(hexToRgb(hex));
    labCache.set(hex, lab);
  }
  return lab;
}

/** CIE L* in 0–100: how light a colour looks. */
export const lightness = (hex: string): number => hexToLab(hex)[0];

export function chroma(hex: string): number {
  const [, a, b] = hexToLab(hex);
  return Math.hypot(a, b);
}

/** Hue angle in degrees (Lab), meaningful only when chroma is not tiny. */
export function hue(hex: string): number {
  const [, a, b] = hexToLab(hex);
  return ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
}

/**
 * CIE94 distance from a reference colour, with lightness weighted down (kL = 1.6): a named colour
 * covers a range of lightness and of chroma, so a muted mid blue is still 'Blue', not 'Navy'.
 */
export function colourDistance(sample: Lab, reference: Lab): number {
  const dL = sample[0] - reference[0];
  const c1 = Math.hypot(reference[1], reference[2]);
  const c2 = Math.hypot(sample[1], sample[2]);
  const dC = c1 - c2;
  const dH2 = Math.max(0, (reference[1] - sample[1]) ** 2 + (reference[2] - sample[2]) ** 2 - dC * dC);
  const sC = 1 + 0.045 * c1;
  const sH = 1 + 0.015 * c1;
  return Math.sqrt((dL / 1.6) ** 2 + (dC / sC) ** 2 + dH2 / (sH * sH));
}

const NEUTRAL_IDS = new Set([1, 2, 3, 4]);
const COLOUR_LABS = COLOURS.map((c) => ({ id: c.id, lab: hexToLab(c.hex) }));

/** The id of the named colour (core COLOURS) nearest to this hex. */
export function nearestColourId(hex: string): number {
  const lab = hexToLab(hex);
  // A near-grey takes a neutral name, however faint its tint.
  const neutral = Math.hypot(lab[1], lab[2]) < 8;
  let best = 1;
  let bestD = Number.POSITIVE_INFINITY;
  for (const c of COLOUR_LABS) {
    if (neutral && !NEUTRAL_IDS.has(c.id)) continue;
    const d = colourDistance(lab, c.lab);
    if (d < bestD) {
      bestD = d;
      best = c.id;
    }
  }
  return best;
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Nudges hue (degrees) and lightness (−1..1 fraction): gives each work its own take on a palette. */
export function nudge(hex: string, hueShift: number, lightShift: number): string {
  const [h, s, l] = rgbToHsl(hexToRgb(hex));
  const nl = Math.min(0.97, Math.max(0.03, l + lightShift));
  return rgbToHex(hslToRgb((h + hueShift + 360) % 360, s, nl));
}
