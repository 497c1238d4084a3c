import { reversedFilterRanges, type GalleryFilter } from '@vernissage/core/schemas';
import { useState } from 'react';
import { z } from 'zod';
import { jsonFormat, storedValue, useStoredState } from '../../../../lib/browser-storage.ts';

const bound = z.number().min(0).optional();
// A filter kept from before minimums were checked against maximums matches nothing: it reads as none.
const storedFilterSchema = z
  .object({
    minPrice: bound,
    maxPrice: bound,
    minWidth: bound,
    maxWidth: bound,
    minHeight: bound,
    maxHeight: bound,
    colours: z.array(z.number().int()).optional(),
  })
  .refine((filter) => reversedFilterRanges(filter).length === 0);
const NONE: GalleryFilter = {};

/** The Filter modal's choice, kept for the browser session so it applies on every visit. */
export function useStoredFilter(key: string): [GalleryFilter, (filter: GalleryFilter) => void] {
  const [stored] = useState(() => storedValue<GalleryFilter>('session', key, jsonFormat(storedFilterSchema), NONE));
  return useStoredState(stored);
}
