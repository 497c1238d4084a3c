import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  exhibitionDeletedSchema,
  exhibitionSavedSchema,
  exhibitionsAdminPageSchema,
  type ExhibitionInput,
  type ExhibitionSaved,
  type ExhibitionsAdminPage,
} from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

// Manage Exhibitions' calls: the table, save (create or edit, then the cover), delete.

/** Every list of the admin's exhibitions starts with this key; writes invalidate it and the public lists. */
export const adminExhibitionsQueryKey = ['admin', 'exhibitions'] as const;

/** GET /api/admin/exhibitions: one page of every exhibition, shown or not. */
export function getAdminExhibitions(offset: number, limit: number, signal?: AbortSignal): Promise<ExhibitionsAdminPage> {
  return apiRequest(`/api/admin/exhibitions?offset=${offset}&limit=${limit}`, exhibitionsAdminPageSchema, { signal });
}

export function adminExhibitionsQueryOptions(offset: number, limit: number) {
  return queryOptions({
    queryKey: [...adminExhibitionsQueryKey, offset, limit],
    queryFn: ({ signal }) => getAdminExhibitions(offset, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminExhibitions(offset: number, limit: number) {
  return useQuery(adminExhibitionsQueryOptions(offset, limit));
}

/** POST /api/admin/exhibitions or PUT /api/admin/exhibitions/{id}, then PUT …/{id}/image when a cover was chosen. */
export async function saveExhibition({ id, input, image }: { id: number | null; input: ExhibitionInput; image: File | null }): Promise<ExhibitionSaved> {
  const saved =
    id === null
      ? await apiRequest('/api/admin/exhibitions', exhibitionSavedSchema, { method: 'POST', body: input })
      : await apiRequest(`/api/admin/exhibitions/${id}`, exhibitionSavedSchema, { method: 'PUT', body: input });
  if (!image) return saved;
  const form = new FormData();
  form.append('image', image, image.name);
  const withImage = await apiRequest(`/api/admin/exhibitions/${saved.exhibition.id}/image`, exhibitionSavedSchema, { method: 'PUT', body: form });
  return { message: saved.message, exhibition: withImage.exhibition };
}

/** DELETE /api/admin/exhibitions/{id}. */
export function deleteExhibition(id: number): Promise<z.infer<typeof exhibitionDeletedSchema>> {
  return apiRequest(`/api/admin/exhibitions/${id}`, exhibitionDeletedSchema, { method: 'DELETE' });
}

function useInvalidateExhibitions() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: adminExhibitionsQueryKey });
    await queryClient.invalidateQueries({ queryKey: ['articles', 'exhibitions'] });
  };
}

export function useSaveExhibition() {
  const invalidate = useInvalidateExhibitions();
  return useMutation({ mutationFn: saveExhibition, onSettled: invalidate });
}

export function useDeleteExhibition() {
  const invalidate = useInvalidateExhibitions();
  return useMutation({ mutationFn: deleteExhibition, onSuccess: invalidate });
}
