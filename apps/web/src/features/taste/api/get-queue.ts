import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { galleryFilterQuery, galleryFilterSchema, queueSchema, type GalleryFilter, type GalleryFilterQuery, type Queue } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getQueue(filter: GalleryFilter, signal?: AbortSignal): Promise<Queue> {
  const query = galleryFilterQuery(filter);
  return apiRequest(`/api/taste/queue${query ? `?${query}` : ''}`, queueSchema, { signal });
}

export function queueQueryOptions(filter: GalleryFilter = {}) {
  return queryOptions({
    queryKey: ['taste', 'queue', galleryFilterQuery(filter)],
    queryFn: ({ signal }) => getQueue(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useQueue(filter: GalleryFilter) {
  return useQuery(queueQueryOptions(filter));
}

/**
 * The filter as the writes that answer with a queue take it: the GET query's own fields (colours
 * as a comma string), made from the same query string, so the answer matches this filter's cache
 * entry. Undefined when the filter sets nothing.
 */
export function queueFilterBody(filter: GalleryFilter): GalleryFilterQuery | undefined {
  const query = galleryFilterQuery(filter);
  if (!query) return undefined;
  const parsed = galleryFilterSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Puts a queue the server answered with (a rating that re-ranked it, a refresh) in the cache of
 * the filter it was asked for. Queues cached for other filters were ranked before it, so they
 * are marked stale, to be read again when shown; none is fetched now.
 */
export function storeQueue(queryClient: QueryClient, filter: GalleryFilter, queue: Queue): void {
  void queryClient.invalidateQueries({ queryKey: ['taste', 'queue'], refetchType: 'none' });
  queryClient.setQueryData(queueQueryOptions(filter).queryKey, queue);
}
