import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seoPageDeletedSchema } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { seoPagesQueryKey } from './get-seo-pages.ts';

/** DELETE /api/admin/seo-pages/{id} (spec POST /delete-seo id). */
export function deleteSeoPage(id: number): Promise<z.infer<typeof seoPageDeletedSchema>> {
  return apiRequest(`/api/admin/seo-pages/${id}`, seoPageDeletedSchema, { method: 'DELETE' });
}

export function useDeleteSeoPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeoPage,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: seoPagesQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['seo'] });
    },
  });
}
