import { useMutation } from '@tanstack/react-query';
import { signedInSchema, type SignedIn, type SignInInput } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useOnSignedIn } from './use-signed-in.ts';

export function signIn(input: SignInInput): Promise<SignedIn> {
  return apiRequest('/api/accounts/sign-in', signedInSchema, { method: 'POST', body: input });
}

export function useSignIn() {
  const onSignedIn = useOnSignedIn();
  return useMutation({ mutationFn: signIn, onSuccess: onSignedIn });
}
