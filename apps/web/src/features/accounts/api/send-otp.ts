import { useMutation } from '@tanstack/react-query';
import { apiRequest, typed } from '../../../lib/api-client.ts';

export interface OtpSendInput {
  email: string;
}

/** E-mails a one-time code; the answer's message is shown as it comes. */
export function sendOtp(input: OtpSendInput): Promise<{ message: string }> {
  return apiRequest('/api/accounts/otp/send', typed<{ message: string }>(), { method: 'POST', body: input });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
