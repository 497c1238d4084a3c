import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtistsPage } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/**
 * A page of the artists directory (the default page size). The first page of the whole list is
 * asked for as bare /api/artists, the address the server's head preloads. Typed, not parsed: the
 * page a visitor lands on loads no zod (decision record 037).
 */
export function getArtists(q: string, offset: number, signal?: AbortSignal): Promise<ArtistsPage> {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (offset) query.set('offset', String(offset));
  const search = query.toString();
  return apiRequest(`/api/artists${search ? `?${search}` : ''}`, typed<ArtistsPage>(), { signal });
}

export function artistsQueryOptions(q: string, offset: number) {
  return queryOptions({ queryKey: ['artists', 'directory', q, offset], queryFn: ({ signal }) => getArtists(q, offset, signal), staleTime: 60_000 });
}

/** One page of the directory. (Plain queries, page by page: the infinite-query code would join every page's first download.) */
export function useArtists(q: string, offset: number) {
  return useQuery(artistsQueryOptions(q, offset));
}
