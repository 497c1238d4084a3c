import { useMutation } from '@tanstack/react-query';
import { messageSchema, type forgotPasswordSchema } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** Sends the reset link; the server answers the same whether or not the account exists. */
export function forgotPassword(input: ForgotPasswordInput): Promise<z.infer<typeof messageSchema>> {
  return apiRequest('/api/accounts/password/forgot', messageSchema, { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
