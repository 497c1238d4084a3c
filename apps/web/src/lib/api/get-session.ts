import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session, SessionUser } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../api-client.ts';

/** Shared by every feature: who is signed in, for menus and route guards. */
export function getSession(signal?: AbortSignal): Promise<Session> {
  return apiRequest('/api/session', typed<Session>(), { signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 30_000,
  });
}

export interface SessionState {
  user: SessionUser | null;
  /** True until the first answer (or failure) arrives; guards wait for it. */
  isPending: boolean;
}

/** The signed-in person, or null. A failed session call counts as signed out. */
export function useSession(): SessionState {
  const { data, isFetched } = useQuery(sessionQueryOptions());
  // Not `isPending`: a failed query looks pending again while it is retried (a new observer
  // mounting retries it), and a layout that waits on that would unmount the observer and loop.
  return { user: data?.user ?? null, isPending: data === undefined && !isFetched };
}
