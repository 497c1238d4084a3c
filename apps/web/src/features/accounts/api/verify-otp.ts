import { useMutation } from '@tanstack/react-query';
import { signedInSchema, type otpVerifySchema, type SignedIn } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useOnSignedIn } from './use-signed-in.ts';

export type OtpVerifyInput = z.input<typeof otpVerifySchema>;

export function verifyOtp(input: OtpVerifyInput): Promise<SignedIn> {
  return apiRequest('/api/accounts/otp/verify', signedInSchema, { method: 'POST', body: input });
}

export function useVerifyOtp() {
  const onSignedIn = useOnSignedIn();
  return useMutation({ mutationFn: verifyOtp, onSuccess: onSignedIn });
}
