import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptInviteInput, InviteAccepted } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';

/** Typed, not parsed: the change-role page loads no zod (decision record 055). */
export function acceptInvite(input: AcceptInviteInput): Promise<InviteAccepted> {
  return apiRequest('/api/invites/accept', typed<InviteAccepted>(), { method: 'POST', body: input });
}

/** The person is now signed in as the upgraded account: menus and guards take it at once. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: async (accepted) => {
      const { queryKey } = sessionQueryOptions();
      queryClient.setQueryData(queryKey, { user: accepted.user });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
