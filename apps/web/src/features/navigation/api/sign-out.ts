import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';
import { clearBrowserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../config/paths.ts';

export function signOut(): Promise<undefined> {
  return apiRequest('/api/accounts/sign-out', typed<undefined>('empty'), { method: 'POST', body: {} });
}

/**
 * Signs out as spec/02 §4 does: the call (the menu item is disabled meanwhile; a failure is only
 * logged, the person still leaves), then both storages are cleared, the cached user forgotten
 * and the browser goes to /.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onError: (error) => console.warn('Sign-out failed', error),
    onSettled: async () => {
      clearBrowserStorage();
      queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null });
      await navigate(paths.home);
      await queryClient.invalidateQueries();
    },
  });
}
