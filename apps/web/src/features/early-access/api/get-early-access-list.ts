import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { earlyAccessPageSchema, type EarlyAccessPage } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every admin read of early access starts with this key; saving and deleting invalidate all of them. */
export const earlyAccessAdminKey = ['admin', 'early-access'] as const;

/** GET /api/admin/early-access (spec GET /get-all-early-access): one page, newest first. */
export function getEarlyAccessList(offset: number, limit: number, signal?: AbortSignal): Promise<EarlyAccessPage> {
  return apiRequest(`/api/admin/early-access?offset=${offset}&limit=${limit}`, earlyAccessPageSchema, { signal });
}

export function earlyAccessListQueryOptions(offset: number, limit: number) {
  return queryOptions({
    queryKey: [...earlyAccessAdminKey, 'list', offset, limit],
    queryFn: ({ signal }) => getEarlyAccessList(offset, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useEarlyAccessList(offset: number, limit: number) {
  return useQuery(earlyAccessListQueryOptions(offset, limit));
}
