import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizTakerAnswersSchema, type QuizTakerAnswers } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getQuizTakerAnswers(id: string, signal?: AbortSignal): Promise<QuizTakerAnswers> {
  return apiRequest(`/api/admin/taste-quiz/takers/${encodeURIComponent(id)}`, quizTakerAnswersSchema, { signal });
}

export function quizTakerAnswersQueryOptions(id: string) {
  return queryOptions({ queryKey: ['admin', 'taste-quiz', 'takers', 'answers', id], queryFn: ({ signal }) => getQuizTakerAnswers(id, signal), staleTime: 0 });
}

/** The works one collector's quiz asked, with their answers and what those works cover (nothing until one is chosen). */
export function useQuizTakerAnswers(id: string | null) {
  return useQuery({ ...quizTakerAnswersQueryOptions(id ?? ''), enabled: id !== null });
}
