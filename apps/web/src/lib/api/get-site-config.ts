import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@vernissage/core/schemas';
import { env } from '../../config/env.ts';
import { apiRequest, typed } from '../api-client.ts';

/** Shared by every feature: the product name and support contacts shown across the site. */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiRequest('/api/config', typed<SiteConfig>(), { signal });
}

export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Infinity,
  });
}

/** Used until /api/config answers (and if it cannot), so the page never waits on it to draw. */
export const FALLBACK_SITE_CONFIG: SiteConfig = {
  product: env.VITE_DEFAULT_PRODUCT,
  supportEmail: '',
  supportPhone: '',
  consultationUrl: '',
  shareHost: '',
};

export function useSiteConfig(): SiteConfig {
  const { data } = useQuery(siteConfigQueryOptions());
  return data ?? FALLBACK_SITE_CONFIG;
}
