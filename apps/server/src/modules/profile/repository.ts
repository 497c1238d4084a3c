import { and, eq, sql } from 'drizzle-orm';
import type { Profile, StoredImage } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { accountDetailsColumns } from '../users/index.ts';

export interface ProfileFields {
  name: string;
  phone: string;
  city: string;
  address: string | null;
  bio: string | null;
  exhibitionHistory?: string | null;
  educationHistory?: string | null;
}

// The profile page and the checkout's details read it on every visit.
const profileQuery = preparedFor((db) =>
  db
    .select({
      ...accountDetailsColumns,
      exhibitionHistory: users.exhibitionHistory,
      educationHistory: users.educationHistory,
      logo: users.logo,
      createdAt: users.createdAt,
      credential: accounts.id,
    })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('profile_of_user'),
);

export async function findProfile(db: Database, id: string): Promise<Profile | null> {
  const [row] = await profileQuery(db).execute({ id });
  if (!row) return null;
  const { credential, createdAt, ...profile } = row;
  return { ...profile, hasPassword: credential !== null, createdAt: createdAt.toISOString() };
}

export async function updateProfile(db: Database, id: string, fields: ProfileFields): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Sets the account's profile image and answers the one it replaced (read under the row's lock). */
export async function replaceLogo(db: Database, id: string, logo: StoredImage): Promise<StoredImage | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ logo: users.logo }).from(users).where(eq(users.id, id)).for('update');
    await tx.update(users).set({ logo, updatedAt: new Date() }).where(eq(users.id, id));
    return row?.logo ?? null;
  });
}
