import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CuratedSet } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/**
 * GET /api/shared-links/sets/{shareUrl}: a curated set with its works still listed. Typed, not
 * parsed: a shared link is a page a visitor lands on, and loads no zod (decision record 037).
 */
export function getCuratedSet(shareUrl: string, signal?: AbortSignal): Promise<CuratedSet> {
  return apiRequest(`/api/shared-links/sets/${encodeURIComponent(shareUrl)}`, typed<CuratedSet>(), { signal });
}

export function curatedSetQueryOptions(shareUrl: string) {
  return queryOptions({
    queryKey: ['shared-links', 'set', shareUrl],
    queryFn: ({ signal }) => getCuratedSet(shareUrl, signal),
    // A missing set goes to /data-not-found at once; asking again would not find it either.
    retry: false,
    staleTime: 60_000,
  });
}

export function useCuratedSet(shareUrl: string) {
  return useQuery(curatedSetQueryOptions(shareUrl));
}
