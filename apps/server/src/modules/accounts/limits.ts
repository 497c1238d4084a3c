import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '@vernissage/core/schemas';
import { limit, MAIL_WINDOW_MS, SIGN_IN_WINDOW_MS } from '../../lib/limits.ts';

const OTP_VERIFY_PER_IP = 30;

const bodyEmail = (request: FastifyRequest) => `email:${(request.body as { email?: string } | undefined)?.email ?? ''}`;

/** Every limit of the account routes, from the settings. */
export function accountLimits(app: FastifyInstance) {
  const { env } = app;
  const M = ACCOUNT_MESSAGES;
  // Sign-in codes and reset links count together: MAIL_LIMIT_PER_EMAIL mails in all to one inbox,
  // not that many of each, and MAIL_LIMIT_PER_IP requests in all from one address.
  const mailLimits = [
    limit(app, { name: 'account-mail-per-address', max: env.MAIL_LIMIT_PER_IP, windowMs: MAIL_WINDOW_MS, message: M.tooManyRequests }),
    limit(app, { name: 'account-mail-per-email', max: env.MAIL_LIMIT_PER_EMAIL, windowMs: MAIL_WINDOW_MS, message: M.tooManyCodes, key: bodyEmail }),
  ];
  return {
    signIn: [limit(app, { name: 'sign-in', max: env.SIGN_IN_LIMIT_PER_MINUTE, windowMs: SIGN_IN_WINDOW_MS, message: M.tooManySignIns })],
    signUp: [limit(app, { name: 'sign-up', max: env.SIGN_IN_LIMIT_PER_MINUTE, windowMs: SIGN_IN_WINDOW_MS, message: M.tooManyRequests })],
    otpSend: mailLimits,
    otpVerify: [limit(app, { name: 'otp-verify', max: OTP_VERIFY_PER_IP, windowMs: MAIL_WINDOW_MS, message: M.tooManyRequests })],
    forgot: mailLimits,
  };
}
