import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CartLine, Hold, HoldStatus, LineArtwork, Order, OrderContact, OrderLine, OrderStatus, PlaceOrderInput, StoredImage } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { artworks, cartItems, holdEvents, orderItems, orders, users } from '../../db/schema/index.ts';
import { setSold, type Transaction } from './artwork-state.ts';

const artists = alias(users, 'artists');
const buyers = alias(users, 'buyers');
const deciders = alias(users, 'deciders');

const artworkColumns = {
  artworkId: artworks.id,
  title: artworks.workTitle,
  width: artworks.width,
  height: artworks.height,
  imageUrls: artworks.imageUrls,
  artistId: artists.id,
  artistName: artists.name,
};

interface ArtworkColumns {
  artworkId: number;
  title: string;
  width: number;
  height: number;
  imageUrls: StoredImage[];
  artistId: string;
  artistName: string;
}

function lineArtwork(row: ArtworkColumns): LineArtwork {
  return {
    id: row.artworkId,
    title: row.title,
    artist: { id: row.artistId, name: row.artistName },
    image: row.imageUrls[0] ?? null,
    width: row.width,
    height: row.height,
  };
}

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

function contactOf(order: OrderRow): OrderContact {
  return {
    name: order.contactName,
    email: order.contactEmail,
    phone: order.contactPhone,
    address: order.shippingAddress,
    city: order.city,
    notes: order.notes,
  };
}

function priced(item: Pick<ItemRow, 'price' | 'discountedPrice' | 'earlyAccessId'>) {
  return { price: item.price, discountedPrice: item.discountedPrice, earlyAccessId: item.earlyAccessId, amount: item.discountedPrice ?? item.price };
}

export interface NewOrder {
  userId: string;
  contact: PlaceOrderInput;
  lines: readonly CartLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  holdExpiresAt: Date;
  now: Date;
}

/**
 * Writes a placed order whose works the caller has just put on hold: the order, one held item
 * per work (the partial unique index refuses a second active item for a work), a 'placed' hold
 * event each, and the works leave the buyer's cart.
 */
export async function insertOrder(tx: Transaction, order: NewOrder): Promise<number> {
  const { contact, now } = order;
  const [row] = await tx
    .insert(orders)
    .values({
      userId: order.userId,
      status: 'placed',
      contactName: contact.name,
      contactEmail: contact.email,
      contactPhone: contact.phone,
      shippingAddress: contact.address,
      city: contact.city,
      notes: contact.notes || null,
      subtotal: order.subtotal,
      deliveryFee: order.deliveryFee,
      total: order.total,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  const items = await tx
    .insert(orderItems)
    .values(
      order.lines.map((line) => ({
        orderId,
        artworkId: line.artwork.id,
        price: line.price,
        discountedPrice: line.discountedPrice,
        earlyAccessId: line.earlyAccessId,
        status: 'held' as const,
        holdExpiresAt: order.holdExpiresAt,
      })),
    )
    .returning({ id: orderItems.id });
  await tx.insert(holdEvents).values(items.map((item) => ({ orderItemId: item.id, action: 'placed' as const, actorId: order.userId, createdAt: now })));
  const ids = order.lines.map((line) => line.artwork.id);
  await tx.delete(cartItems).where(and(eq(cartItems.userId, order.userId), inArray(cartItems.artworkId, ids)));
  return orderId;
}

/** Titles of the works among these that an active order (held or sold) already has. */
export async function activelyOrdered(db: Database, artworkIds: readonly number[]): Promise<string[]> {
  if (!artworkIds.length) return [];
  const rows = await db
    .select({ title: artworks.workTitle })
    .from(orderItems)
    .innerJoin(artworks, eq(orderItems.artworkId, artworks.id))
    .where(and(inArray(orderItems.artworkId, [...artworkIds]), inArray(orderItems.status, ['held', 'sold'])));
  return rows.map((row) => row.title);
}

/** Orders (newest first) with their lines, for one buyer or one order. */
export async function listOrders(db: Database, filter: { userId?: string; orderId?: number }): Promise<Order[]> {
  const where: SQL[] = [];
  if (filter.userId) where.push(eq(orders.userId, filter.userId));
  if (filter.orderId) where.push(eq(orders.id, filter.orderId));
  const orderRows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (!orderRows.length) return [];
  const itemRows = await db
    .select({ item: orderItems, ...artworkColumns })
    .from(orderItems)
    .innerJoin(artworks, eq(orderItems.artworkId, artworks.id))
    .innerJoin(artists, eq(artworks.userId, artists.id))
    .where(
      inArray(
        orderItems.orderId,
        orderRows.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const lines = new Map<number, OrderLine[]>();
  for (const row of itemRows) {
    const line: OrderLine = {
      id: row.item.id,
      artwork: lineArtwork(row),
      ...priced(row.item),
      status: row.item.status,
      holdExpiresAt: row.item.holdExpiresAt.toISOString(),
      decidedAt: row.item.decidedAt?.toISOString() ?? null,
    };
    lines.set(row.item.orderId, [...(lines.get(row.item.orderId) ?? []), line]);
  }
  return orderRows.map((order) => ({
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    contact: contactOf(order),
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    total: order.total,
    items: lines.get(order.id) ?? [],
  }));
}

export async function findOrderOwner(db: Database, orderId: number): Promise<string | null> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.userId ?? null;
}

/** Every work on hold, the soonest to expire first, with the buyer and the shipping contact. */
export async function listHolds(db: Database): Promise<Hold[]> {
  const rows = await db
    .select({ item: orderItems, order: orders, buyer: { id: buyers.id, name: buyers.name, email: buyers.email }, ...artworkColumns })
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
 * live any more.
 */
export async function decideHold(
  db: Database,
  itemId: number,
  adminId: string,
  decision: HoldDecisionKind,
  now: Date,
): Promise<{ id: number; orderId: number; status: HoldStatus; decidedAt: Date } | null> {
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
    return { id: item.id, orderId: item.orderId, status: item.status, decidedAt: now };
  });
}

/**
 * Ends every hold past its time: the item becomes 'expired', the work available again (0), and
 * an 'expired' hold event is recorded. One transaction; answers the holds that expired.
 */
export async function expireHolds(db: Database, now: Date): Promise<Array<{ id: number; orderId: number }>> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orderItems)
      .set({ status: 'expired', decidedAt: now })
      .where(and(eq(orderItems.status, 'held'), lte(orderItems.holdExpiresAt, now)))
      .returning({ id: orderItems.id, artworkId: orderItems.artworkId, orderId: orderItems.orderId });
    if (!expired.length) return [];
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
    return expired.map(({ id, orderId }) => ({ id, orderId }));
  });
}

export interface SaleRow {
  id: number;
  orderId: number;
  artwork: LineArtwork;
  buyer: { id: string; name: string; email: string };
  amount: number;
  soldAt: Date;
  confirmedBy: string | null;
}

/** Confirmed sales, newest first, confirmed within [from, to] when given. */
export async function listSales(db: Database, range: { from?: Date | undefined; to?: Date | undefined }): Promise<SaleRow[]> {
  const where: SQL[] = [eq(orderItems.status, 'sold')];
  if (range.from) where.push(gte(orderItems.decidedAt, range.from));
  if (range.to) where.push(lte(orderItems.decidedAt, range.to));
  const rows = await db
    .select({
      item: orderItems,
      buyer: { id: buyers.id, name: buyers.name, email: buyers.email },
      confirmedBy: deciders.name,
      ...artworkColumns,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orderItems.orderId, orders.id))
    .innerJoin(buyers, eq(orders.userId, buyers.id))
    .innerJoin(artworks, eq(orderItems.artworkId, artworks.id))
    .innerJoin(artists, eq(artworks.userId, artists.id))
    .leftJoin(deciders, eq(orderItems.decidedBy, deciders.id))
    .where(and(...where))
    .orderBy(desc(orderItems.decidedAt), desc(orderItems.id));
  return rows.map((row) => ({
    id: row.item.id,
    orderId: row.item.orderId,
    artwork: lineArtwork(row),
    buyer: row.buyer,
    amount: row.item.discountedPrice ?? row.item.price,
    soldAt: row.item.decidedAt ?? row.item.holdExpiresAt,
    confirmedBy: row.confirmedBy,
  }));
}
