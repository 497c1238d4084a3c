import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { GALLERY_FILTER_BOUNDS, galleryFilterQuery, type GalleryFilter } from '@vernissage/core/gallery-filter';
import type { GalleryFilterQuery, Queue, SentQueue } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { freshWhenDrawn } from '../../../lib/query-client.ts';
import { showItems } from './shown-items.ts';

// Typed, not parsed: the gallery is drawn without zod on its first visit (decision record 037).
export function getQueue(filter: GalleryFilter, signal?: AbortSignal): Promise<SentQueue> {
  const query = galleryFilterQuery(filter);
  return apiRequest(`/api/taste/queue${query ? `?${query}` : ''}`, typed<SentQueue>(), { signal });
}

/**
 * The queue as the gallery shows it (showItems): the cache holds it as sent, and a rating that
 * changes one item leaves the others' shown objects as they were.
 */
export const shownQueue = (queue: SentQueue): Queue => ({ ...queue, items: showItems(queue.items) });

export function queueQueryOptions(filter: GalleryFilter = {}) {
  return queryOptions({
    queryKey: ['taste', 'queue', galleryFilterQuery(filter)],
    queryFn: ({ signal }) => getQueue(filter, signal),
    // Read again whenever the gallery opens (holds and sales move it), but not on the first view
    // of the gallery the server drew from this very answer.
    staleTime: freshWhenDrawn(0),
    placeholderData: keepPreviousData,
    select: shownQueue,
  });
}

export function useQueue(filter: GalleryFilter) {
  return useQuery(queueQueryOptions(filter));
}

const isBound = (key: string): key is (typeof GALLERY_FILTER_BOUNDS)[number] => (GALLERY_FILTER_BOUNDS as readonly string[]).includes(key);

/**
 * The filter as the writes that answer with a queue take it: the GET query's own fields (colours
 * as a comma string), made from the same query string, so the answer matches this filter's cache
 * entry. Undefined when the filter sets nothing. Built by hand, not parsed: the server checks it
 * with galleryFilterSchema as it checks the GET query, and the page loads no zod.
 */
export function queueFilterBody(filter: GalleryFilter): GalleryFilterQuery | undefined {
  const query = galleryFilterQuery(filter);
  if (!query) return undefined;
  const body: GalleryFilterQuery = {};
  for (const [key, value] of new URLSearchParams(query)) {
    if (key === 'colours') body.colours = value;
    else if (isBound(key)) body[key] = Number(value);
  }
  return body;
}

/**
 * Puts a queue the server answered with (a rating that re-ranked it, a refresh) in the cache of
 * the filter it was asked for. Queues cached for other filters were ranked before it, so they
 * are marked stale, to be read again when shown; none is fetched now.
 */
export function storeQueue(queryClient: QueryClient, filter: GalleryFilter, queue: SentQueue): void {
  void queryClient.invalidateQueries({ queryKey: ['taste', 'queue'], refetchType: 'none' });
  queryClient.setQueryData(queueQueryOptions(filter).queryKey, queue);
}
