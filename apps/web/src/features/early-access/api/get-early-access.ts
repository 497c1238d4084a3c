import { queryOptions, useQuery } from '@tanstack/react-query';
import { earlyAccessEditSchema, type EarlyAccessEdit } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { earlyAccessAdminKey } from './get-early-access-list.ts';

/** GET /api/admin/early-access/{id} (spec GET /edit-early-access/{id}): what Edit fills in; never the passcode. */
export function getEarlyAccess(id: number, signal?: AbortSignal): Promise<EarlyAccessEdit> {
  return apiRequest(`/api/admin/early-access/${id}`, earlyAccessEditSchema, { signal });
}

export function earlyAccessQueryOptions(id: number) {
  return queryOptions({ queryKey: [...earlyAccessAdminKey, 'one', id], queryFn: ({ signal }) => getEarlyAccess(id, signal), staleTime: 0 });
}

export function useEarlyAccess(id: number | null) {
  return useQuery({ ...earlyAccessQueryOptions(id ?? 0), enabled: id !== null });
}
