import { queryOptions, useQuery } from '@tanstack/react-query';
import { inviteInfoSchema, type InviteInfo } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** The spec's invite info: invites sent, the allowance and what remains. */
export function getInviteInfo(signal?: AbortSignal): Promise<InviteInfo> {
  return apiRequest('/api/invites/me', inviteInfoSchema, { signal });
}

export function inviteInfoQueryOptions() {
  return queryOptions({ queryKey: ['invites', 'me'], queryFn: ({ signal }) => getInviteInfo(signal) });
}

export function useInviteInfo() {
  return useQuery(inviteInfoQueryOptions());
}
