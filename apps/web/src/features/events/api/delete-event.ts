import { useMutation } from '@tanstack/react-query';
import { eventDeletedSchema } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateEvents } from './review-event.ts';

/** DELETE /api/admin/events/{id}. */
export function deleteEvent(id: number): Promise<z.infer<typeof eventDeletedSchema>> {
  return apiRequest(`/api/admin/events/${id}`, eventDeletedSchema, { method: 'DELETE' });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: deleteEvent, onSuccess: invalidate });
}
