import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioWorkListSchema, type StudioSort, type StudioWorkList, type WorkState } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export interface AdminWorksQuery {
  q?: string | undefined;
  state?: WorkState | undefined;
  sort: StudioSort;
  offset: number;
  limit: number;
  sellerId?: string | undefined;
  sold?: 'yes' | 'no' | undefined;
}

/** Every page of the admin's Art Works starts with this key; every change to a work invalidates them. */
export const adminWorksQueryKey = ['admin', 'artworks'] as const;

/** Every seller's works (GET /api/admin/artworks): searched by title or artist, filtered, paged. */
export function getAdminWorks(query: AdminWorksQuery, signal?: AbortSignal): Promise<StudioWorkList> {
  const params = new URLSearchParams({ sort: query.sort, offset: String(query.offset), limit: String(query.limit) });
  if (query.q) params.set('q', query.q);
  if (query.state) params.set('state', query.state);
  if (query.sellerId) params.set('sellerId', query.sellerId);
  if (query.sold) params.set('sold', query.sold);
  return apiRequest(`/api/admin/artworks?${params.toString()}`, studioWorkListSchema, { signal });
}

export function adminWorksQueryOptions(query: AdminWorksQuery) {
  return queryOptions({
    queryKey: [...adminWorksQueryKey, 'list', query],
    queryFn: ({ signal }) => getAdminWorks(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminWorks(query: AdminWorksQuery) {
  return useQuery(adminWorksQueryOptions(query));
}
