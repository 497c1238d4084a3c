import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { browseResultSchema, type BrowseParams, type BrowseResult } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Works a page of All Artworks asks for: four rows of the widest grid. */
export const BROWSE_PAGE = 24;

/** One page of All Artworks (GET /api/artworks/browse), after the page whose cursor is given. */
export function browseArtworks(params: BrowseParams, cursor: string | null, signal?: AbortSignal): Promise<BrowseResult> {
  const query = new URLSearchParams({ limit: String(BROWSE_PAGE) });
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`/api/artworks/browse?${query.toString()}`, browseResultSchema, { signal });
}

export function browseQueryOptions(params: BrowseParams) {
  return infiniteQueryOptions({
    queryKey: ['artworks', 'browse', params],
    queryFn: ({ pageParam, signal }) => browseArtworks(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The grid keeps the last selection's works while the new one loads, instead of emptying.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useBrowseArtworks(params: BrowseParams) {
  return useInfiniteQuery(browseQueryOptions(params));
}
