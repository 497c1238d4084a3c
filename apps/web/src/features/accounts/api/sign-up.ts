import { useMutation } from '@tanstack/react-query';
import { signedInSchema, type SignedIn, type SignUpInput } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useOnSignedIn } from './use-signed-in.ts';

export function signUp(input: SignUpInput): Promise<SignedIn> {
  return apiRequest('/api/accounts/sign-up', signedInSchema, { method: 'POST', body: input });
}

export function useSignUp() {
  const onSignedIn = useOnSignedIn();
  return useMutation({ mutationFn: signUp, onSuccess: onSignedIn });
}
