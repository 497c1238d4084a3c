import { useMutation } from '@tanstack/react-query';
import { messageSchema, type ChangePasswordInput } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiRequest('/api/accounts/me/password', messageSchema, { method: 'PATCH', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
