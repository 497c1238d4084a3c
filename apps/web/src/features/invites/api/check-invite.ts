import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteCheckResult } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/** Whether a change-role link is still usable. The token travels in the body, never in a logged URL. */
export function checkInvite(token: string, signal?: AbortSignal): Promise<InviteCheckResult> {
  return apiRequest('/api/invites/check', typed<InviteCheckResult>(), { method: 'POST', body: { token }, signal });
}

export function checkInviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invites', 'check', token],
    queryFn: ({ signal }) => checkInvite(token, signal),
    // Checked once per visit; once used the link is spent, so nothing is kept.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useCheckInvite(token: string) {
  return useQuery({ ...checkInviteQueryOptions(token), enabled: token.length > 0 });
}
