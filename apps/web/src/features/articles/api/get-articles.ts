import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleKind, ArticlesPage } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/** GET /api/articles/{kind}: a page of public exhibitions, blogs, education entries or news, newest first.
 * Typed, not parsed: the page a visitor lands on loads no zod (decision record 037). */
export function getArticles(kind: ArticleKind, offset: number, limit: number, signal?: AbortSignal): Promise<ArticlesPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  return apiRequest(`/api/articles/${kind}?${query.toString()}`, typed<ArticlesPage>(), { signal });
}

export function articlesQueryOptions(kind: ArticleKind, offset: number, limit: number) {
  return queryOptions({
    queryKey: ['articles', kind, offset, limit],
    queryFn: ({ signal }) => getArticles(kind, offset, limit, signal),
    staleTime: 60_000,
  });
}

export function useArticles(kind: ArticleKind, offset: number, limit: number) {
  return useQuery({ ...articlesQueryOptions(kind, offset, limit), placeholderData: keepPreviousData });
}
