import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizSchema, type Quiz } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getQuiz(signal?: AbortSignal): Promise<Quiz> {
  return apiRequest('/api/taste/quiz', quizSchema, { signal });
}

export function quizQueryOptions() {
  return queryOptions({ queryKey: ['taste', 'quiz'], queryFn: ({ signal }) => getQuiz(signal), staleTime: 0 });
}

export function useQuiz() {
  return useQuery(quizQueryOptions());
}
