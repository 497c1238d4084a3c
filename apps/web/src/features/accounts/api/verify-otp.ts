import { useMutation } from '@tanstack/react-query';
import type { SignedIn } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { useOnSignedIn } from './use-signed-in.ts';

export interface OtpVerifyInput {
  email: string;
  otp: string;
}

export function verifyOtp(input: OtpVerifyInput): Promise<SignedIn> {
  return apiRequest('/api/accounts/otp/verify', typed<SignedIn>(), { method: 'POST', body: input });
}

export function useVerifyOtp() {
  const onSignedIn = useOnSignedIn();
  return useMutation({ mutationFn: verifyOtp, onSuccess: onSignedIn });
}
