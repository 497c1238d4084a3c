import { useSyncExternalStore } from 'react';

/**
 * The window width a page drawn on the server was drawn for (decision record 048): while the
 * server draws it, and while the app takes it over, media queries answer for that width, so both
 * draw the same; after that they answer for the window. Null: they answer false.
 */
let drawnWidth: number | null = null;

/** Sets the width media queries answer for while a page is drawn on the server or taken over. */
export function drawForWidth(width: number | null): void {
  drawnWidth = width;
}

const WIDTH_FEATURE = /^\(\s*(max|min)-width:\s*(\d+(?:\.\d+)?)px\s*\)$/;

/**
 * Whether `query` holds at a window `width`: width features (`(max-width: 768px)`,
 * `(min-width: 992px)`, joined by `and`); any other feature (orientation, motion) does not.
 */
export function matchesAtWidth(query: string, width: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const feature = WIDTH_FEATURE.exec(part.trim());
    if (!feature) return false;
    const limit = Number(feature[2]);
    return feature[1] === 'max' ? width <= limit : width >= limit;
  });
}

/** Whether a CSS media query matches, kept up to date as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => drawnWidth !== null && matchesAtWidth(query, drawnWidth),
  );
}
