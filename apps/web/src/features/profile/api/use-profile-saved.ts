import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';
import { profileQueryOptions } from './get-profile.ts';

/** After any profile change: the page and the menus (name, initials, logo) read fresh data. */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
    ]);
  };
}
