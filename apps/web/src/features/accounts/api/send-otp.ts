import { useMutation } from '@tanstack/react-query';
import { messageSchema, type otpSendSchema } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type OtpSendInput = z.input<typeof otpSendSchema>;

/** E-mails a one-time code; the answer's message is shown as it comes. */
export function sendOtp(input: OtpSendInput): Promise<z.infer<typeof messageSchema>> {
  return apiRequest('/api/accounts/otp/send', messageSchema, { method: 'POST', body: input });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
