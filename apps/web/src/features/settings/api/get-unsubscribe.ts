import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeInfo } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

export function getUnsubscribe(token: string, signal?: AbortSignal): Promise<UnsubscribeInfo> {
  return apiRequest(`/api/settings/unsubscribe?${new URLSearchParams({ token }).toString()}`, typed<UnsubscribeInfo>(), { signal });
}

export function unsubscribeQueryOptions(token: string) {
  return queryOptions({ queryKey: ['unsubscribe', token], queryFn: ({ signal }) => getUnsubscribe(token, signal) });
}

export function useUnsubscribeInfo(token: string) {
  return useQuery(unsubscribeQueryOptions(token));
}
