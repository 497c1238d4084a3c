import { TASTE_MESSAGES } from './messages.ts';

/*
 * The gallery filter as the pages hold it, without zod: the galleries a visitor lands on read
 * and show it on their first render (decision record 037). Its zod contract, the query the API
 * takes, is galleryFilterSchema in schemas/taste.ts, which re-exports all of this.
 */

/** The filter as the Filter modal holds it. */
export interface GalleryFilter {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minWidth?: number | undefined;
  maxWidth?: number | undefined;
  minHeight?: number | undefined;
  maxHeight?: number | undefined;
  colours?: number[] | undefined;
}

/**
 * The largest bound the filter takes ($1,000,000,000, or as many inches): beyond any work, so a
 * larger one bounds nothing more. The Filter modal caps what is typed to it; the API refuses more.
 */
export const GALLERY_FILTER_BOUND_MAX = 1e9;

/** The filter's bounds, in the order the query string lists them. */
export const GALLERY_FILTER_BOUNDS = ['minPrice', 'maxPrice', 'minWidth', 'maxWidth', 'minHeight', 'maxHeight'] as const;

/** Each range of the gallery filter, with what is said when its minimum is above its maximum. */
export const GALLERY_FILTER_RANGES = [
  { min: 'minPrice', max: 'maxPrice', message: TASTE_MESSAGES.priceRange },
  { min: 'minWidth', max: 'maxWidth', message: TASTE_MESSAGES.widthRange },
  { min: 'minHeight', max: 'maxHeight', message: TASTE_MESSAGES.heightRange },
] as const;

/**
 * The ranges of a filter whose minimum is above their maximum (a filter nothing can match). Bounds
 * that are not numbers (empty fields) bound nothing.
 */
export function reversedFilterRanges(filter: Readonly<Partial<Record<string, unknown>>>) {
  return GALLERY_FILTER_RANGES.filter(({ min, max }) => {
    const low = filter[min];
    const high = filter[max];
    return typeof low === 'number' && typeof high === 'number' && low > high;
  });
}

/** The query string of a filter ('' when nothing is set), without the '?'. */
export function galleryFilterQuery(filter: GalleryFilter): string {
  const params: string[] = [];
  for (const key of GALLERY_FILTER_BOUNDS) {
    const value = filter[key];
    if (value !== undefined && Number.isFinite(value) && value >= 0) params.push(`${key}=${value}`);
  }
  if (filter.colours?.length) params.push(`colours=${encodeURIComponent(filter.colours.join(','))}`);
  return params.join('&');
}

/** Whether a filter sets anything. */
export function isFilterActive(filter: GalleryFilter): boolean {
  return galleryFilterQuery(filter) !== '';
}
