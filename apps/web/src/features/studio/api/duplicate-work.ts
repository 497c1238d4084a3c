import { useMutation } from '@tanstack/react-query';
import { studioWorkResultSchema, type StudioWorkResult } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useWorksChanged } from './use-works-changed.ts';

/** POST /api/studio/works/{id}/duplicate: a copy of the work, as a draft. */
export function duplicateWork(id: number): Promise<StudioWorkResult> {
  return apiRequest(`/api/studio/works/${id}/duplicate`, studioWorkResultSchema, { method: 'POST', body: {} });
}

export function useDuplicateWork() {
  const changed = useWorksChanged();
  return useMutation({ mutationFn: duplicateWork, onSuccess: (result) => changed({ saved: result.work }) });
}
