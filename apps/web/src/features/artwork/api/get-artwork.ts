import { queryOptions, useQuery } from '@tanstack/react-query';
import { artworkDetailSchema, type ArtworkDetail } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** One work with its artist's public profile (spec get-single-work-details). */
export function getArtwork(id: number, signal?: AbortSignal): Promise<ArtworkDetail> {
  return apiRequest(`/api/artworks/${id}`, artworkDetailSchema, { signal });
}

export function artworkQueryOptions(id: number) {
  return queryOptions({ queryKey: ['artworks', id, 'detail'], queryFn: ({ signal }) => getArtwork(id, signal), staleTime: 60_000 });
}

export function useArtwork(id: number) {
  return useQuery(artworkQueryOptions(id));
}
