import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** The signed-in member's name, e-mail and phone, to fill in the question dialog. */
export function getContactDetails(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/api/profile', profileSchema, { signal });
}

/** Shares the profile page's cache entry: the same call, the same answer. */
export function contactDetailsQueryOptions() {
  return queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getContactDetails(signal) });
}

export function useContactDetails(enabled: boolean) {
  return useQuery({ ...contactDetailsQueryOptions(), enabled });
}
