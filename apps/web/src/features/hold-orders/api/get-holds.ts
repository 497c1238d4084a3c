import { queryOptions, useQuery } from '@tanstack/react-query';
import { holdListSchema, type HoldList } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Works on hold, soonest to expire first (admin). */
export function getHolds(signal?: AbortSignal): Promise<HoldList> {
  return apiRequest('/api/admin/holds', holdListSchema, { signal });
}

export function holdsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'holds'], queryFn: ({ signal }) => getHolds(signal), staleTime: 0 });
}

export function useHolds() {
  return useQuery(holdsQueryOptions());
}
