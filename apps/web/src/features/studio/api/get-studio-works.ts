import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioWorkListSchema, type StudioSort, type StudioWorkList, type WorkState } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export interface StudioWorksQuery {
  q?: string | undefined;
  state?: WorkState | undefined;
  sort: StudioSort;
  offset: number;
  limit: number;
}

/** Every page of My Works starts with this key; every change to a work invalidates all of them. */
export const studioWorksQueryKey = ['studio', 'works'] as const;

/** My works (GET /api/studio/works): searched by title, filtered by state, sorted, paged, with counts by state. */
export function getStudioWorks(query: StudioWorksQuery, signal?: AbortSignal): Promise<StudioWorkList> {
  const params = new URLSearchParams({ sort: query.sort, offset: String(query.offset), limit: String(query.limit) });
  if (query.q) params.set('q', query.q);
  if (query.state) params.set('state', query.state);
  return apiRequest(`/api/studio/works?${params.toString()}`, studioWorkListSchema, { signal });
}

export function studioWorksQueryOptions(query: StudioWorksQuery) {
  return queryOptions({
    queryKey: [...studioWorksQueryKey, query],
    queryFn: ({ signal }) => getStudioWorks(query, signal),
    // The grid keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStudioWorks(query: StudioWorksQuery) {
  return useQuery(studioWorksQueryOptions(query));
}
