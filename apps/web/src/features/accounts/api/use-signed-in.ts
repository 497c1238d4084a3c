import { useQueryClient } from '@tanstack/react-query';
import type { SignedIn } from '@vernissage/core/schemas';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';

/**
 * After sign-up, sign-in or a verified code: the menus and guards read the session query, so
 * it takes the new user at once and is then fetched again from the server.
 */
export function useOnSignedIn() {
  const queryClient = useQueryClient();
  return async (signedIn: SignedIn) => {
    const { queryKey } = sessionQueryOptions();
    queryClient.setQueryData(queryKey, { user: signedIn.user });
    await queryClient.invalidateQueries({ queryKey });
  };
}
