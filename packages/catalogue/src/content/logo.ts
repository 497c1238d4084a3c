import { svgDocument } from '../svg.ts';

type Stroke = ReadonlyArray<readonly [number, number]>;

/**
 * A tiny monoline alphabet on a 4×6 grid. Logos are drawn with strokes rather than text so they
 * render the same everywhere, with or without fonts installed.
 */
const O: Stroke = [[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]];
const P: Stroke = [[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]];
const GLYPHS: Record<string, readonly Stroke[]> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[0.8, 3.8], [3.2, 3.8]]],
  B: [[[0, 0], [0, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]], [[0, 0], [3, 0], [3.8, 0.8], [3.8, 2.2], [3, 3]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3.5], [2.3, 3.5]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  I: [[[2, 0], [2, 6]], [[1, 0], [3, 0]], [[1, 6], [3, 6]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.5]], [[1.3, 2.6], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3.5], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  O: [O],
  P: [P],
  Q: [O, [[2.5, 4.5], [4, 6]]],
  R: [P, [[2, 3], [4, 6]]],
  S: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.5], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
};

export function initials(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s-]+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  const first = words[0]?.[0] ?? 'V';
  const second = words.length > 1 ? (words[1]?.[0] ?? '') : '';
  return (first + second).toUpperCase().replace(/[^A-Z]/g, '');
}

/** A square monogram in the person's palette: initials drawn in strokes on a coloured disc. */
export function monogramSvg(name: string, ground: string, disc: string, ink: string): string {
  const letters = initials(name).split('');
  const size = 400;
  const unit = 26;
  const gap = unit * 1.6;
  const width = letters.length * 4 * unit + (letters.length - 1) * gap;
  const x0 = (size - width) / 2;
  const y0 = (size - 6 * unit) / 2;
  const d = letters
    .flatMap((ch, i) =>
      (GLYPHS[ch] ?? []).map((stroke) =>
        stroke.map(([x, y], k) => `${k === 0 ? 'M' : 'L'}${(x0 + i * (4 * unit + gap) + x * unit).toFixed(1)},${(y0 + y * unit).toFixed(1)}`).join(' '),
      ),
    )
    .join(' ');
  const body =
    `<rect width="${size}" height="${size}" fill="${ground}"/>` +
    `<circle cx="200" cy="200" r="168" fill="${disc}"/>` +
    `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${(unit * 0.7).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svgDocument(size, size, '', body);
}
