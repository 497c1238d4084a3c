import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantSavedSchema, type MerchantSaved, type MerchantUpdateInput } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

export interface MerchantUpdate {
  id: string;
  input: MerchantUpdateInput;
}

/** PATCH /api/admin/merchants/{id}: a new password, when given, signs the merchant out everywhere. */
export function updateMerchant({ id, input }: MerchantUpdate): Promise<MerchantSaved> {
  return apiRequest(`/api/admin/merchants/${encodeURIComponent(id)}`, merchantSavedSchema, { method: 'PATCH', body: input });
}

export function useUpdateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMerchant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
