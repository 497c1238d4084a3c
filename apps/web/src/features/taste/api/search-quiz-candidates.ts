import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quizCandidatesSchema } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function searchQuizCandidates(text: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/taste-quiz/candidates?q=${encodeURIComponent(text)}&limit=24`, quizCandidatesSchema, { signal });
}

export function quizCandidatesQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['admin', 'taste-quiz', 'candidates', text],
    queryFn: ({ signal }) => searchQuizCandidates(text, signal),
    placeholderData: keepPreviousData,
  });
}

export function useQuizCandidates(text: string) {
  return useQuery(quizCandidatesQueryOptions(text));
}
