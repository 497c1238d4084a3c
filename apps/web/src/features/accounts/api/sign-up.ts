import { useMutation } from '@tanstack/react-query';
import type { SignedIn, SignUpInput } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { useOnSignedIn } from './use-signed-in.ts';

/** The sign-up dialog is drawn without zod, as the sign-in one it opens from: its answer is typed, not parsed. */
export function signUp(input: SignUpInput): Promise<SignedIn> {
  return apiRequest('/api/accounts/sign-up', typed<SignedIn>(), { method: 'POST', body: input });
}

export function useSignUp() {
  const onSignedIn = useOnSignedIn();
  return useMutation({ mutationFn: signUp, onSuccess: onSignedIn });
}
