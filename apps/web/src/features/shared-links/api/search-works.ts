import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { browseResultSchema, type BrowseResult } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Works the picker offers for one search. */
export const PICKER_RESULTS = 12;

/** Listed works matching the words, sold and held ones too (GET /api/artworks/browse). */
export function searchWorks(words: string, signal?: AbortSignal): Promise<BrowseResult> {
  const query = new URLSearchParams({ limit: String(PICKER_RESULTS), available: 'false', sort: 'newest' });
  if (words) query.set('q', words);
  return apiRequest(`/api/artworks/browse?${query.toString()}`, browseResultSchema, { signal });
}

export function searchWorksQueryOptions(words: string) {
  return queryOptions({
    queryKey: ['shared-links', 'picker', words],
    queryFn: ({ signal }) => searchWorks(words, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useSearchWorks(words: string) {
  return useQuery(searchWorksQueryOptions(words));
}
