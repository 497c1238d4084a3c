import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventsPageSchema, type EventsPage } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every list of events (the member's and the admin's) starts with this key; writes invalidate it. */
export const eventsQueryKey = ['events'] as const;

/** GET /api/events/mine: the events the signed-in member listed, with their state. */
export function getMyEvents(offset: number, limit: number, signal?: AbortSignal): Promise<EventsPage> {
  return apiRequest(`/api/events/mine?offset=${offset}&limit=${limit}`, eventsPageSchema, { signal });
}

export function myEventsQueryOptions(offset: number, limit: number) {
  return queryOptions({ queryKey: [...eventsQueryKey, 'mine', offset, limit], queryFn: ({ signal }) => getMyEvents(offset, limit, signal), placeholderData: keepPreviousData, staleTime: 0 });
}

export function useMyEvents(offset: number, limit: number) {
  return useQuery(myEventsQueryOptions(offset, limit));
}
