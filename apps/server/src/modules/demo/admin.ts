import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';

export interface AdminSettings {
  email: string;
  password: string;
  name: string;
}

/**
 * Makes sure the admin account from the settings exists. An existing account is left alone
 * (its password may have been changed since); a missing one is created with the role admin.
 */
export async function ensureAdmin(db: Database, settings: AdminSettings): Promise<{ created: boolean; id: string }> {
  const email = settings.email.toLowerCase();
  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    if (existing.role !== 'admin') await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
    return { created: false, id: existing.id };
  }
  const id = randomUUID();
  const password = await hashPassword(settings.password);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, name: settings.name, email, emailVerified: true, role: 'admin' });
    await tx.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password });
  });
  return { created: true, id };
}
