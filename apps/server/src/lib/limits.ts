import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import { TooManyRequests } from './errors.ts';

export const SIGN_IN_WINDOW_MS = 60_000;
export const MAIL_WINDOW_MS = 10 * 60_000;

export interface LimitOptions {
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
 * Pictures one address may upload in ten minutes, on every route that takes one together (a
 * work's, a profile's, an event's): a dozen works' worth, far from filling a disk or keeping
 * the server busy decoding.
 */
export const UPLOAD_LIMIT: LimitOptions = { name: 'image-upload', max: 120, windowMs: 10 * 60_000, message: 'Too many uploads. Please wait a few minutes and try again.' };

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The counts made so far, per rate-limit plugin (one per server) and name: every caller of one
 * name counts on the same count, in this process as in the others, whichever store holds it.
 */
const counts = new WeakMap<object, Map<string, { check: Check; options: LimitOptions }>>();

function countOf(app: FastifyInstance, options: LimitOptions): Check {
  let named = counts.get(app.createRateLimit);
  if (!named) counts.set(app.createRateLimit, (named = new Map()));
  const kept = named.get(options.name);
  if (kept) {
    if (kept.options.max !== options.max || kept.options.windowMs !== options.windowMs || kept.options.key !== options.key) {
      throw new Error(`the limit ${options.name} is counted with other settings elsewhere`);
    }
    return kept.check;
  }
  // nameSpace reaches the store's child (plugins/rate-limit-store.ts); the memory store ignores it.
  const settings: CreateRateLimitOptions & { nameSpace: string } = {
    nameSpace: options.name,
    max: options.max,
    timeWindow: options.windowMs,
    ...(options.key ? { keyGenerator: options.key } : {}),
  };
  const check = app.createRateLimit(settings);
  named.set(options.name, { check, options });
  return check;
}

/**
 * A preHandler counting requests per key in a window; past `max` it answers 429 with the
 * message and Retry-After. Runs after validation, so keys may use the parsed body. Several may
 * guard one route (per address and per e-mail), unlike the plugin's once-per-request hook.
 */
export function limit(app: FastifyInstance, options: LimitOptions): preHandlerAsyncHookHandler {
  const check = countOf(app, options);
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new TooManyRequests(options.message, result.ttlInSeconds);
  };
}

/**
 * Counts one try on the count of the routes `limit(app, options)` guards, for a page that reads
 * what they answer (a link's check drawn on the server): false past the limit, when the page is
 * left to the app, whose request is then answered 429 with the message.
 */
export function tryWithin(app: FastifyInstance, options: LimitOptions): (request: FastifyRequest) => Promise<boolean> {
  const check = countOf(app, options);
  return async (request) => {
    const result = await check(request);
    return result.isAllowed || !result.isExceeded;
  };
}
