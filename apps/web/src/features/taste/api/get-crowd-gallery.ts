import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { galleryFilterQuery, type GalleryFilter } from '@vernissage/core/gallery-filter';
import type { CrowdGallery } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

// Typed, not parsed: /view-gallery is a visitor's first page, drawn without zod (decision record 037).
export function getCrowdGallery(filter: GalleryFilter, signal?: AbortSignal): Promise<CrowdGallery> {
  const query = galleryFilterQuery(filter);
  return apiRequest(`/api/taste/crowd${query ? `?${query}` : ''}`, typed<CrowdGallery>(), { signal });
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
