import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { BROWSE_PAGE_SIZE_DEFAULT, type BrowseParams } from '@vernissage/core/browse';
import type { BrowseResult } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/**
 * One page of All Artworks (GET /api/artworks/browse), after the page whose cursor is given. The
 * first page of /all-artworks is the request the server's head preloads: keep them the same.
 * Typed, not parsed: the page a visitor lands on loads no zod (decision record 037).
 */
export function browseArtworks(params: BrowseParams, cursor: string | null, signal?: AbortSignal): Promise<BrowseResult> {
  const query = new URLSearchParams({ limit: String(BROWSE_PAGE_SIZE_DEFAULT) });
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`/api/artworks/browse?${query.toString()}`, typed<BrowseResult>(), { signal });
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
