import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventsPageSchema, type EventsPage, type EventState } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './get-my-events.ts';

/** GET /api/admin/events: every listed event, in one state or any (admin). */
export function getAdminEvents(state: EventState | null, offset: number, limit: number, signal?: AbortSignal): Promise<EventsPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(limit), ...(state ? { state } : {}) });
  return apiRequest(`/api/admin/events?${query.toString()}`, eventsPageSchema, { signal });
}

export function adminEventsQueryOptions(state: EventState | null, offset: number, limit: number) {
  return queryOptions({ queryKey: [...eventsQueryKey, 'all', state, offset, limit], queryFn: ({ signal }) => getAdminEvents(state, offset, limit, signal), placeholderData: keepPreviousData, staleTime: 0 });
}

export function useAdminEvents(state: EventState | null, offset: number, limit: number) {
  return useQuery(adminEventsQueryOptions(state, offset, limit));
}
