import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Snippet } from '@vernissage/core/schemas';
import type { SnippetName } from '@vernissage/core/constants';
import { apiRequest, typed } from '../api-client.ts';

/**
 * Shared by every feature: editable text (Home, Terms, Contact, Notification…). The server
 * answers 404 for a snippet nobody has written yet.
 */
export function getSnippet(name: SnippetName, signal?: AbortSignal): Promise<Snippet> {
  return apiRequest(`/api/snippets/${encodeURIComponent(name)}`, typed<Snippet>(), { signal });
}

export function snippetQueryOptions(name: SnippetName) {
  return queryOptions({
    queryKey: ['snippets', name],
    queryFn: ({ signal }) => getSnippet(name, signal),
  });
}

export function useSnippet(name: SnippetName, options: { enabled?: boolean } = {}) {
  return useQuery({ ...snippetQueryOptions(name), enabled: options.enabled ?? true });
}
