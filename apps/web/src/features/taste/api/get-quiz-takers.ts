import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quizTakersSchema } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getQuizTakers(text: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/taste-quiz/takers?q=${encodeURIComponent(text)}&limit=20`, quizTakersSchema, { signal });
}

export function quizTakersQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['admin', 'taste-quiz', 'takers', text],
    queryFn: ({ signal }) => getQuizTakers(text, signal),
    placeholderData: keepPreviousData,
  });
}

/** Collectors who answered the quiz, whose name or e-mail contains the text. */
export function useQuizTakers(text: string) {
  return useQuery(quizTakersQueryOptions(text));
}
