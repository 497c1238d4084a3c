import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQuizSchema, type AdminQuiz } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getAdminQuiz(signal?: AbortSignal): Promise<AdminQuiz> {
  return apiRequest('/api/admin/taste-quiz', adminQuizSchema, { signal });
}

export function adminQuizQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'taste-quiz'], queryFn: ({ signal }) => getAdminQuiz(signal), staleTime: 0 });
}

export function useAdminQuiz() {
  return useQuery(adminQuizQueryOptions());
}
