import { alias } from 'drizzle-orm/pg-core';
import type { LineArtwork, OrderContact, StoredImage } from '@vernissage/core/schemas';
import { artworks, orderItems, users, type orders } from '../../db/schema/index.ts';

// What the orders, holds and sales repositories read alike: the work of a line with its artist,
// the buyer, and the shipping contact of an order.
export const artists = alias(users, 'artists');
export const buyers = alias(users, 'buyers');
export const deciders = alias(users, 'deciders');

export const artworkColumns = {
  artworkId: artworks.id,
  title: artworks.workTitle,
  width: artworks.width,
  height: artworks.height,
  imageUrls: artworks.imageUrls,
  artistId: artists.id,
  artistName: artists.name,
};

/** The same for an order's line: the title is the one the buyer ordered, whatever the work is called now. */
export const orderedArtworkColumns = { ...artworkColumns, title: orderItems.title };

interface ArtworkColumns {
  artworkId: number;
  title: string;
  width: number;
  height: number;
  imageUrls: StoredImage[];
  artistId: string;
  artistName: string;
}

export function lineArtwork(row: ArtworkColumns): LineArtwork {
  return {
    id: row.artworkId,
    title: row.title,
    artist: { id: row.artistId, name: row.artistName },
    image: row.imageUrls[0] ?? null,
    width: row.width,
    height: row.height,
  };
}

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

export function contactOf(order: OrderRow): OrderContact {
  return {
    name: order.contactName,
    email: order.contactEmail,
    phone: order.contactPhone,
    address: order.shippingAddress,
    city: order.city,
    zip: order.zip,
    notes: order.notes,
  };
}

export function priced(item: Pick<ItemRow, 'price' | 'discountedPrice' | 'earlyAccessId'>) {
  return { price: item.price, discountedPrice: item.discountedPrice, earlyAccessId: item.earlyAccessId, amount: item.discountedPrice ?? item.price };
}
