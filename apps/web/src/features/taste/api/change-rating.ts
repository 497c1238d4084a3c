import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myRatingSchema, type Like, type MyRating } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { myRatingsQueryOptions } from './get-my-ratings.ts';

export function changeRating(input: { artworkId: number; rating: Like }): Promise<MyRating> {
  return apiRequest(`/api/ratings/${input.artworkId}`, myRatingSchema, { method: 'PUT', body: { rating: input.rating } });
}

/** Like ↔ dislike: the list shows it at once; every other taste view is read again. */
export function useChangeRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRating,
    onSuccess: (changed) => {
      queryClient.setQueryData(myRatingsQueryOptions().queryKey, (list) =>
        list ? { items: list.items.map((item) => (item.work.id === changed.work.id ? changed : item)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: ['taste'], predicate: (query) => query.queryKey[1] !== 'my-ratings' });
    },
  });
}
