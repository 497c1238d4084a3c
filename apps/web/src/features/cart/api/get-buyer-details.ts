import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** The buyer's profile, to prefill the shipping details (the same call and cache as /profile). */
export function getBuyerDetails(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/api/profile', profileSchema, { signal });
}

export function buyerDetailsQueryOptions() {
  return queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getBuyerDetails(signal) });
}

export function useBuyerDetails() {
  return useQuery(buyerDetailsQueryOptions());
}
