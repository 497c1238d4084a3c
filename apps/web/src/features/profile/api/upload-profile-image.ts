import { useMutation } from '@tanstack/react-query';
import { profileImageResultSchema, type ProfileImageResult } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useProfileSaved } from './use-profile-saved.ts';

/** The cropped square as JPEG, in the multipart field the server reads. */
export function uploadProfileImage(image: Blob): Promise<ProfileImageResult> {
  const form = new FormData();
  form.append('image', image, 'profile.jpg');
  return apiRequest('/api/profile/image', profileImageResultSchema, { method: 'PUT', body: form });
}

export function useUploadProfileImage() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: uploadProfileImage, onSuccess: saved });
}
