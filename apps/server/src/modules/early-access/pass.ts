import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The proof that this browser gave an early access' passcode: a cookie holding the early
 * access' id, an expiry and an HMAC over both and the passcode's hash. A new passcode (a new
 * hash) or a new secret makes every earlier proof worthless; the passcode itself is never in it.
 */
export const PASS_COOKIE = 'vernissage_early_access';
/** How long a verified passcode holds, at most (the cookie itself ends with the browser session). */
export const PASS_TTL_MS = 12 * 60 * 60_000;
/**
 * Sent with every API call, so the cart can see it too when an early price is claimed (decision
 * record 024), and with the page's own request, which the server draws locked or leaves to the app
 * by it (decision record 054).
 */
const COOKIE_PATH = '/';

function signature(key: string, id: number, expires: number, passcodeHash: string): string {
  return createHmac('sha256', key).update(`early-access:${id}:${expires}:${passcodeHash}`).digest('base64url');
}

export function passKey(secret: string): string {
  return createHmac('sha256', secret).update('early-access-pass').digest('hex');
}

function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

export function hasPass(request: FastifyRequest, key: string, earlyAccess: { id: number; passcodeHash: string }, now = Date.now()): boolean {
  const value = readCookie(request, PASS_COOKIE);
  const match = value ? /^(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(value) : null;
  if (!match) return false;
  const id = Number(match[1]);
  const expires = Number(match[2]);
  if (id !== earlyAccess.id || expires < now) return false;
  const expected = Buffer.from(signature(key, id, expires, earlyAccess.passcodeHash));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function givePass(reply: FastifyReply, key: string, earlyAccess: { id: number; passcodeHash: string }, secure: boolean, now = Date.now()): void {
  const expires = now + PASS_TTL_MS;
  const value = `${earlyAccess.id}.${expires}.${signature(key, earlyAccess.id, expires, earlyAccess.passcodeHash)}`;
  const cookie = `${PASS_COOKIE}=${value}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const existing = reply.getHeader('set-cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...before, cookie]);
}
