import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/api/profile', profileSchema, { signal });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
