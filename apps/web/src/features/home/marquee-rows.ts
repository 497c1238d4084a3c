import { HOME_MARQUEE_ROWS } from '@vernissage/core/constants';

/** A row needs enough pictures to be wider than a wide screen before it repeats. */
export const MARQUEE_MIN_PER_ROW = 12;
/** And no more than this many, to keep the page light when the slider is long. */
export const MARQUEE_MAX_PER_ROW = 20;

function rotate<T>(items: readonly T[], start: number): T[] {
  return [...items.slice(start), ...items.slice(0, start)];
}

/**
 * The marquee rows: every row shows the slide list rotated, row i starting at slide i·k where
 * k = ⌊n / rows⌋ (the spec's offset rotation), so neighbouring rows never line up.
 * Short lists repeat to fill a row.
 */
export function marqueeRows<T>(slides: readonly T[], rows: number = HOME_MARQUEE_ROWS): T[][] {
  const n = slides.length;
  if (n === 0 || rows <= 0) return [];
  const step = Math.max(1, Math.floor(n / rows));
  return Array.from({ length: rows }, (_, row) => {
    const rotated = rotate(slides, (row * step) % n);
    const filled: T[] = [];
    while (filled.length < Math.min(Math.max(n, MARQUEE_MIN_PER_ROW), MARQUEE_MAX_PER_ROW)) {
      filled.push(...rotated);
    }
    return filled.slice(0, Math.min(Math.max(n, MARQUEE_MIN_PER_ROW), MARQUEE_MAX_PER_ROW));
  });
}
