import { queryOptions, useQuery } from '@tanstack/react-query';
import { unsubscribeInfoSchema, type UnsubscribeInfo } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getUnsubscribe(token: string, signal?: AbortSignal): Promise<UnsubscribeInfo> {
  return apiRequest(`/api/settings/unsubscribe?${new URLSearchParams({ token }).toString()}`, unsubscribeInfoSchema, { signal });
}

export function unsubscribeQueryOptions(token: string) {
  return queryOptions({ queryKey: ['unsubscribe', token], queryFn: ({ signal }) => getUnsubscribe(token, signal) });
}

export function useUnsubscribeInfo(token: string) {
  return useQuery(unsubscribeQueryOptions(token));
}
