import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { unsubscribeQueryOptions } from './get-unsubscribe.ts';

export function unsubscribe(token: string) {
  return apiRequest('/api/settings/unsubscribe', typed<{ message: string }>(), { method: 'POST', body: { token } });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: () => {
      queryClient.setQueryData(unsubscribeQueryOptions(token).queryKey, (old) => (old ? { ...old, subscribed: false } : old));
    },
  });
}
