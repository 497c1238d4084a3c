import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { seoPagesPageSchema, type SeoPagesPage } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every list of SEO records starts with this key; saving and deleting invalidate all of them. */
export const seoPagesQueryKey = ['admin', 'seo-pages'] as const;

/** GET /api/admin/seo-pages (spec GET /get-all-seo/null): one page of every record, newest first. */
export function getSeoPages(offset: number, limit: number, signal?: AbortSignal): Promise<SeoPagesPage> {
  return apiRequest(`/api/admin/seo-pages?offset=${offset}&limit=${limit}`, seoPagesPageSchema, { signal });
}

export function seoPagesQueryOptions(offset: number, limit: number) {
  return queryOptions({
    queryKey: [...seoPagesQueryKey, offset, limit],
    queryFn: ({ signal }) => getSeoPages(offset, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSeoPages(offset: number, limit: number) {
  return useQuery(seoPagesQueryOptions(offset, limit));
}
