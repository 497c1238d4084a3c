import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, typed } from '../../../lib/api-client.ts';

export interface ResetTokenCheck {
  valid: boolean;
}

/** Whether a reset link is still usable (unexpired, unused), before the form is shown. */
export function getResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenCheck> {
  return apiRequest(`/api/accounts/password/reset?token=${encodeURIComponent(token)}`, typed<ResetTokenCheck>(), { signal });
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'reset-token', token],
    queryFn: ({ signal }) => getResetToken(token, signal),
    // A link is checked once per visit; a reset marks the check used (reset-password.ts), and the
    // check leaves the cache with the page.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useResetToken(token: string) {
  return useQuery({ ...resetTokenQueryOptions(token), enabled: token.length > 0 });
}
