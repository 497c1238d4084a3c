import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailChangeSentSchema, type EmailChangeRequest } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsQueryOptions } from './get-settings.ts';

export function requestEmailChange(input: EmailChangeRequest) {
  return apiRequest('/api/settings/email', emailChangeSentSchema, { method: 'POST', body: input });
}

/** The page shows the address waiting for its link straight from the answer. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: ({ pendingEmail }) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, (old) => (old ? { ...old, pendingEmail } : old));
    },
  });
}
