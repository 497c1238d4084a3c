import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtistPage } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/**
 * An artist's or merchant's public page by the number in its address (spec get-user-api/{id}).
 * Typed, not parsed: the page a visitor lands on loads no zod (decision record 037).
 */
export function getArtist(publicId: number, signal?: AbortSignal): Promise<ArtistPage> {
  return apiRequest(`/api/artists/${publicId}`, typed<ArtistPage>(), { signal });
}

export function artistQueryOptions(publicId: number) {
  return queryOptions({ queryKey: ['artists', publicId], queryFn: ({ signal }) => getArtist(publicId, signal), staleTime: 60_000 });
}

export function useArtist(publicId: number) {
  return useQuery(artistQueryOptions(publicId));
}
