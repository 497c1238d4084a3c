import { LISTING_REQUIREMENTS, STUDIO_SORT_LABELS, STUDIO_SORTS, type ListingRequirement } from '@vernissage/core/schemas';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { paths } from '../../../config/paths.ts';

/** The sorts My Works and Art Works offer. */
export const SORT_OPTIONS = STUDIO_SORTS.map((sort) => ({ value: sort, label: STUDIO_SORT_LABELS[sort] }));

/** Works My Works shows a page at once, and the admin's Art Works. */
export const MY_WORKS_PAGE_SIZE = 24;
export const ADMIN_WORKS_PAGE_SIZE = 20;

/** The form's address for a work; `new` opens an empty form. */
export function workFormPath(id: number | 'new'): string {
  return paths.projectDetails.replace(':id', String(id));
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/**
 * What listing still lacks, read from a `listing_incomplete` refusal: its `fields` are keyed by
 * requirement. Empty for any other error.
 */
export function missingFromRefusal(error: unknown): ListingRequirement[] {
  if (!(error instanceof ApiRequestError) || error.reason !== 'listing_incomplete' || !error.fields) return [];
  const keys = new Set(Object.keys(error.fields));
  return LISTING_REQUIREMENTS.filter((requirement) => keys.has(requirement));
}

