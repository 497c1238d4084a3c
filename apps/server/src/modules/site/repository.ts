import { and, eq, gt } from 'drizzle-orm';
import type { SessionUser } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export const SESSION_COOKIES = ['__Secure-vernissage.session_token', 'vernissage.session_token'];

/** The session token from a Cookie header; a signed value 'token.signature' yields its token part. */
export function sessionTokenFromCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName && SESSION_COOKIES.includes(rawName)) {
      const value = decodeURIComponent(rest.join('='));
      return value.split('.')[0] || null;
    }
  }
  return null;
}

export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      logo: users.logo,
      tasteTestStatus: users.tasteTestStatus,
      inviteCount: users.inviteCount,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  return { ...row, logo: row.logo?.sizes.thumb.webp ?? null };
}
