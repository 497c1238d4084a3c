import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantSavedSchema, type MerchantCreateInput, type MerchantSaved } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** POST /api/admin/merchants: the new merchant can sign in at once; the admin stays signed in. */
export function createMerchant(input: MerchantCreateInput): Promise<MerchantSaved> {
  return apiRequest('/api/admin/merchants', merchantSavedSchema, { method: 'POST', body: input });
}

export function useCreateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMerchant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
