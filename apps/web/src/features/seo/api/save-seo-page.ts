import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seoPageSavedSchema, type SeoPageInput } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { seoPagesQueryKey } from './get-seo-pages.ts';

type Saved = z.infer<typeof seoPageSavedSchema>;

/** POST /api/admin/seo-pages, or PUT /api/admin/seo-pages/{id} with an id (spec POST /create-seo, /update-seo). */
export function saveSeoPage({ id, input }: { id: number | null; input: SeoPageInput }): Promise<Saved> {
  return id === null
    ? apiRequest('/api/admin/seo-pages', seoPageSavedSchema, { method: 'POST', body: input })
    : apiRequest(`/api/admin/seo-pages/${id}`, seoPageSavedSchema, { method: 'PUT', body: input });
}

export function useSaveSeoPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSeoPage,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: seoPagesQueryKey });
      // The page heads the app keeps read the records too.
      await queryClient.invalidateQueries({ queryKey: ['seo'] });
    },
  });
}
