import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '@vernissage/core/schemas';
import { limit, MAIL_WINDOW_MS, SIGN_IN_WINDOW_MS, type LimitOptions } from '../../lib/limits.ts';

const OTP_VERIFY_PER_IP = 30;
/** Tries of a member's current password per window: a person mistyping it is far below this. */
const PASSWORD_CHECKS_PER_WINDOW = 10;
/** Reset links tried per address per window, opened or sent: far more than a person opens. */
const RESET_TOKEN_TRIES_PER_WINDOW = 60;

/**
 * Tries of a signed-in member's current password, per member, on every route that asks for it
 * (changing the password, deleting the account) together: a session someone else holds cannot
 * be used to guess the password, nor to keep the server hashing guesses.
 */
export const PASSWORD_CHECKS: LimitOptions = {
  name: 'password-check',
  max: PASSWORD_CHECKS_PER_WINDOW,
  windowMs: MAIL_WINDOW_MS,
  message: ACCOUNT_MESSAGES.tooManyPasswordTries,
  key: (request) => `password-check:${request.user?.id ?? ''}`,
};

/**
 * Reset links tried per address: checking one (the API's GET, and the reset page drawn on the
 * server, which reads the same check) and setting a password with one count together.
 */
export const RESET_TOKEN_TRIES: LimitOptions = {
  name: 'reset-token',
  max: RESET_TOKEN_TRIES_PER_WINDOW,
  windowMs: MAIL_WINDOW_MS,
  message: ACCOUNT_MESSAGES.tooManyRequests,
};

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
    passwordCheck: [limit(app, PASSWORD_CHECKS)],
    resetToken: [limit(app, RESET_TOKEN_TRIES)],
  };
}
