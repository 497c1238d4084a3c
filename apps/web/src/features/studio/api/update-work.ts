import { useMutation } from '@tanstack/react-query';
import { studioWorkResultSchema, type StudioWorkInput, type StudioWorkResult } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useWorksChanged } from './use-works-changed.ts';

export interface WorkUpdate {
  id: number;
  input: StudioWorkInput;
}

/**
 * PUT /api/studio/works/{id}: every field at once. Refused with `work_locked` when a held or
 * sold work's price changes, `image_unknown` for an image that is not the seller's upload, and
 * `fields` for bad input.
 */
export function updateWork({ id, input }: WorkUpdate): Promise<StudioWorkResult> {
  return apiRequest(`/api/studio/works/${id}`, studioWorkResultSchema, { method: 'PUT', body: input });
}

export function useUpdateWork() {
  const changed = useWorksChanged();
  return useMutation({ mutationFn: updateWork, onSuccess: (result) => changed({ saved: result.work }) });
}
