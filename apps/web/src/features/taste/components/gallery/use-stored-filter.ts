import type { GalleryFilter } from '@vernissage/core/schemas';
import { z } from 'zod';
import { useStoredState } from './use-stored-state.ts';

const bound = z.number().min(0).optional();
const storedFilterSchema = z.object({
  minPrice: bound,
  maxPrice: bound,
  minWidth: bound,
  maxWidth: bound,
  minHeight: bound,
  maxHeight: bound,
  colours: z.array(z.number().int()).optional(),
});

/** The Filter modal's choice, kept for the browser session so it applies on every visit. */
export function useStoredFilter(key: string): [GalleryFilter, (filter: GalleryFilter) => void] {
  return useStoredState(key, storedFilterSchema, {});
}
