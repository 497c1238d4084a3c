import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOverviewSchema, type AdminOverview } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Today at a glance (admin). */
export function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return apiRequest('/api/admin/overview', adminOverviewSchema, { signal });
}

export function useOverview() {
  return useQuery(queryOptions({ queryKey: ['admin', 'overview'], queryFn: ({ signal }) => getOverview(signal), staleTime: 0, refetchOnWindowFocus: true }));
}
