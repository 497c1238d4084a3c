import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { galleryFilterQuery, queueSchema, type GalleryFilter, type Queue } from '@vernissage/core/schemas';
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
