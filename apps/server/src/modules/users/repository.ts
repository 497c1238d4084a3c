import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, exists, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminUser, Role, StoredImage } from '@vernissage/core/schemas';
import { likePattern } from '../../lib/like-pattern.ts';
import type { Database, Executor } from '../../db/client.ts';
import { accounts, artworks, orderItems, orders, sessions, users } from '../../db/schema/index.ts';

/** The columns of an account's own details (core `accountDetailsShape`): never a password or its hash. */
export const accountDetailsColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  phone: users.phone,
  city: users.city,
  address: users.address,
  country: users.country,
  bio: users.bio,
};

const columns = { ...accountDetailsColumns, logo: users.logo, createdAt: users.createdAt };

type Row = { [K in keyof typeof columns]: (typeof users.$inferSelect)[K] };

function toAdminUser(row: Row): AdminUser {
  return { ...row, logo: row.logo?.sizes.thumb.webp ?? null, createdAt: row.createdAt.toISOString() };
}

export interface ListUsersOptions {
  offset: number;
  limit: number;
  role?: Role | undefined;
  search?: string | undefined;
}

/** A page of accounts, newest first, with the total that matches. */
export async function listUsers(db: Database, options: ListUsersOptions): Promise<{ items: AdminUser[]; total: number }> {
  const filters: SQL[] = [];
  if (options.role) filters.push(eq(users.role, options.role));
  if (options.search) {
    const pattern = likePattern(options.search);
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(users).where(where).orderBy(desc(users.createdAt), users.id).limit(options.limit).offset(options.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: total?.value ?? 0 };
}

export async function findUser(db: Database, id: string): Promise<AdminUser | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toAdminUser(row) : null;
}

/** Why an account cannot go without breaking order history: its own orders, or its works in orders. */
export async function orderLinks(db: Database, userId: string): Promise<{ ordersPlaced: boolean; worksOrdered: boolean }> {
  const [placed] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
  const [ordered] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(exists(db.select({ id: artworks.id }).from(artworks).where(and(eq(artworks.id, orderItems.artworkId), eq(artworks.userId, userId)))))
    .limit(1);
  return { ordersPlaced: Boolean(placed), worksOrdered: Boolean(ordered) };
}

/** The account's profile picture, or null: what deleting the account leaves in storage. */
export async function profileImageOf(db: Database, id: string): Promise<StoredImage | null> {
  const [row] = await db.select({ logo: users.logo }).from(users).where(eq(users.id, id));
  return row?.logo ?? null;
}

/**
 * Deletes the account; its sessions, credentials, ratings, cart, invites and works go with it
 * (foreign keys cascade). Orders restrict: the caller checks them first.
 */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}

export interface MerchantProfile {
  name: string;
  email: string;
  phone: string;
  city: string;
  address: string | null;
  bio: string | null;
}

/**
 * The merchant and its credential in one transaction, so a failure leaves neither behind.
 * `andThen` runs in it once both are written (the welcome goes into the outbox there); what it
 * gives comes back as `then`.
 */
export async function insertMerchant<T>(
  db: Database,
  profile: MerchantProfile,
  passwordHash: string,
  andThen: (tx: Executor, id: string) => Promise<T>,
): Promise<{ id: string; then: T }> {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await tx.insert(users).values({ id, ...profile, role: 'merchant', country: 'usa', emailVerified: false });
    await tx.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
    return { id, then: await andThen(tx, id) };
  });
}

/**
 * Saves a merchant's profile and, given a new password hash, replaces the credential and ends
 * every session of the account. A changed address is unproven until a code sent to it is used.
 */
export async function updateMerchant(db: Database, id: string, profile: MerchantProfile, passwordHash: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ email: users.email }).from(users).where(and(eq(users.id, id), eq(users.role, 'merchant'))).for('update');
    if (!before) return false;
    const emailChanged = before.email !== profile.email;
    await tx
      .update(users)
      .set({ ...profile, country: 'usa', updatedAt: new Date(), ...(emailChanged ? { emailVerified: false } : {}) })
      .where(eq(users.id, id));
    if (passwordHash) {
      const updated = await tx
        .update(accounts)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')))
        .returning({ id: accounts.id });
      if (!updated.length) {
        await tx.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
      }
      await tx.delete(sessions).where(eq(sessions.userId, id));
    }
    return true;
  });
}
