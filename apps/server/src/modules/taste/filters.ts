import type { GalleryFilter } from '@vernissage/core/schemas';
import type { WorkFacts } from './catalogue.ts';

const within = (value: number, min: number | undefined, max: number | undefined) => (min === undefined || value >= min) && (max === undefined || value <= max);

/** Whether a work passes the Filter modal: each bound set, and any one of the chosen colours. */
export function matchesFilter(facts: WorkFacts, filter: GalleryFilter): boolean {
  if (!within(facts.price, filter.minPrice, filter.maxPrice)) return false;
  if (!within(facts.width, filter.minWidth, filter.maxWidth)) return false;
  if (!within(facts.height, filter.minHeight, filter.maxHeight)) return false;
  if (filter.colours?.length && !filter.colours.some((id) => facts.colours.has(id))) return false;
  return true;
}
