import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { resetTokenQueryOptions } from './get-reset-token.ts';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirm: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest('/api/accounts/password/reset', typed<{ message: string }>(), { method: 'POST', body: input });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The link is used up now. Its check is cached for good (staleTime Infinity), so the cache is
    // told what the server would say: the same link opened again in this tab reads as used at once.
    onSuccess: (_data, input) => queryClient.setQueryData(resetTokenQueryOptions(input.token).queryKey, { valid: false }),
  });
}
