import { useMutation } from '@tanstack/react-query';
import type { SignedIn, SignInInput } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { useOnSignedIn } from './use-signed-in.ts';

/** The sign-in dialog opens over any page: its answer is typed, not parsed, so it loads no zod. */
export function signIn(input: SignInInput): Promise<SignedIn> {
  return apiRequest('/api/accounts/sign-in', typed<SignedIn>(), { method: 'POST', body: input });
}

export function useSignIn() {
  const onSignedIn = useOnSignedIn();
  return useMutation({ mutationFn: signIn, onSuccess: onSignedIn });
}
