import { useMutation, useQueryClient } from '@tanstack/react-query';
import { earlyAccessDeletedSchema } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { earlyAccessAdminKey } from './get-early-access-list.ts';
import { earlyAccessStatusQueryKey } from './get-early-access-status.ts';

/** DELETE /api/admin/early-access/{id} (spec POST /delete-early-access). */
export function deleteEarlyAccess(id: number): Promise<z.infer<typeof earlyAccessDeletedSchema>> {
  return apiRequest(`/api/admin/early-access/${id}`, earlyAccessDeletedSchema, { method: 'DELETE' });
}

export function useDeleteEarlyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEarlyAccess,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: earlyAccessAdminKey }), queryClient.invalidateQueries({ queryKey: earlyAccessStatusQueryKey })]);
    },
  });
}
