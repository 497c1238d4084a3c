import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarlyAccessStatusInfo } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

export const earlyAccessStatusQueryKey = ['early-access'] as const;

/** GET /api/early-access: whether one is open, its title, and whether this browser gave its passcode. */
export function getEarlyAccessStatus(signal?: AbortSignal): Promise<EarlyAccessStatusInfo> {
  return apiRequest('/api/early-access', typed<EarlyAccessStatusInfo>(), { signal });
}

export function earlyAccessStatusQueryOptions() {
  return queryOptions({ queryKey: [...earlyAccessStatusQueryKey, 'status'], queryFn: ({ signal }) => getEarlyAccessStatus(signal), staleTime: 0 });
}

export function useEarlyAccessStatus() {
  return useQuery(earlyAccessStatusQueryOptions());
}
