import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Role } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { accounts, invites, sessions, users } from '../../db/schema/index.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Invitee {
  id: string;
  role: Role;
}

export async function findInviteCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ inviteCount: users.inviteCount }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.inviteCount ?? 0;
}

export async function findAccountByEmail(db: Database | Transaction, email: string): Promise<Invitee | null> {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/**
 * Counts one more invite sent, unless the inviter has none left: one conditional UPDATE, so two
 * invites sent at once cannot both take the last one. `limit` null means no limit (the admin).
 * Answers the new count, or null when none was left.
 */
export async function takeInvite(tx: Transaction, inviterId: string, limit: number | null): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ inviteCount: sql`${users.inviteCount} + 1`, updatedAt: new Date() })
    .where(limit === null ? eq(users.id, inviterId) : and(eq(users.id, inviterId), lt(users.inviteCount, limit)))
    .returning({ inviteCount: users.inviteCount });
  return row?.inviteCount ?? null;
}

/**
 * An account for an invited address that has none: a collector with no password yet (it cannot
 * sign in with one until the e-mailed link sets it), flagged as invited.
 */
export async function createInvitedAccount(tx: Transaction, email: string, name: string): Promise<string> {
  const id = randomUUID();
  await tx.insert(users).values({ id, name, email, role: 'collector', inviteFlag: true });
  return id;
}

export async function flagInvited(tx: Transaction, userId: string): Promise<void> {
  await tx.update(users).set({ inviteFlag: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertInvite(tx: Transaction, invite: { inviterId: string; email: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await tx.insert(invites).values({ ...invite, role: 'artist' });
}

/** The invite a token hash names, while it is unused and unexpired. */
export async function findUsableInvite(db: Database, tokenHash: string, now = new Date()): Promise<{ id: number; email: string } | null> {
  const [row] = await db
    .select({ id: invites.id, email: invites.email })
    .from(invites)
    .where(and(eq(invites.tokenHash, tokenHash), isNull(invites.usedAt), gt(invites.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export interface RoleChange {
  tokenHash: string;
  /** The argon2id hash of the new password. */
  passwordHash: string;
  now?: Date;
}

/**
 * Uses an invite, in one transaction: the token is marked used (a conditional UPDATE, so it
 * works once even when submitted twice at once), the account takes the invite's role and the
 * new password, every session of the account ends, and the other invite links mailed to the
 * address stop working. Answers the account, or null when the token is unknown, used or expired.
 */
export async function useInvite(db: Database, change: RoleChange): Promise<{ userId: string; email: string } | null> {
  const now = change.now ?? new Date();
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(invites)
      .set({ usedAt: now })
      .where(and(eq(invites.tokenHash, change.tokenHash), isNull(invites.usedAt), gt(invites.expiresAt, now)))
      .returning({ id: invites.id, email: invites.email, role: invites.role });
    if (!invite) return null;
    const user = await findAccountByEmail(tx, invite.email);
    // Only collectors are upgraded: an account that became a maker or admin since keeps its role.
    if (!user || user.role !== 'collector') return null;

    await tx
      .update(users)
      // Following the mailed link proves the address.
      .set({ role: invite.role, inviteFlag: false, emailVerified: true, updatedAt: now })
      .where(eq(users.id, user.id));
    const updated = await tx
      .update(accounts)
      .set({ password: change.passwordHash, updatedAt: now })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    if (!updated.length) {
      await tx.insert(accounts).values({ id: randomUUID(), accountId: user.id, providerId: 'credential', userId: user.id, password: change.passwordHash });
    }
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx
      .update(invites)
      .set({ usedAt: now })
      .where(and(eq(invites.email, invite.email), isNull(invites.usedAt)));
    return { userId: user.id, email: invite.email };
  });
}
