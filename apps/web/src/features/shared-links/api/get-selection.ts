import { queryOptions, useQuery } from '@tanstack/react-query';
import { selectionLinkSchema, type SelectionLink } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/shared-links/selections/{shareUrl}/{id}: the All Artworks selection a stored link restores. */
export function getSelection(shareUrl: string, id: string, signal?: AbortSignal): Promise<SelectionLink> {
  return apiRequest(`/api/shared-links/selections/${encodeURIComponent(shareUrl)}/${encodeURIComponent(id)}`, selectionLinkSchema, { signal });
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
