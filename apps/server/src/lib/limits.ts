import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import { TooManyRequests } from './errors.ts';

export const SIGN_IN_WINDOW_MS = 60_000;
export const MAIL_WINDOW_MS = 10 * 60_000;

interface LimitOptions {
  /**
   * Names the count, the same in every process (several processes on one PostgreSQL count
   * together by it): each limiter has its own, even two with the same settings.
   */
  name: string;
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
  // nameSpace reaches the store's child (plugins/rate-limit-store.ts); the memory store ignores it.
  const settings: CreateRateLimitOptions & { nameSpace: string } = {
    nameSpace: options.name,
    max: options.max,
    timeWindow: options.windowMs,
    ...(options.key ? { keyGenerator: options.key } : {}),
  };
  const check = app.createRateLimit(settings);
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new TooManyRequests(options.message, result.ttlInSeconds);
  };
}
