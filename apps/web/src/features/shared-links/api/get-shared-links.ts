import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sharedLinksPageSchema, type SharedLinksPage } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every list of shared links starts with this key; creating and deleting invalidate all of them. */
export const sharedLinksQueryKey = ['admin', 'shared-links'] as const;

/** GET /api/admin/shared-links: one page of every shared link, newest first. */
export function getSharedLinks(offset: number, limit: number, signal?: AbortSignal): Promise<SharedLinksPage> {
  return apiRequest(`/api/admin/shared-links?offset=${offset}&limit=${limit}`, sharedLinksPageSchema, { signal });
}

export function sharedLinksQueryOptions(offset: number, limit: number) {
  return queryOptions({
    queryKey: [...sharedLinksQueryKey, offset, limit],
    queryFn: ({ signal }) => getSharedLinks(offset, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSharedLinks(offset: number, limit: number) {
  return useQuery(sharedLinksQueryOptions(offset, limit));
}
