import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeoPage } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/** The SEO record of a page (the server falls back to the nearest parent path); null when none covers it. */
export function getSeoPage(path: string, signal?: AbortSignal): Promise<SeoPage | null> {
  return apiRequest(`/api/seo?path=${encodeURIComponent(path)}`, typed<SeoPage | null>('object or null'), { signal });
}

export function seoPageQueryOptions(path: string) {
  return queryOptions({
    queryKey: ['seo', path],
    queryFn: ({ signal }) => getSeoPage(path, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSeoPage(path: string, enabled = true) {
  return useQuery({ ...seoPageQueryOptions(path), enabled });
}
