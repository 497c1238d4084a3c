import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { questionListSchema, type QuestionList, type QuestionListQuery } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Questions and offers, newest first (admin). */
export function getQuestions(query: QuestionListQuery, signal?: AbortSignal): Promise<QuestionList> {
  const params = new URLSearchParams({ offset: String(query.offset), limit: String(query.limit), kind: query.kind });
  return apiRequest(`/api/admin/questions?${params}`, questionListSchema, { signal });
}

export function questionsQueryOptions(query: QuestionListQuery) {
  return queryOptions({ queryKey: ['admin', 'questions', query], queryFn: ({ signal }) => getQuestions(query, signal) });
}

export function useQuestions(query: QuestionListQuery) {
  return useQuery({ ...questionsQueryOptions(query), placeholderData: keepPreviousData });
}
