import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CartLine, Order, OrderLine, PlaceOrderValues } from '@vernissage/core/schemas';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { artworks, cartItems, holdEvents, orderItems, orders } from '../../db/schema/index.ts';
import { artists, contactOf, lineArtwork, orderedArtworkColumns, priced, type OrderRow } from './order-rows.ts';

export interface NewOrder {
  userId: string;
  contact: PlaceOrderValues;
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
      zip: contact.zip,
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
        title: line.artwork.title,
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
export async function listOrders(db: Executor, filter: { userId?: string; orderId?: number }): Promise<Order[]> {
  const where: SQL[] = [];
  if (filter.userId) where.push(eq(orders.userId, filter.userId));
  if (filter.orderId) where.push(eq(orders.id, filter.orderId));
  const orderRows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (!orderRows.length) return [];
  const lines = await linesOf(
    db,
    orderRows.map((order) => order.id),
  );
  return orderRows.map((order) => orderOf(order, lines.get(order.id) ?? []));
}

/** An order as the pages read it, from its row and its lines. */
export function orderOf(order: OrderRow, items: OrderLine[]): Order {
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    contact: contactOf(order),
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    total: order.total,
    items,
  };
}

/** The lines of these orders, each with its work and artist, by order id. */
export async function linesOf(db: Executor, orderIds: readonly number[]): Promise<Map<number, OrderLine[]>> {
  const lines = new Map<number, OrderLine[]>();
  if (!orderIds.length) return lines;
  const itemRows = await db
    .select({ item: orderItems, ...orderedArtworkColumns })
    .from(orderItems)
    .innerJoin(artworks, eq(orderItems.artworkId, artworks.id))
    .innerJoin(artists, eq(artworks.userId, artists.id))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
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
  return lines;
}

export async function findOrderOwner(db: Executor, orderId: number): Promise<string | null> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.userId ?? null;
}
