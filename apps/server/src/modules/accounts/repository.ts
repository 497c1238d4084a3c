import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';

/** Whether another account already uses this address (addresses are stored lowercased). */
export async function emailTaken(db: Database, email: string, exceptUserId?: string): Promise<boolean> {
  const where = exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return Boolean(row);
}

/** The stored argon2id hash of the account's password, or null when it signs in by code only. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

/** A new address is unproven until a code or link sent to it is used. */
export async function updateEmail(db: Database, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email, emailVerified: false, updatedAt: new Date() }).where(eq(users.id, userId));
}
