import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectionLink } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/**
 * GET /api/shared-links/selections/{shareUrl}/{id}: the All Artworks selection a stored link
 * restores. Typed, not parsed: a shared link is a page a visitor lands on, and loads no zod
 * (decision record 037).
 */
export function getSelection(shareUrl: string, id: string, signal?: AbortSignal): Promise<SelectionLink> {
  return apiRequest(`/api/shared-links/selections/${encodeURIComponent(shareUrl)}/${encodeURIComponent(id)}`, typed<SelectionLink>(), { signal });
}

export function selectionQueryOptions(shareUrl: string, id: string) {
  return queryOptions({
    queryKey: ['shared-links', 'selection', shareUrl, id],
    queryFn: ({ signal }) => getSelection(shareUrl, id, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useSelection(shareUrl: string, id: string) {
  return useQuery(selectionQueryOptions(shareUrl, id));
}
