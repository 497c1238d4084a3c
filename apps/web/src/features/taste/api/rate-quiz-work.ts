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
  return { ...quiz, status: result.status, welcome: false, items, next: result.next, after: result.after, total: result.total };
}

/**
 * The quiz as it will be once the answer lands, when the quiz already knows it: an answer to the
 * work it asks next, which the last reply says what follows (`after`), and which does not
 * complete the quiz. Null otherwise (a changed answer, or the last one): the page then waits for
 * the reply.
 */
export function foreseenAnswer(quiz: Quiz, input: QuizRatingInput): Quiz | null {
  const following = quiz.after?.[input.rating === 1 ? 'like' : 'dislike'];
  if (!quiz.next || quiz.next.id !== input.artworkId || !following) return null;
  return { ...quiz, welcome: false, items: [...quiz.items, { work: quiz.next, rating: input.rating }], next: following, after: null };
}

/**
 * A quiz answer: the quiz in the cache takes it and the next work at once (no second request),
 * and when the taste-test status changes (started, completed) the session is fetched again so
 * the menus follow (the Taste Test item disappears once the status is 1). When the quiz has
 * moved on without this page (another tab answered), it is read again. An answer whose next work
 * the quiz already knows (foreseenAnswer) is in the cache before it is sent, so that work shows at
 * once; a refused answer puts the quiz back as it was.
 */
export function useRateQuizWork() {
  const queryClient = useQueryClient();
  const key = quizQueryOptions().queryKey;
  return useMutation({
    mutationFn: rateQuizWork,
    onMutate: (input) => {
      const before = queryClient.getQueryData(key);
      const foreseen = before ? foreseenAnswer(before, input) : null;
      if (!foreseen) return { before: null };
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, foreseen);
      return { before };
    },
    onSuccess: (result, input) => {
      const cached = queryClient.getQueryData(key);
      const updated = cached ? withAnswer(cached, input, result) : null;
      if (updated) queryClient.setQueryData(key, updated);
      else void queryClient.invalidateQueries({ queryKey: key });
      const session = queryClient.getQueryData(sessionQueryOptions().queryKey);
      if (session?.user && session.user.tasteTestStatus !== result.status) void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      if (hasReason(error, 'quiz_not_next')) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
