import { queryOptions, useQuery } from '@tanstack/react-query';
import { myRatingsSchema } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getMyRatings(signal?: AbortSignal) {
  return apiRequest('/api/ratings', myRatingsSchema, { signal });
}

export function myRatingsQueryOptions() {
  return queryOptions({ queryKey: ['taste', 'my-ratings'], queryFn: ({ signal }) => getMyRatings(signal), staleTime: 0 });
}

export function useMyRatings() {
  return useQuery(myRatingsQueryOptions());
}
