import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteSentSchema, type InviteSent, type SendInviteInput } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';
import { inviteInfoQueryOptions } from './get-invite-info.ts';

export function sendInvite(input: SendInviteInput): Promise<InviteSent> {
  return apiRequest('/api/invites', inviteSentSchema, { method: 'POST', body: input });
}

/** After an invite the counter moves: the page's remaining count and the menus' invite count. */
export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inviteInfoQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
      ]);
    },
  });
}
