import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtworkDetail } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/**
 * One work with its artist's public profile (spec get-single-work-details). Typed rather than
 * parsed: the artwork page is a visitor's first page and loads no zod (decision record 037).
 */
export function getArtwork(id: number, signal?: AbortSignal): Promise<ArtworkDetail> {
  return apiRequest(`/api/artworks/${id}`, typed<ArtworkDetail>(), { signal });
}

export function artworkQueryOptions(id: number) {
  return queryOptions({ queryKey: ['artworks', id, 'detail'], queryFn: ({ signal }) => getArtwork(id, signal), staleTime: 60_000 });
}

export function useArtwork(id: number) {
  return useQuery(artworkQueryOptions(id));
}
