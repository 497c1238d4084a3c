import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { galleryFilterQuery, type GalleryFilter } from '@vernissage/core/gallery-filter';
import type { CrowdGallery, SentCrowdGallery } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { showItems } from './shown-items.ts';

// Typed, not parsed: /view-gallery is a visitor's first page, drawn without zod (decision record 037).
export function getCrowdGallery(filter: GalleryFilter, signal?: AbortSignal): Promise<SentCrowdGallery> {
  const query = galleryFilterQuery(filter);
  return apiRequest(`/api/taste/crowd${query ? `?${query}` : ''}`, typed<SentCrowdGallery>(), { signal });
}

/** The visitors' gallery as its page shows it: the cache holds it as sent, pictures compact (showItems). */
const shownCrowd = (gallery: SentCrowdGallery): CrowdGallery => ({ items: showItems(gallery.items) });

export function crowdGalleryQueryOptions(filter: GalleryFilter = {}) {
  return queryOptions({
    queryKey: ['taste', 'crowd', galleryFilterQuery(filter)],
    queryFn: ({ signal }) => getCrowdGallery(filter, signal),
    placeholderData: keepPreviousData,
    select: shownCrowd,
  });
}

export function useCrowdGallery(filter: GalleryFilter) {
  return useQuery(crowdGalleryQueryOptions(filter));
}
