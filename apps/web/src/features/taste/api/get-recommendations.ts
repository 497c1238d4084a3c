import { queryOptions, useQuery } from '@tanstack/react-query';
import { recommendationsSchema, type Recommendations } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getRecommendations(signal?: AbortSignal): Promise<Recommendations> {
  return apiRequest('/api/taste/recommendations', recommendationsSchema, { signal });
}

export function recommendationsQueryOptions() {
  return queryOptions({ queryKey: ['taste', 'recommendations'], queryFn: ({ signal }) => getRecommendations(signal), staleTime: 0 });
}

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions());
}
