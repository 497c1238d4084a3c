import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/** GET /api/art-events/{event_title}: the approved news item whose id ends the parameter; 404 when none. */
export function getArtEvent(eventTitle: string, signal?: AbortSignal): Promise<Article> {
  return apiRequest(`/api/art-events/${encodeURIComponent(eventTitle)}`, typed<Article>(), { signal });
}

export function artEventQueryOptions(eventTitle: string) {
  return queryOptions({
    queryKey: ['articles', 'event', eventTitle],
    queryFn: ({ signal }) => getArtEvent(eventTitle, signal),
    retry: false,
    staleTime: 60_000,
  });
}

export function useArtEvent(eventTitle: string) {
  return useQuery(artEventQueryOptions(eventTitle));
}
