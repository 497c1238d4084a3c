import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';
import { paths } from '../../../config/paths.ts';

// The auth library's answer varies by version; nothing in it is needed.
const signOutResponseSchema = z.unknown();

export function signOut(): Promise<unknown> {
  return apiRequest('/api/auth/sign-out', signOutResponseSchema, { method: 'POST', body: {} });
}

/**
 * Signs out as the spec does: clears both storages, ends the server session (a failure is
 * ignored: the person still leaves), forgets the cached user and returns home.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        window.localStorage.clear();
        window.sessionStorage.clear();
      } catch {
        // Storage may be unavailable; signing out must still proceed.
      }
      await signOut().catch(() => undefined);
    },
    onSettled: async () => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null });
      await queryClient.invalidateQueries();
      await navigate(paths.home);
    },
  });
}
