import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteAcceptedSchema, type AcceptInviteInput, type InviteAccepted } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';

export function acceptInvite(input: AcceptInviteInput): Promise<InviteAccepted> {
  return apiRequest('/api/invites/accept', inviteAcceptedSchema, { method: 'POST', body: input });
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
