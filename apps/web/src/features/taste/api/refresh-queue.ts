import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueSchema, type Queue } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Ranks the queue again, after `keepThrough` (the work on screen) when given, else all of it. */
export function refreshQueue(keepThrough?: number): Promise<Queue> {
  return apiRequest('/api/taste/queue/refresh', queueSchema, { method: 'POST', body: keepThrough === undefined ? {} : { keepThrough } });
}

export function useRefreshQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshQueue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['taste', 'queue'] }),
  });
}
