import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/** Whether the session last read was a member's (false until one is read): see knownToBeMember. */
let memberKnown = false;

/**
 * Whether the app already knows a member is signed in: a members' page's code is fetched when its
 * route is opened only then; otherwise it waits until the page is drawn for a member, so a visitor,
 * who is told why the page needs an account, never fetches it (app/router.tsx, decision record 056).
 */
export function knownToBeMember(): boolean {
  return memberKnown;
}

/** The signed-in person, or null. A failed session call counts as signed out. */
export function useSession(): SessionState {
  const { data, isFetched } = useQuery(sessionQueryOptions());
  const signedIn = Boolean(data?.user);
  useEffect(() => {
    if (data !== undefined) memberKnown = signedIn;
  }, [data, signedIn]);
  // Not `isPending`: a failed query looks pending again while it is retried (a new observer
  // mounting retries it), and a layout that waits on that would unmount the observer and loop.
  return { user: data?.user ?? null, isPending: data === undefined && !isFetched };
}
