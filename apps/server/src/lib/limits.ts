import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors.ts';

export const SIGN_IN_WINDOW_MS = 60_000;
export const MAIL_WINDOW_MS = 10 * 60_000;

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
    throw new AppError('too_many_requests', options.message, undefined, 'rate_limited');
  };
}
