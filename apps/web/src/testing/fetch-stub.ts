import { sessionSchema, type ErrorReason, type SessionUser } from '@vernissage/core/schemas';
import { vi } from 'vitest';
import { siteConfig } from './fixtures.ts';

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function notFound(message = 'Not found', reason?: ErrorReason): Response {
  return json({ error: { code: 'not_found', message, ...(reason ? { reason } : {}) } }, 404);
}

export interface FetchStub {
  /** Every call so far, as 'METHOD /path?query'. */
  calls: string[];
}

/**
 * Replaces fetch with a table of routes ('GET /api/config' → handler). Defaults cover the calls
 * every page makes (config, session, SEO, the Notification snippet); unknown calls are 404.
 */
export function stubFetch(routes: Record<string, Handler> = {}, options: { user?: SessionUser | null } = {}): FetchStub {
  const defaults: Record<string, Handler> = {
    'GET /api/config': () => json(siteConfig),
    'GET /api/session': () => json(sessionSchema.parse({ user: options.user ?? null })),
    'GET /api/seo': () => json(null),
    'POST /api/accounts/sign-out': () => new Response(null, { status: 204 }),
  };
  const table = { ...defaults, ...routes };
  const stub: FetchStub = { calls: [] };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    stub.calls.push(`${method} ${url.pathname}${url.search}`);
    const handler = table[`${method} ${url.pathname}`];
    return handler ? handler(url, init) : notFound();
  });
  return stub;
}
