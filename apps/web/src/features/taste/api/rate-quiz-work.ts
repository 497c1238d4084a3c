import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizRatingResultSchema, type Like, type Quiz, type QuizRatingResult } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';
import { quizQueryOptions } from './get-quiz.ts';

export interface QuizRatingInput {
  artworkId: number;
  rating: Like;
}

export function rateQuizWork(input: QuizRatingInput): Promise<QuizRatingResult> {
  return apiRequest('/api/taste/quiz/ratings', quizRatingResultSchema, { method: 'POST', body: input });
}

/**
 * A quiz answer: the quiz in the cache takes it at once, and when the taste-test status changes
 * (started, completed) the session is fetched again so the menus follow (the Taste Test item
 * disappears once the status is 1).
 */
export function useRateQuizWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateQuizWork,
    onSuccess: (result, input) => {
      queryClient.setQueryData(quizQueryOptions().queryKey, (quiz: Quiz | undefined) =>
        quiz
          ? {
              ...quiz,
              status: result.status,
              welcome: false,
              items: quiz.items.map((item) => (item.work.id === input.artworkId ? { ...item, rating: input.rating } : item)),
            }
          : quiz,
      );
      const session = queryClient.getQueryData(sessionQueryOptions().queryKey);
      if (session?.user && session.user.tasteTestStatus !== result.status) void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });
}
