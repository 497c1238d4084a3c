import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '@vernissage/core/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { Auth } from './better-auth.ts';

/** What reading a session needs from Better Auth's own settings: its cookie names, secret and ages. */
export interface SessionCookies {
  secret: string;
  sessionToken: string;
  sessionData: string;
  dontRemember: string;
  /** Seconds a session lives, and after how many seconds of it Better Auth renews it. */
  expiresIn: number;
  updateAge: number;
}

export async function sessionCookiesOf(auth: Auth): Promise<SessionCookies> {
  const context = await auth.$context;
  return {
    secret: context.secret,
    sessionToken: context.authCookies.sessionToken.name,
    sessionData: context.authCookies.sessionData.name,
    dontRemember: context.authCookies.dontRememberToken.name,
    expiresIn: context.sessionConfig.expiresIn,
    updateAge: context.sessionConfig.updateAge,
  };
}

/** Better Auth hands the case to itself: a cookie to clear or renew, or a session to delete. */
export const ASK_BETTER_AUTH = Symbol('ask Better Auth');

/** The columns of the signed-in person as menus and guards need them. */
export const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  logo: users.logo,
  tasteTestStatus: users.tasteTestStatus,
  inviteCount: users.inviteCount,
};

type SessionUserRow = Omit<SessionUser, 'logo'> & { logo: { sizes: { thumb: { webp: string } } } | null };

/** A row of those columns as the signed-in person: the logo as its thumbnail's address. */
export function sessionUserOf({ logo, ...row }: SessionUserRow): SessionUser {
  return { ...row, logo: logo?.sizes.thumb.webp ?? null };
}

function cookiesOf(header: string): Map<string, string> | null {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      return null;
    }
  }
  return cookies;
}

/** The token of a signed session cookie (value.signature, HMAC-SHA256 of the value), or null when the signature is wrong. */
export function signedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The signed-in person of a request in one query, for the requests that make up nearly all of a
 * member's traffic: a valid signed session cookie, a live session not yet due for renewal, and
 * no other session cookie. Better Auth's own lookup (the session, then the user, through its
 * endpoint machinery) followed by our row of the person took three queries and most of a
 * signed-in read's time. Every other case (an unknown, expired or due session, a "don't remember
 * me" or cached-session cookie, a cookie that does not decode) goes to Better Auth, which clears,
 * renews or deletes as it always has: ASK_BETTER_AUTH.
 */
export async function readSession(db: Database, cookies: SessionCookies, header: string, now = Date.now()): Promise<SessionUser | null | typeof ASK_BETTER_AUTH> {
  const jar = cookiesOf(header);
  if (!jar) return ASK_BETTER_AUTH;
  for (const name of jar.keys()) if (name === cookies.dontRemember || name.startsWith(cookies.sessionData)) return ASK_BETTER_AUTH;
  const value = jar.get(cookies.sessionToken);
  if (!value) return null;
  const token = signedToken(value, cookies.secret);
  if (token === null) return null;
  const [row] = await sessionQuery(db).execute({ token });
  if (!row) return ASK_BETTER_AUTH;
  const expires = row.expiresAt.getTime();
  const dueForRenewal = expires - cookies.expiresIn * 1000 + cookies.updateAge * 1000 <= now;
  if (expires < now || dueForRenewal) return ASK_BETTER_AUTH;
  const { expiresAt: _expiresAt, ...user } = row;
  return sessionUserOf(user);
}

// Every signed-in request reads it.
const sessionQuery = preparedFor((db) =>
  db
    .select({ ...sessionUserColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_user'),
);
