import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema, type DeleteAccountInput } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';
import { clearBrowserStorage } from '../../../lib/browser-storage.ts';

export function deleteAccount(input: DeleteAccountInput) {
  return apiRequest('/api/settings/delete-account', messageSchema, { method: 'POST', body: input });
}

/** The account is gone and its session with it: forget everything the browser kept of it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearBrowserStorage();
      queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null });
    },
  });
}
