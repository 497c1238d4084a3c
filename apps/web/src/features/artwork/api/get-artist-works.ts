import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtworkList } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { useAfterFirstView } from '../../../lib/use-after-first-view.ts';

export const ARTIST_WORKS_SHOWN = 12;

/**
 * The artist's other listed works (spec get-artist-artworks/{uid}/{currentArtWorkId}), typed
 * rather than parsed: they are read on the artwork page's first render (decision record 037).
 */
export function getArtistWorks(artworkId: number, signal?: AbortSignal): Promise<ArtworkList> {
  return apiRequest(`/api/artworks/${artworkId}/by-artist?limit=${ARTIST_WORKS_SHOWN}`, typed<ArtworkList>(), { signal });
}

export function artistWorksQueryOptions(artworkId: number) {
  return queryOptions({ queryKey: ['artworks', artworkId, 'by-artist'], queryFn: ({ signal }) => getArtistWorks(artworkId, signal), staleTime: 60_000 });
}

/** Asked for once the page has drawn: the section is below the work and its details. */
export function useArtistWorks(artworkId: number) {
  const drawn = useAfterFirstView();
  return useQuery({ ...artistWorksQueryOptions(artworkId), enabled: drawn });
}
