import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article, ArticleKind } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/** GET /api/articles/{kind}/{url}: one public entry with its sanitised body; 404 when none. */
export function getArticle(kind: ArticleKind, url: string, signal?: AbortSignal): Promise<Article> {
  return apiRequest(`/api/articles/${kind}/${encodeURIComponent(url)}`, typed<Article>(), { signal });
}

export function articleQueryOptions(kind: ArticleKind, url: string) {
  return queryOptions({
    queryKey: ['articles', kind, 'entry', url],
    queryFn: ({ signal }) => getArticle(kind, url, signal),
    // An unknown address shows its not-found page at once; asking again would not find it either.
    retry: false,
    staleTime: 60_000,
  });
}

export function useArticle(kind: ArticleKind, url: string) {
  return useQuery(articleQueryOptions(kind, url));
}
