import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSettingsSchema, type AccountSettings } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getSettings(signal?: AbortSignal): Promise<AccountSettings> {
  return apiRequest('/api/settings', accountSettingsSchema, { signal });
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: ['settings'], queryFn: ({ signal }) => getSettings(signal) });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
