import { queryOptions, useQuery } from '@tanstack/react-query';
import { snippetListSchema, type SnippetList } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Saving a snippet invalidates this list. */
export const snippetListQueryKey = ['admin', 'snippets'] as const;

/** GET /api/admin/snippets: every snippet the product reads, with a short preview. */
export function getSnippetList(signal?: AbortSignal): Promise<SnippetList> {
  return apiRequest('/api/admin/snippets', snippetListSchema, { signal });
}

export function snippetListQueryOptions() {
  return queryOptions({ queryKey: snippetListQueryKey, queryFn: ({ signal }) => getSnippetList(signal), staleTime: 0 });
}

export function useSnippetList() {
  return useQuery(snippetListQueryOptions());
}
