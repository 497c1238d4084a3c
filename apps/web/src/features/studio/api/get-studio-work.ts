import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioWorkSchema, type StudioWork } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** One work's key; writes put their answer here so the form shows it without asking again. */
export const studioWorkQueryKey = (id: number) => ['studio', 'work', id] as const;

/** GET /api/studio/works/{id}: every field of one of my works (any work for the admin). */
export function getStudioWork(id: number, signal?: AbortSignal): Promise<StudioWork> {
  return apiRequest(`/api/studio/works/${id}`, studioWorkSchema, { signal });
}

export function studioWorkQueryOptions(id: number) {
  return queryOptions({
    queryKey: studioWorkQueryKey(id),
    queryFn: ({ signal }) => getStudioWork(id, signal),
    // Every write answers with the work and puts it here (a bulk change invalidates it), so the
    // form need not ask again, as when it opens at a just-created work's address.
    staleTime: 30_000,
  });
}

/** The work being edited; `null` (a new work) asks for nothing. */
export function useStudioWork(id: number | null) {
  return useQuery({ ...studioWorkQueryOptions(id ?? 0), enabled: id !== null });
}
