import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearedRatingSchema } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { myRatingsQueryOptions } from './get-my-ratings.ts';

export function clearRating(artworkId: number) {
  return apiRequest(`/api/ratings/${artworkId}`, clearedRatingSchema, { method: 'DELETE' });
}

export function useClearRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearRating,
    onSuccess: ({ artworkId }) => {
      queryClient.setQueryData(myRatingsQueryOptions().queryKey, (list) => (list ? { items: list.items.filter((item) => item.work.id !== artworkId) } : list));
      void queryClient.invalidateQueries({ queryKey: ['taste'], predicate: (query) => query.queryKey[1] !== 'my-ratings' });
    },
  });
}
