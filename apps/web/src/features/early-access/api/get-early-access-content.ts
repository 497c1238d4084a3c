import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarlyAccessContent } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { earlyAccessStatusQueryKey } from './get-early-access-status.ts';

/** GET /api/early-access/content: the page, once the passcode is given (403 before). */
export function getEarlyAccessContent(signal?: AbortSignal): Promise<EarlyAccessContent> {
  return apiRequest('/api/early-access/content', typed<EarlyAccessContent>(), { signal });
}

export function earlyAccessContentQueryOptions() {
  return queryOptions({ queryKey: [...earlyAccessStatusQueryKey, 'content'], queryFn: ({ signal }) => getEarlyAccessContent(signal), staleTime: 0, retry: false });
}

export function useEarlyAccessContent(enabled: boolean) {
  return useQuery({ ...earlyAccessContentQueryOptions(), enabled });
}
