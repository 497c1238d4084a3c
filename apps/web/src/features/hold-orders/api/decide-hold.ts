import { useMutation, useQueryClient } from '@tanstack/react-query';
import { holdDecisionSchema, type HoldDecision } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { holdsQueryOptions } from './get-holds.ts';

export type HoldAction = 'confirm' | 'release';

/** Confirm sale (the work becomes sold) or Release (available again); recorded with the admin. */
export function decideHold({ id, action }: { id: number; action: HoldAction }): Promise<HoldDecision> {
  return apiRequest(`/api/admin/holds/${id}/${action}`, holdDecisionSchema, { method: 'POST', body: {} });
}

export function useDecideHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHold,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: holdsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'sales'] }),
      ]);
    },
  });
}
