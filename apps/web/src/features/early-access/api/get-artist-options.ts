import { queryOptions, useQuery } from '@tanstack/react-query';
import { earlyAccessArtistOptionsSchema, type EarlyAccessArtistOption } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { earlyAccessAdminKey } from './get-early-access-list.ts';

/** GET /api/admin/early-access/artists: artists and merchants with listed works. */
export async function getArtistOptions(signal?: AbortSignal): Promise<EarlyAccessArtistOption[]> {
  return (await apiRequest('/api/admin/early-access/artists', earlyAccessArtistOptionsSchema, { signal })).items;
}

export function artistOptionsQueryOptions() {
  return queryOptions({ queryKey: [...earlyAccessAdminKey, 'artists'], queryFn: ({ signal }) => getArtistOptions(signal) });
}

export function useArtistOptions() {
  return useQuery(artistOptionsQueryOptions());
}
