import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizCompleteResultSchema } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';

export function completeQuiz() {
  return apiRequest('/api/taste/quiz/complete', quizCompleteResultSchema, { method: 'POST', body: {} });
}

/** Closing the completion modal: the server computes the queue; the session and taste data are read again. */
export function useCompleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeQuiz,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }), queryClient.invalidateQueries({ queryKey: ['taste'] })]);
    },
  });
}
