import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { crowdGallerySchema, galleryFilterQuery, type GalleryFilter } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getCrowdGallery(filter: GalleryFilter, signal?: AbortSignal) {
  const query = galleryFilterQuery(filter);
  return apiRequest(`/api/taste/crowd${query ? `?${query}` : ''}`, crowdGallerySchema, { signal });
}

export function crowdGalleryQueryOptions(filter: GalleryFilter = {}) {
  return queryOptions({
    queryKey: ['taste', 'crowd', galleryFilterQuery(filter)],
    queryFn: ({ signal }) => getCrowdGallery(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCrowdGallery(filter: GalleryFilter) {
  return useQuery(crowdGalleryQueryOptions(filter));
}
