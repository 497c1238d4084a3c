import { useMutation, useQueryClient } from '@tanstack/react-query';
import { earlyAccessSavedSchema, type EarlyAccessCreateInput } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { earlyAccessAdminKey } from './get-early-access-list.ts';
import { earlyAccessStatusQueryKey } from './get-early-access-status.ts';

type Saved = z.infer<typeof earlyAccessSavedSchema>;

/** POST /api/admin/early-access (create) or PUT /api/admin/early-access/{id} (edit; an empty passcode keeps it). */
export function saveEarlyAccess({ id, input }: { id: number | null; input: EarlyAccessCreateInput }): Promise<Saved> {
  return id === null
    ? apiRequest('/api/admin/early-access', earlyAccessSavedSchema, { method: 'POST', body: input })
    : apiRequest(`/api/admin/early-access/${id}`, earlyAccessSavedSchema, { method: 'PUT', body: input });
}

export function useSaveEarlyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEarlyAccess,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: earlyAccessAdminKey }), queryClient.invalidateQueries({ queryKey: earlyAccessStatusQueryKey })]);
    },
  });
}
