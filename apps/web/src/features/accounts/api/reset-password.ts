import { useMutation } from '@tanstack/react-query';
import { messageSchema, type resetPasswordSchema } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export function resetPassword(input: ResetPasswordInput): Promise<z.infer<typeof messageSchema>> {
  return apiRequest('/api/accounts/password/reset', messageSchema, { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
