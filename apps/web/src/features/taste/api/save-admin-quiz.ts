import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQuizSchema, type AdminQuiz } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminQuizQueryOptions } from './get-admin-quiz.ts';

export function saveAdminQuiz(artworkIds: number[]): Promise<AdminQuiz> {
  return apiRequest('/api/admin/taste-quiz', adminQuizSchema, { method: 'PUT', body: { artworkIds } });
}

export function useSaveAdminQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminQuiz,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQuizQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['taste', 'quiz'] });
    },
  });
}
