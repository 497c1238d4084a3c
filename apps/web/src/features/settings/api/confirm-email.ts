import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';
import { SETTINGS_QUERY_KEY } from './settings-key.ts';

export function confirmEmail(token: string) {
  return apiRequest('/api/settings/email/confirm', typed<{ message: string; email: string }>(), { method: 'POST', body: { token } });
}

/** After the change the menus and the settings page read the new address. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }),
      ]);
    },
  });
}
