import { useMutation } from '@tanstack/react-query';
import { messageSchema, type ProfileUpdateInput } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useProfileSaved } from './use-profile-saved.ts';

export function updateProfile(input: ProfileUpdateInput): Promise<{ message: string }> {
  return apiRequest('/api/profile', messageSchema, { method: 'PATCH', body: input });
}

export function useUpdateProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: updateProfile, onSuccess: saved });
}
