import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, verifications } from '../../db/schema/index.ts';

/** Whether another account already uses this address (addresses are stored lowercased). */
export async function emailTaken(db: Database, email: string, exceptUserId?: string): Promise<boolean> {
  const where = exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return Boolean(row);
}

/**
 * Ends every password-reset link of an account. Better Auth keeps each as a verification row whose
 * identifier is the hash of 'reset-password:{token}' (storeIdentifier 'hashed') and whose value
 * is the account's id; no other row of ours holds an account's id as its value (a sign-in code's
 * value is the code and its tries). Done when a link is used, when the password is changed and
 * when the e-mail address is, so no link older than the account's present password and address
 * still works (one sent to an address the owner has left least of all).
 */
export async function revokeResetLinks(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.value, userId));
}
