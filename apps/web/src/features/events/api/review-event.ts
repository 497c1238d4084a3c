import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSavedSchema, type EventReview, type EventSaved } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './get-my-events.ts';

/** PUT /api/admin/events/{id}/review: approve or reject; the author is e-mailed. */
export function reviewEvent({ id, state }: { id: number } & EventReview): Promise<EventSaved> {
  return apiRequest(`/api/admin/events/${id}/review`, eventSavedSchema, { method: 'PUT', body: { state } });
}

/** What a decision or a delete changes: every events list, the public news and the admin's home figure. */
export function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: eventsQueryKey });
    await queryClient.invalidateQueries({ queryKey: ['articles', 'news-events'] });
    await queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
  };
}

export function useReviewEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: reviewEvent, onSuccess: invalidate });
}
