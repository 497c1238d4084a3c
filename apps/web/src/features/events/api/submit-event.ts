import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSavedSchema, type EventInput, type EventSaved } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './get-my-events.ts';

/** POST /api/events, then PUT /api/events/{id}/image when an image was chosen. */
export async function submitEvent({ input, image }: { input: EventInput; image: File | null }): Promise<EventSaved> {
  const saved = await apiRequest('/api/events', eventSavedSchema, { method: 'POST', body: input });
  if (!image) return saved;
  const form = new FormData();
  form.append('image', image, image.name);
  const withImage = await apiRequest(`/api/events/${saved.event.id}/image`, eventSavedSchema, { method: 'PUT', body: form });
  return { message: saved.message, event: withImage.event };
}

export function useSubmitEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitEvent, onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }) });
}
