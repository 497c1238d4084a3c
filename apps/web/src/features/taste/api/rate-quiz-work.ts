import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizRatingResultSchema, type Like, type Quiz, type QuizRatingResult } from '@vernissage/core/schemas';
import { apiRequest, hasReason } from '../../../lib/api-client.ts';
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
 * The quiz after an answer: the answered work keeps its place (or joins the works asked when it
 * was the next), and the answer's next work becomes the one to ask. Null when the answer was for
 * a work the cached quiz does not hold (it is out of date).
 */
export function withAnswer(quiz: Quiz, input: QuizRatingInput, result: QuizRatingResult): Quiz | null {
  const asked = quiz.items.some((item) => item.work.id === input.artworkId);
  if (!asked && quiz.next?.id !== input.artworkId) return null;
  const items = asked
    ? quiz.items.map((item) => (item.work.id === input.artworkId ? { ...item, rating: input.rating } : item))
    : [...quiz.items, { work: quiz.next!, rating: input.rating }];
  return { ...quiz, status: result.status, welcome: false, items, next: result.next, total: result.total };
}

/**
 * A quiz answer: the quiz in the cache takes it and the next work at once (no second request),
 * and when the taste-test status changes (started, completed) the session is fetched again so
 * the menus follow (the Taste Test item disappears once the status is 1). When the quiz has
 * moved on without this page (another tab answered), it is read again.
 */
export function useRateQuizWork() {
  const queryClient = useQueryClient();
  const key = quizQueryOptions().queryKey;
  return useMutation({
    mutationFn: rateQuizWork,
    onSuccess: (result, input) => {
      const cached = queryClient.getQueryData(key);
      const updated = cached ? withAnswer(cached, input, result) : null;
      if (updated) queryClient.setQueryData(key, updated);
      else void queryClient.invalidateQueries({ queryKey: key });
      const session = queryClient.getQueryData(sessionQueryOptions().queryKey);
      if (session?.user && session.user.tasteTestStatus !== result.status) void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
    onError: (error) => {
      if (hasReason(error, 'quiz_not_next')) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
