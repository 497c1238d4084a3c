import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedLinksDeletedSchema } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { sharedLinksQueryKey } from './get-shared-links.ts';

/** POST /api/admin/shared-links/delete (spec POST /delete-custom-urls ids). */
export function deleteSharedLinks(ids: number[]): Promise<z.infer<typeof sharedLinksDeletedSchema>> {
  return apiRequest('/api/admin/shared-links/delete', sharedLinksDeletedSchema, { method: 'POST', body: { ids } });
}

export function useDeleteSharedLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSharedLinks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedLinksQueryKey }),
  });
}
