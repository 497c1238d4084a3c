import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SnippetName } from '@vernissage/core/constants';
import { snippetSavedSchema, type SnippetInput, type SnippetSaved } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { snippetQueryOptions } from '../../../lib/api/get-snippet.ts';
import { snippetListQueryKey } from './get-snippet-list.ts';

/** PUT /api/admin/snippets/{name}: the saved snippet, as every page reads it. */
export function saveSnippet({ name, input }: { name: SnippetName; input: SnippetInput }): Promise<SnippetSaved> {
  return apiRequest(`/api/admin/snippets/${encodeURIComponent(name)}`, snippetSavedSchema, { method: 'PUT', body: input });
}

export function useSaveSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSnippet,
    onSuccess: async (result, { name }) => {
      // The pages this browser opens next read the saved text without asking again.
      queryClient.setQueryData(snippetQueryOptions(name).queryKey, result.snippet);
      await queryClient.invalidateQueries({ queryKey: snippetListQueryKey });
    },
  });
}
