import { useMutation } from '@tanstack/react-query';
import { studioWorkResultSchema, type StudioWorkResult, type WorkStateChange } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useWorksChanged } from './use-works-changed.ts';

export interface StateChange {
  id: number;
  state: WorkStateChange['state'];
}

/**
 * PUT /api/studio/works/{id}/state: list, hide or take back to draft. Listing is refused with
 * `listing_incomplete` and `fields` naming each missing requirement.
 */
export function changeWorkState({ id, state }: StateChange): Promise<StudioWorkResult> {
  const body: WorkStateChange = { state };
  return apiRequest(`/api/studio/works/${id}/state`, studioWorkResultSchema, { method: 'PUT', body });
}

export function useChangeWorkState() {
  const changed = useWorksChanged();
  return useMutation({ mutationFn: changeWorkState, onSuccess: (result) => changed({ saved: result.work }) });
}
