import { useMutation } from '@tanstack/react-query';
import { studioWorkResultSchema, type StudioWorkInput, type StudioWorkResult } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useWorksChanged } from './use-works-changed.ts';

/** POST /api/studio/works: the new work, always a draft. */
export function createWork(input: StudioWorkInput): Promise<StudioWorkResult> {
  return apiRequest('/api/studio/works', studioWorkResultSchema, { method: 'POST', body: input });
}

export function useCreateWork() {
  const changed = useWorksChanged();
  return useMutation({ mutationFn: createWork, onSuccess: (result) => changed({ saved: result.work }) });
}
