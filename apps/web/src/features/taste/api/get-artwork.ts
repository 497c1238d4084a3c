import { queryOptions, useQuery } from '@tanstack/react-query';
import { artworkSchema, type Artwork } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getArtwork(id: number, signal?: AbortSignal): Promise<Artwork> {
  return apiRequest(`/api/artworks/${id}`, artworkSchema, { signal });
}

export function artworkQueryOptions(id: number) {
  return queryOptions({ queryKey: ['artwork', id], queryFn: ({ signal }) => getArtwork(id, signal) });
}

export function useArtwork(id: number) {
  return useQuery(artworkQueryOptions(id));
}
