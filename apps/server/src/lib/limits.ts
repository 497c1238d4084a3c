import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_MESSAGES } from '@vernissage/core/schemas';
import { AppError } from '../../lib/errors.ts';

export const SIGN_IN_WINDOW_MS = 60_000;
export const MAIL_WINDOW_MS = 10 * 60_000;
const OTP_VERIFY_PER_IP = 30;

interface LimitOptions {
  max: number;
  windowMs: number;
  message: string;
  /** Default: the client address (X-Forwarded-For only with TRUST_PROXY). */
  key?: (request: FastifyRequest) => string;
}

/**
 * A preHandler counting requests per key in a window; past `max` it answers 429 with the
 * message and Retry-After. Runs after validation, so keys may use the parsed body. Several may
 * guard one route (per address and per e-mail), unlike the plugin's once-per-request hook.
 */
export function limit(app: FastifyInstance, options: LimitOptions): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    ...(options.key ? { keyGenerator: options.key } : {}),
  });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError('too_many_requests', options.message);
  };
}

const bodyEmail = (request: FastifyRequest) => `email:${(request.body as { email?: string } | undefined)?.email ?? ''}`;

/** Every limit of the account routes, from the settings. */
export function accountLimits(app: FastifyInstance) {
  const { env } = app;
  const M = ACCOUNT_MESSAGES;
  const mailLimits = () => [
    limit(app, { max: env.MAIL_LIMIT_PER_IP, windowMs: MAIL_WINDOW_MS, message: M.tooManyRequests }),
    limit(app, { max: env.MAIL_LIMIT_PER_EMAIL, windowMs: MAIL_WINDOW_MS, message: M.tooManyCodes, key: bodyEmail }),
  ];
  return {
    signIn: [limit(app, { max: env.SIGN_IN_LIMIT_PER_MINUTE, windowMs: SIGN_IN_WINDOW_MS, message: M.tooManySignIns })],
    signUp: [limit(app, { max: env.SIGN_IN_LIMIT_PER_MINUTE, windowMs: SIGN_IN_WINDOW_MS, message: M.tooManyRequests })],
    otpSend: mailLimits(),
    otpVerify: [limit(app, { max: OTP_VERIFY_PER_IP, windowMs: MAIL_WINDOW_MS, message: M.tooManyRequests })],
    forgot: mailLimits(),
  };
}
