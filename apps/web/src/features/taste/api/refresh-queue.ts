import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryFilter } from '@vernissage/core/gallery-filter';
import type { SentQueue } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { queueFilterBody, storeQueue } from './get-queue.ts';

export interface RefreshQueueInput {
  /** The work on screen: it and every work before it keep their places; without it all is ranked again. */
  keepThrough?: number | undefined;
  /** The gallery's filter: the answer is the queue as the page shows it. */
  filter: GalleryFilter;
}

// Typed, not parsed, as the gallery's reads (decision record 037).
export function refreshQueue({ keepThrough, filter }: RefreshQueueInput): Promise<SentQueue> {
  const query = queueFilterBody(filter);
  const body = { ...(keepThrough === undefined ? {} : { keepThrough }), ...(query ? { filter: query } : {}) };
  return apiRequest('/api/taste/queue/refresh', typed<SentQueue>(), { method: 'POST', body });
}

/** Ranks the queue again; the answer is the queue for the filter, so it is not read again. */
export function useRefreshQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshQueue,
    onSuccess: (queue, { filter }) => storeQueue(queryClient, filter, queue),
  });
}
