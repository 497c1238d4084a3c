import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { earlyAccessStatusQueryKey } from './get-early-access-status.ts';

/** POST /api/early-access/verify: the server checks the passcode and remembers it for this browser session. */
export function verifyPasscode(passcode: string): Promise<{ message: string }> {
  return apiRequest('/api/early-access/verify', typed<{ message: string }>(), { method: 'POST', body: { passcode } });
}

export function useVerifyPasscode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyPasscode, onSuccess: () => queryClient.invalidateQueries({ queryKey: earlyAccessStatusQueryKey }) });
}
