import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { LineArtwork } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { artworks, earlyAccess, orderItems, orders } from '../../db/schema/index.ts';
import { artists, buyers, deciders, lineArtwork, orderedArtworkColumns } from './order-rows.ts';

export interface SaleRow {
  id: number;
  orderId: number;
  artwork: LineArtwork;
  buyer: { id: string; name: string; email: string };
  amount: number;
  listPrice: number;
  earlyAccess: { id: number; title: string } | null;
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
      earlyAccess: { id: earlyAccess.id, title: earlyAccess.title },
      ...orderedArtworkColumns,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orderItems.orderId, orders.id))
    .innerJoin(buyers, eq(orders.userId, buyers.id))
    .innerJoin(artworks, eq(orderItems.artworkId, artworks.id))
    .innerJoin(artists, eq(artworks.userId, artists.id))
    .leftJoin(deciders, eq(orderItems.decidedBy, deciders.id))
    .leftJoin(earlyAccess, eq(orderItems.earlyAccessId, earlyAccess.id))
    .where(and(...where))
    .orderBy(desc(orderItems.decidedAt), desc(orderItems.id));
  return rows.map((row) => ({
    id: row.item.id,
    orderId: row.item.orderId,
    artwork: lineArtwork(row),
    buyer: row.buyer,
    amount: row.item.discountedPrice ?? row.item.price,
    listPrice: row.item.price,
    earlyAccess: row.earlyAccess,
    soldAt: row.item.decidedAt ?? row.item.holdExpiresAt,
    confirmedBy: row.confirmedBy,
  }));
}
