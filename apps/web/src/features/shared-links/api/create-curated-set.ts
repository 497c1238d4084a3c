import { useMutation, useQueryClient } from '@tanstack/react-query';
import { curatedSetSchema, type CuratedSet, type CuratedSetCreate } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { sharedLinksQueryKey } from './get-shared-links.ts';

/** POST /api/admin/shared-links/sets: a curated set; answers it as its page shows it. */
export function createCuratedSet(input: CuratedSetCreate): Promise<CuratedSet> {
  return apiRequest('/api/admin/shared-links/sets', curatedSetSchema, { method: 'POST', body: input });
}

export function useCreateCuratedSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCuratedSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedLinksQueryKey }),
  });
}
