import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupsSchema, type Lookups } from '@vernissage/core/schemas';
import { apiRequest } from '../api-client.ts';

/** Shared by every feature: the fixed option lists (cities, how-you-heard, colours, …). */
export function getLookups(signal?: AbortSignal): Promise<Lookups> {
  return apiRequest('/api/lookups', lookupsSchema, { signal });
}

export function lookupsQueryOptions() {
  return queryOptions({
    queryKey: ['lookups'],
    queryFn: ({ signal }) => getLookups(signal),
    staleTime: Infinity,
  });
}

export function useLookups() {
  return useQuery(lookupsQueryOptions());
}
