import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { earlyAccessWorkOptionsSchema, type EarlyAccessWorkOption } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { earlyAccessAdminKey } from './get-early-access-list.ts';

/** GET /api/admin/early-access/works (spec POST /get-artworks-by-select-artists): the chosen artists' listed works. */
export async function getWorkOptions(artistIds: readonly string[], signal?: AbortSignal): Promise<EarlyAccessWorkOption[]> {
  const query = new URLSearchParams({ artistIds: artistIds.join(',') });
  return (await apiRequest(`/api/admin/early-access/works?${query.toString()}`, earlyAccessWorkOptionsSchema, { signal })).items;
}

export function workOptionsQueryOptions(artistIds: readonly string[]) {
  return queryOptions({ queryKey: [...earlyAccessAdminKey, 'works', [...artistIds].sort().join(',')], queryFn: ({ signal }) => getWorkOptions(artistIds, signal), placeholderData: keepPreviousData });
}

export function useWorkOptions(artistIds: readonly string[]) {
  return useQuery({ ...workOptionsQueryOptions(artistIds), enabled: artistIds.length > 0 });
}
