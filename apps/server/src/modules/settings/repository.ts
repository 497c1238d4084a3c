import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MailKind, MailPreferences } from '@vernissage/core/schemas';
import type { Database, Executor } from '../../db/client.ts';
import {
  accounts,
  artworks,
  cartItems,
  clickEvents,
  consultationBookings,
  earlyAccessArtists,
  emailChanges,
  invites,
  mailPreferences,
  orderItems,
  orders,
  questions,
  ratings,
  sessions,
  studioUploads,
  tasteProfiles,
  users,
} from '../../db/schema/index.ts';

/** A member without a row: order updates on, new-work alerts off until they opt in (decision record 063). */
const DEFAULT_PREFERENCES: MailPreferences = { orderUpdates: true, newWorkAlerts: false };

export async function findPreferences(db: Executor, userId: string): Promise<MailPreferences> {
  const [row] = await db
    .select({ orderUpdates: mailPreferences.orderUpdates, newWorkAlerts: mailPreferences.newWorkAlerts })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId))
    .limit(1);
  return row ?? DEFAULT_PREFERENCES;
}

/**
 * Saves what the member chose. Turning new-work alerts on starts them from now: a work listed
 * before the opt-in is not news to them.
 */
export async function savePreferences(db: Database, userId: string, values: Partial<MailPreferences>, now: Date): Promise<MailPreferences> {
  const optIn = values.newWorkAlerts === true;
  const [row] = await db
    .insert(mailPreferences)
    .values({ ...DEFAULT_PREFERENCES, ...values, userId, updatedAt: now, ...(optIn ? { newWorkSeenUntil: now } : {}) })
    .onConflictDoUpdate({
      target: mailPreferences.userId,
      set: {
        ...values,
        updatedAt: now,
        ...(optIn ? { newWorkSeenUntil: sql`case when ${mailPreferences.newWorkAlerts} then ${mailPreferences.newWorkSeenUntil} else ${now.toISOString()}::timestamptz end` } : {}),
      },
    })
    .returning({ orderUpdates: mailPreferences.orderUpdates, newWorkAlerts: mailPreferences.newWorkAlerts });
  return row!;
}

export async function wantsMail(db: Executor, userId: string, kind: MailKind): Promise<boolean> {
  return (await findPreferences(db, userId))[kind];
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

/** The address waiting for its link, newest request first, or null. */
export async function pendingEmail(db: Database, userId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/**
 * A new request replaces the member's earlier ones: only the newest link works. `andThen` runs
 * in the same transaction once it is stored (the link's e-mail goes into the outbox there).
 */
export async function storeEmailChange<T>(
  db: Database,
  change: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
  andThen: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values(change);
    return andThen(tx);
  });
}

/**
 * Uses a link once: marks it used and moves the address in one transaction. Null when the link
 * is unknown, used or expired. The unique index on users.email refuses an address taken meanwhile.
 * `andThen` runs in the transaction once the address moved (the notice goes into the outbox
 * there); what it gives comes back as `then`.
 */
export async function applyEmailChange<T>(
  db: Database,
  tokenHash: string,
  now: Date,
  andThen: (tx: Executor, change: { userId: string; oldEmail: string; newEmail: string }) => Promise<T>,
): Promise<{ userId: string; oldEmail: string; newEmail: string; then: T } | null> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
      .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
    if (!change) return null;
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, change.userId)).for('update');
    if (!before) return null;
    await tx.update(users).set({ email: change.newEmail, emailVerified: true, updatedAt: now }).where(eq(users.id, change.userId));
    const changed = { userId: change.userId, oldEmail: before.email, newEmail: change.newEmail };
    return { ...changed, then: await andThen(tx, changed) };
  });
}

export async function listSessions(db: Database, userId: string, now: Date) {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
}

/**
 * Whether a work of the member's orders is still on hold, waiting for the team's decision: the
 * team needs the buyer's contact details until it is confirmed or released.
 */
export async function hasOrderWaiting(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orderItems.status, 'held')))
    .limit(1);
  return Boolean(row);
}

export async function hasWorks(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: artworks.id }).from(artworks).where(eq(artworks.userId, userId)).limit(1);
  return Boolean(row);
}

/** The name left on orders, questions and bookings of a deleted account. */
export const DELETED_NAME = 'Deleted member';

/**
 * Deletes an account in one transaction. Orders must stay for the sellers' records (they refer to
 * the account): an account with orders keeps a nameless row without credentials, and its
 * orders lose their contact details; an account without orders is deleted outright.
 */
export async function eraseAccount(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const anonymous = { name: DELETED_NAME, email: '', phone: '' };
    await tx.update(questions).set({ ...anonymous, userId: null }).where(eq(questions.userId, userId));
    await tx.update(consultationBookings).set({ ...anonymous, note: null, userId: null }).where(eq(consultationBookings.userId, userId));
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
    if (!order) {
      await tx.delete(users).where(eq(users.id, userId));
      return;
    }
    await tx
      .update(orders)
      .set({ contactName: DELETED_NAME, contactEmail: '', contactPhone: '', shippingAddress: '', city: null, zip: null, notes: null, updatedAt: now })
      .where(eq(orders.userId, userId));
    // What the foreign keys would cascade if the row went.
    await tx.delete(ratings).where(eq(ratings.userId, userId));
    await tx.delete(tasteProfiles).where(eq(tasteProfiles.userId, userId));
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await tx.delete(invites).where(eq(invites.inviterId, userId));
    await tx.delete(studioUploads).where(eq(studioUploads.userId, userId));
    await tx.delete(earlyAccessArtists).where(eq(earlyAccessArtists.userId, userId));
    await tx.delete(mailPreferences).where(eq(mailPreferences.userId, userId));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.update(clickEvents).set({ userId: null }).where(eq(clickEvents.userId, userId));
    await tx
      .update(users)
      .set({
        name: DELETED_NAME,
        email: `deleted-${userId}@deleted.invalid`,
        emailVerified: false,
        image: null,
        phone: null,
        city: null,
        address: null,
        bio: null,
        hearAboutUs: null,
        exhibitionHistory: null,
        educationHistory: null,
        logo: null,
        coordinates: null,
        tasteTestStatus: null,
        inviteCount: 0,
        inviteFlag: false,
        isVisible: false,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  });
}

/** The stored hash of the account's password, or null when it signs in by code only. */
export async function passwordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}
