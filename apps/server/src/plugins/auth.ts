import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { ACCOUNT_MESSAGES, type Role, type SessionUser } from '@vernissage/core/schemas';
import type { Env } from '../config/env.ts';
import { AppError } from '../lib/errors.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createAuth, type Auth, type AuthMails } from './better-auth.ts';
import { ASK_BETTER_AUTH, readSession, sessionCookiesOf, sessionUserColumns, sessionUserOf, type SessionCookies } from './session-reader.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Better Auth's session cookie names, secret and ages, for the one-query session read. */
    sessionCookies: SessionCookies;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireRole (and by currentUser): the signed-in person, or null. */
    user: SessionUser | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The Vite dev server (scripts/dev.mjs) proxies the API from another port of this machine. */
export const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];
const FOREIGN_ORIGIN_MESSAGE = 'Requests from other sites are not allowed.';
const looked = Symbol('session looked up');

export function trustedOrigins(env: Pick<Env, 'PUBLIC_URL' | 'TRUSTED_ORIGINS' | 'NODE_ENV'>): Set<string> {
  const extra = env.TRUSTED_ORIGINS.split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => new URL(value).origin);
  return new Set([new URL(env.PUBLIC_URL).origin, ...extra, ...(env.NODE_ENV === 'development' ? DEV_ORIGINS : [])]);
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Where the embedded database keeps a secret made on its first start, so restarts keep sessions. */
export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The secret signing session cookies: AUTH_SECRET; else, on the embedded database, one made on
 * the first start and kept beside its data (a restart of `npm start` keeps everyone signed in);
 * else a random one per start, said loudly.
 */
export function authSecret(env: Env, app: Pick<FastifyInstance, 'log'>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!env.DATABASE_URL && env.DATA_DIR !== 'memory://') {
    const file = path.resolve(env.DATA_DIR, AUTH_SECRET_FILE);
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const secret = randomBytes(32).toString('hex');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    app.log.info({ file }, 'AUTH_SECRET is not set: made one for this data directory');
    return secret;
  }
  const message = 'AUTH_SECRET is not set: sessions are signed with a random secret made at start, so every restart signs everyone out and several processes cannot share sessions';
  if (env.NODE_ENV === 'production') app.log.error(`${message}. Set AUTH_SECRET (32+ random characters) in production.`);
  else app.log.warn(message);
  return randomBytes(32).toString('hex');
}

/** Copies the Set-Cookie headers of a Better Auth call onto our reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (!cookies.length) return;
  const existing = reply.getHeader('set-cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...before, ...cookies]);
}

export function requestHeaders(request: FastifyRequest): Headers {
  return fromNodeHeaders(request.headers);
}

/** The signed-in person as menus and guards need them. */
export async function findSessionUser(db: Database, id: string): Promise<SessionUser | null> {
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? sessionUserOf(row) : null;
}

/** The signed-in person from the session cookie, or null; looked up once per request. */
export async function currentUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  const marked = request as FastifyRequest & { [looked]?: boolean };
  if (marked[looked]) return request.user;
  marked[looked] = true;
  const { auth, db } = request.server;
  if (!request.headers.cookie) return (request.user = null);
  const read = await readSession(db, request.server.sessionCookies, request.headers.cookie);
  if (read !== ASK_BETTER_AUTH) return (request.user = read);
  const { headers, response } = await auth.api.getSession({ headers: requestHeaders(request), returnHeaders: true });
  // A session past its refresh age comes back with a renewed cookie.
  forwardCookies(reply, headers);
  request.user = response ? await findSessionUser(db, response.user.id) : null;
  return request.user;
}

/**
 * onRequest guard: 401 'Please sign in' unless a session cookie names a live session. Guards run
 * before the body is parsed or validated, so a caller without access learns nothing else.
 */
export const requireUser: onRequestAsyncHookHandler = async (request, reply) => {
  if (!(await currentUser(request, reply))) throw new AppError('unauthorized', ACCOUNT_MESSAGES.signInRequired, undefined, 'sign_in_required');
};

/** onRequest guard: 401 for visitors, 403 for people without one of the roles. */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const user = await currentUser(request, reply);
    if (!user) throw new AppError('unauthorized', ACCOUNT_MESSAGES.signInRequired, undefined, 'sign_in_required');
    if (!roles.includes(user.role)) throw new AppError('forbidden', ACCOUNT_MESSAGES.notAllowed, undefined, 'not_allowed');
  };
}

/** The user set by requireUser/requireRole, for handlers behind them. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', ACCOUNT_MESSAGES.signInRequired, undefined, 'sign_in_required');
  return request.user;
}

/**
 * Whether a write comes from another site's page. A real Origin decides. Under
 * 'Referrer-Policy: no-referrer' (helmet's default) browsers send 'Origin: null' even on our
 * own POSTs, so then the Fetch Metadata header decides; 'null' with neither is refused.
 * Requests with no browser headers at all (scripts, tests) pass: they carry no victim's cookie.
 */
export function isForeignWrite(request: Pick<FastifyRequest, 'headers'>, allowed: Set<string>): boolean {
  const { origin, referer } = request.headers;
  if (origin && origin !== 'null') return !allowed.has(origin);
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site) return site !== 'same-origin' && site !== 'none';
  if (origin === 'null') return true;
  if (referer) {
    const source = originOf(referer);
    return source === null || !allowed.has(source);
  }
  return false;
}

/**
 * app.auth (Better Auth on our tables, handler not mounted), request.user, and the refusal of
 * writes from foreign origins (403), on every path.
 */
export const authPlugin = fp<{ mails: AuthMails }>(
  async (app, options) => {
    const { env } = app;
    app.decorate('auth', createAuth({ db: app.db, env, mail: app.mail, mails: options.mails, log: app.log, secret: authSecret(env, app) }));
    app.decorate('sessionCookies', await sessionCookiesOf(app.auth));
    app.decorateRequest('user', null);

    const allowed = trustedOrigins(env);
    // A callback hook: every request passes it, and an async one costs a promise and a microtask.
    app.addHook('onRequest', (request, _reply, done) => {
      // Every write, whatever its path: the router decodes '/%61pi/…' to an /api/ route, so a check
      // of the address as sent would let such a write through.
      const foreign = WRITE_METHODS.has(request.method) && isForeignWrite(request, allowed);
      done(foreign ? new AppError('forbidden', FOREIGN_ORIGIN_MESSAGE, undefined, 'foreign_origin') : undefined);
    });
  },
  { name: 'auth', dependencies: ['mail'] },
);
