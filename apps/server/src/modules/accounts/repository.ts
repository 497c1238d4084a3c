import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Whether another account already uses this address (addresses are stored lowercased). */
export async function emailTaken(db: Database, email: string, exceptUserId?: string): Promise<boolean> {
  const where = exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return Boolean(row);
}
