import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Hold, HoldStatus, OrderStatus } from '@vernissage/core/schemas';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { artworks, holdEvents, orderItems, orders } from '../../db/schema/index.ts';
import { setSold } from './artwork-state.ts';
import { artists, buyers, contactOf, lineArtwork, orderedArtworkColumns, priced } from './order-rows.ts';

/** The advisory lock key of the hold sweep (any number unique to it among the product's locks). */
const HOLD_SWEEP_LOCK = 7_410_001;

/** Every work on hold, the soonest to expire first, with the buyer and the shipping contact. */
export async function listHolds(db: Database): Promise<Hold[]> {
  const rows = await db
    .select({ item: orderItems, order: orders, buyer: { id: buyers.id, name: buyers.name, email: buyers.email }, ...orderedArtworkColumns })
    .from(orderItems)
    .innerJoin(orders, eq(orderItems.orderId, orders.id))
    .innerJoin(buyers, eq(orders.userId, buyers.id))
    .innerJoin(artworks, eq(orderItems.artworkId, artworks.id))
    .innerJoin(artists, eq(artworks.userId, artists.id))
    .where(eq(orderItems.status, 'held'))
    .orderBy(asc(orderItems.holdExpiresAt), asc(orderItems.id));
  return rows.map((row) => ({
    id: row.item.id,
    orderId: row.order.id,
    artwork: lineArtwork(row),
    buyer: row.buyer,
    contact: contactOf(row.order),
    ...priced(row.item),
    placedAt: row.order.createdAt.toISOString(),
    holdExpiresAt: row.item.holdExpiresAt.toISOString(),
  }));
}

export async function orderItemExists(db: Database, itemId: number): Promise<boolean> {
  const [row] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.id, itemId)).limit(1);
  return row !== undefined;
}

function orderStatusOf(statuses: readonly HoldStatus[]): OrderStatus {
  if (statuses.includes('held')) return 'placed';
  const sold = statuses.filter((status) => status === 'sold').length;
  if (sold === statuses.length) return 'confirmed';
  return sold === 0 ? 'released' : 'partly-confirmed';
}

/** An order's status follows its items: placed while any is held, then confirmed, released or partly confirmed. */
async function refreshOrderStatus(tx: Transaction, orderIds: readonly number[], now: Date): Promise<void> {
  for (const orderId of new Set(orderIds)) {
    const items = await tx.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.orderId, orderId));
    await tx
      .update(orders)
      .set({ status: orderStatusOf(items.map((item) => item.status)), updatedAt: now })
      .where(eq(orders.id, orderId));
  }
}

export type HoldDecisionKind = 'confirmed' | 'released';

/**
 * The admin's decision on a live hold, in one transaction: the item becomes sold or released
 * (only while it is held and unexpired), the work becomes sold (1) or available (0), and the
 * decision is recorded as a hold event with the admin and the time. Null when the hold is not
 * live any more. `andThen` runs in the same transaction once the decision is written (its e-mail
 * goes into the outbox there); what it gives comes back as `then`.
 */
export async function decideHold<T>(
  db: Database,
  itemId: number,
  adminId: string,
  decision: HoldDecisionKind,
  now: Date,
  andThen: (tx: Executor, item: { id: number; orderId: number }) => Promise<T>,
): Promise<{ id: number; orderId: number; artworkId: number; status: HoldStatus; decidedAt: Date; then: T } | null> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .update(orderItems)
      .set({ status: decision === 'confirmed' ? 'sold' : 'released', decidedAt: now, decidedBy: adminId })
      .where(and(eq(orderItems.id, itemId), eq(orderItems.status, 'held'), gt(orderItems.holdExpiresAt, now)))
      .returning({ id: orderItems.id, artworkId: orderItems.artworkId, orderId: orderItems.orderId, status: orderItems.status });
    if (!item) return null;
    const changed = await setSold(tx, [item.artworkId], 2, decision === 'confirmed' ? 1 : 0);
    if (changed.length !== 1) throw new Error(`artwork ${item.artworkId} of hold ${item.id} was not on hold`);
    await tx.insert(holdEvents).values({ orderItemId: item.id, action: decision, actorId: adminId, createdAt: now });
    await refreshOrderStatus(tx, [item.orderId], now);
    const then = await andThen(tx, item);
    return { id: item.id, orderId: item.orderId, artworkId: item.artworkId, status: item.status, decidedAt: now, then };
  });
}

/**
 * Ends every hold past its time: the item becomes 'expired', the work available again (0), and
 * an 'expired' hold event is recorded. One transaction, in which `andThen` runs too once holds
 * have ended (their e-mails go into the outbox there); answers the holds that expired, and what
 * `andThen` gave (null when none did).
 */
export async function expireHolds<T>(
  db: Database,
  now: Date,
  andThen: (tx: Executor, expired: ReadonlyArray<{ id: number; orderId: number }>) => Promise<T>,
): Promise<{ expired: Array<{ id: number; orderId: number; artworkId: number }>; then: T | null }> {
  // Most sweeps (one runs before every order and decision) find nothing: one read of the hold
  // index, with no transaction and no lock.
  const [due] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.status, 'held'), lte(orderItems.holdExpiresAt, now)))
    .limit(1);
  if (!due) return { expired: [], then: null };
  return db.transaction(async (tx) => {
    // One sweep at a time across every process on the database: a second waits for the first
    // and then finds its holds already ended, so each is ended (and e-mailed) once, and two
    // sweeps never lock the same rows in different orders.
    await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_SWEEP_LOCK})`);
    const expired = await tx
      .update(orderItems)
      .set({ status: 'expired', decidedAt: now })
      .where(and(eq(orderItems.status, 'held'), lte(orderItems.holdExpiresAt, now)))
      .returning({ id: orderItems.id, artworkId: orderItems.artworkId, orderId: orderItems.orderId });
    if (!expired.length) return { expired, then: null };
    await setSold(
      tx,
      expired.map((item) => item.artworkId),
      2,
      0,
    );
    await tx.insert(holdEvents).values(expired.map((item) => ({ orderItemId: item.id, action: 'expired' as const, actorId: null, createdAt: now })));
    await refreshOrderStatus(
      tx,
      expired.map((item) => item.orderId),
      now,
    );
    return { expired, then: await andThen(tx, expired) };
  });
}
