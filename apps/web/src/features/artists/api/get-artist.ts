import { queryOptions, useQuery } from '@tanstack/react-query';
import { artistPageSchema, type ArtistPage } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** An artist's or merchant's public page by the number in its address (spec get-user-api/{id}). */
export function getArtist(publicId: number, signal?: AbortSignal): Promise<ArtistPage> {
  return apiRequest(`/api/artists/${publicId}`, artistPageSchema, { signal });
}

export function artistQueryOptions(publicId: number) {
  return queryOptions({ queryKey: ['artists', publicId], queryFn: ({ signal }) => getArtist(publicId, signal), staleTime: 60_000 });
}

export function useArtist(publicId: number) {
  return useQuery(artistQueryOptions(publicId));
}
