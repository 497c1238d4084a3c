import { useMutation } from '@tanstack/react-query';
import { apiRequest, typed } from '../../../lib/api-client.ts';

export interface ForgotPasswordInput {
  email: string;
}

/** Sends the reset link; the server answers the same whether or not the account exists. */
export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiRequest('/api/accounts/password/forgot', typed<{ message: string }>(), { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
