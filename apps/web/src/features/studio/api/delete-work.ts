import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useWorksChanged } from './use-works-changed.ts';

/** DELETE /api/studio/works/{id}: refused with `work_locked` (held or sold) or `has_orders`. */
export function deleteWork(id: number): Promise<{ message: string }> {
  return apiRequest(`/api/studio/works/${id}`, messageSchema, { method: 'DELETE' });
}

export function useDeleteWork() {
  const changed = useWorksChanged();
  return useMutation({ mutationFn: deleteWork, onSuccess: (_result, id) => changed({ removed: id }) });
}
