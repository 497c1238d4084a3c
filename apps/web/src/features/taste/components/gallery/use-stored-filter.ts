import { GALLERY_FILTER_BOUND_MAX, GALLERY_FILTER_BOUNDS, reversedFilterRanges, type GalleryFilter } from '@vernissage/core/gallery-filter';
import { useState } from 'react';
import type { Contract } from '../../../../lib/api-client.ts';
import { jsonFormat, storedValue, useStoredState } from '../../../../lib/browser-storage.ts';

const isBound = (value: unknown) => value === undefined || (typeof value === 'number' && value >= 0 && value <= GALLERY_FILTER_BOUND_MAX);
const isColours = (value: unknown) => value === undefined || (Array.isArray(value) && value.every((id) => Number.isInteger(id)));

/**
 * A stored filter, checked by hand (the galleries load no zod on a first visit, decision record
 * 037): bounds from zero to the largest the API takes, colour ids, and only its own fields kept.
 * One kept from before minimums were checked against maximums matches nothing: it reads as none.
 */
const storedFilterContract: Contract<GalleryFilter> = {
  safeParse: (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { success: false };
    const record = value as Record<string, unknown>;
    if (!GALLERY_FILTER_BOUNDS.every((key) => isBound(record[key])) || !isColours(record.colours) || reversedFilterRanges(record).length) return { success: false };
    const filter: GalleryFilter = {};
    for (const key of GALLERY_FILTER_BOUNDS) if (record[key] !== undefined) filter[key] = record[key] as number;
    if (record.colours !== undefined) filter.colours = record.colours as number[];
    return { success: true, data: filter };
  },
};
const NONE: GalleryFilter = {};

/** The Filter modal's choice, kept for the browser session so it applies on every visit. */
export function useStoredFilter(key: string): [GalleryFilter, (filter: GalleryFilter) => void] {
  const [stored] = useState(() => storedValue<GalleryFilter>('session', key, jsonFormat(storedFilterContract), NONE));
  return useStoredState(stored);
}
