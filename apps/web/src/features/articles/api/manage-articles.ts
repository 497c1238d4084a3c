import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminArticleDeletedSchema,
  adminArticleSavedSchema,
  adminArticlesPageSchema,
  type AdminArticleInput,
  type AdminArticleKind,
  type AdminArticleSaved,
  type AdminArticlesPage,
} from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

// Manage Exhibitions, Blogs and Education: the table, save (create or edit, then the cover), delete.

/** Every list of one kind's admin table starts with this key; writes invalidate it and the kind's public lists. */
export const adminArticlesQueryKey = (kind: AdminArticleKind) => ['admin', 'articles', kind] as const;

/** GET /api/admin/articles/{kind}: one page of every entry, shown or not. */
export function getAdminArticles(kind: AdminArticleKind, offset: number, limit: number, signal?: AbortSignal): Promise<AdminArticlesPage> {
  return apiRequest(`/api/admin/articles/${kind}?offset=${offset}&limit=${limit}`, adminArticlesPageSchema, { signal });
}

export function adminArticlesQueryOptions(kind: AdminArticleKind, offset: number, limit: number) {
  return queryOptions({
    queryKey: [...adminArticlesQueryKey(kind), offset, limit],
    queryFn: ({ signal }) => getAdminArticles(kind, offset, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminArticles(kind: AdminArticleKind, offset: number, limit: number) {
  return useQuery(adminArticlesQueryOptions(kind, offset, limit));
}

/** The cover to upload with a save: a chosen file, or the cropped picture made of it. */
export type CoverUpload = { blob: Blob; name: string } | null;

/** POST /api/admin/articles/{kind} or PUT …/{id}, then PUT …/{id}/image when a cover was chosen. */
export async function saveAdminArticle({ kind, id, input, image }: { kind: AdminArticleKind; id: number | null; input: AdminArticleInput; image: CoverUpload }): Promise<AdminArticleSaved> {
  const base = `/api/admin/articles/${kind}`;
  const saved =
    id === null
      ? await apiRequest(base, adminArticleSavedSchema, { method: 'POST', body: input })
      : await apiRequest(`${base}/${id}`, adminArticleSavedSchema, { method: 'PUT', body: input });
  if (!image) return saved;
  const form = new FormData();
  form.append('image', image.blob, image.name);
  const withImage = await apiRequest(`${base}/${saved.article.id}/image`, adminArticleSavedSchema, { method: 'PUT', body: form });
  return { message: saved.message, article: withImage.article };
}

/** DELETE /api/admin/articles/{kind}/{id}. */
export function deleteAdminArticle({ kind, id }: { kind: AdminArticleKind; id: number }): Promise<z.infer<typeof adminArticleDeletedSchema>> {
  return apiRequest(`/api/admin/articles/${kind}/${id}`, adminArticleDeletedSchema, { method: 'DELETE' });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return async (kind: AdminArticleKind) => {
    await queryClient.invalidateQueries({ queryKey: adminArticlesQueryKey(kind) });
    await queryClient.invalidateQueries({ queryKey: ['articles', kind] });
  };
}

export function useSaveAdminArticle() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: saveAdminArticle, onSettled: (_data, _error, variables) => invalidate(variables.kind) });
}

export function useDeleteAdminArticle() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteAdminArticle, onSuccess: (_data, variables) => invalidate(variables.kind) });
}
