import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferencesSavedSchema, type MailPreferences } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsQueryOptions } from './get-settings.ts';

export function saveMailPreferences(preferences: MailPreferences) {
  return apiRequest('/api/settings/mail-preferences', preferencesSavedSchema, { method: 'PUT', body: preferences });
}

export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailPreferences,
    onSuccess: ({ preferences }) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, (old) => (old ? { ...old, preferences } : old));
    },
  });
}
