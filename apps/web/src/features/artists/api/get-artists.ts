import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ARTISTS_PAGE_SIZE_DEFAULT, artistsPageSchema, type ArtistsPage } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A page of the artists directory. The first page of the whole list is asked for as bare
 * /api/artists, the address the server's head preloads.
 */
export function getArtists(q: string, offset: number, signal?: AbortSignal): Promise<ArtistsPage> {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (offset) query.set('offset', String(offset));
  const search = query.toString();
  return apiRequest(`/api/artists${search ? `?${search}` : ''}`, artistsPageSchema, { signal });
}

/** The directory for a search, a page at a time (the default page size), each page after the last. */
export function artistsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: ['artists', 'directory', q],
    queryFn: ({ pageParam, signal }) => getArtists(q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ArtistsPage, pages: ArtistsPage[]) => {
      const shown = pages.length * ARTISTS_PAGE_SIZE_DEFAULT;
      return shown < last.total ? shown : undefined;
    },
    staleTime: 60_000,
  });
}

export function useArtists(q: string) {
  return useInfiniteQuery(artistsQueryOptions(q));
}
