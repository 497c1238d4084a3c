import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../lib/api-path.ts';
import { MEDIA_PREFIX } from '../lib/storage.ts';

/** What an API answer's Cache-Control is unless its route sets another. */
export const API_CACHE_CONTROL = 'no-store';

/**
 * An API answer's Content-Security-Policy: JSON is no document, so it may load nothing and be
 * framed by nobody. Stricter than the pages' policy, and a tenth of its length on every answer.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Helmet's headers that only a document (or a browser long gone) reads: a JSON answer is no
 * page, holds no links to prefetch, is opened by no Internet Explorer 8 download and by no
 * Flash or Acrobat plug-in, and the XSS auditor they would switch off is gone from every browser.
 */
const DOCUMENT_ONLY = ['origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

/**
 * The headers an API answer carries (decision record 065): the pages' security headers less the
 * ones only a document reads, the API's own policy, and no caching unless the route says so.
 */
export function apiHeadersOf(headers: Readonly<Record<string, string>>): Record<string, string> {
  const api: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!DOCUMENT_ONLY.includes(name)) api[name] = value;
  return { ...api, 'content-security-policy': API_CONTENT_SECURITY_POLICY, 'cache-control': API_CACHE_CONTROL };
}

/**
 * The headers helmet sets for these options, worked out once: they are the same for every
 * request (no CSP nonces, no per-route settings). @fastify/helmet built a new helmet middleware
 * for each request, parsing the Content-Security-Policy directives again every time, which was
 * the largest share of a cached read's CPU after the socket write.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

/**
 * Sets helmet's headers on every answer (they can be replaced per reply, as any header). An API
 * answer is also kept by no cache unless its route says otherwise: many are one person's own
 * (their profile, ratings, queue, cart, orders), and a shared or back-button cache must not hand
 * them to the next person on the machine. The few public ones that may be kept (the lookups) set
 * their own Cache-Control.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app: FastifyInstance, options) => {
    const headers = securityHeaders(options);
    const apiHeaders = apiHeadersOf(headers);
    // The works' pictures are public: a mail client or another site may draw them (a new-work
    // alert shows them), which Cross-Origin-Resource-Policy: same-origin would stop.
    const mediaHeaders = { ...headers, 'cross-origin-resource-policy': 'cross-origin' };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiPath(request.url) ? apiHeaders : request.url.startsWith(MEDIA_PREFIX) ? mediaHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
