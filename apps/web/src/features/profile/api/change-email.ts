import { useMutation } from '@tanstack/react-query';
import { messageSchema, type ChangeEmailInput } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useProfileSaved } from './use-profile-saved.ts';

export function changeEmail(input: ChangeEmailInput): Promise<{ message: string }> {
  return apiRequest('/api/accounts/me/email', messageSchema, { method: 'PATCH', body: input });
}

export function useChangeEmail() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: changeEmail, onSuccess: saved });
}
