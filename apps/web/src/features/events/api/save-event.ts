import { useMutation } from '@tanstack/react-query';
import { eventDeletedSchema, eventSavedSchema, type EventInput, type EventSaved, type NewsInput } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateEvents } from './review-event.ts';

/**
 * What the event form saves: a member's event (POST /api/events, or PUT /api/events/{id} while it
 * waits) or the admin's news item (POST /api/admin/events, PUT /api/admin/events/{id}); then the
 * chosen image (PUT /api/events/{id}/image).
 */
export type EventSave = ({ scope: 'member'; input: EventInput } | { scope: 'admin'; input: NewsInput }) & { id: number | null; image: File | null };

export async function saveEvent({ scope, id, input, image }: EventSave): Promise<EventSaved> {
  const base = scope === 'admin' ? '/api/admin/events' : '/api/events';
  const saved =
    id === null
      ? await apiRequest(base, eventSavedSchema, { method: 'POST', body: input })
      : await apiRequest(`${base}/${id}`, eventSavedSchema, { method: 'PUT', body: input });
  if (!image) return saved;
  const form = new FormData();
  form.append('image', image, image.name);
  const withImage = await apiRequest(`/api/events/${saved.event.id}/image`, eventSavedSchema, { method: 'PUT', body: form });
  return { message: saved.message, event: withImage.event };
}

export function useSaveEvent() {
  const invalidate = useInvalidateEvents();
  // Settled, not only succeeded: a save whose image failed has still changed the lists.
  return useMutation({ mutationFn: saveEvent, onSettled: invalidate });
}

/** DELETE /api/events/{id}: a member withdraws their own event while it waits. */
export function withdrawEvent(id: number): Promise<z.infer<typeof eventDeletedSchema>> {
  return apiRequest(`/api/events/${id}`, eventDeletedSchema, { method: 'DELETE' });
}

export function useWithdrawEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: withdrawEvent, onSuccess: invalidate });
}
