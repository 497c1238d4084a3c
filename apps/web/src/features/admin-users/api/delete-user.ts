import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDeletedSchema } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** DELETE /api/admin/users/{id}: refused for your own account and for accounts in orders. */
export function deleteUser(id: string): Promise<z.infer<typeof userDeletedSchema>> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, userDeletedSchema, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
