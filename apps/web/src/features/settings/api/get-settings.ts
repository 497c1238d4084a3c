import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSettingsSchema, type AccountSettings } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { SETTINGS_QUERY_KEY } from './settings-key.ts';

export function getSettings(signal?: AbortSignal): Promise<AccountSettings> {
  return apiRequest('/api/settings', accountSettingsSchema, { signal });
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getSettings(signal) });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
