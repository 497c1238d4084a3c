import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsSchema } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsQueryOptions } from './get-settings.ts';

export function signOutOthers() {
  return apiRequest('/api/settings/sessions/sign-out-others', sessionsSchema, { method: 'POST', body: {} });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    onSuccess: ({ sessions }) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, (old) => (old ? { ...old, sessions } : old));
    },
  });
}
