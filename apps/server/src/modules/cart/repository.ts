import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { CartItemInput, LineArtwork, StoredImage } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { artworks, cartItems, earlyAccess, earlyAccessArtworks, users, type ArtworkStatus } from '../../db/schema/index.ts';

/** A work as the cart prices it: the listing, its sold state and its own discount. */
export interface CartArtwork {
  artwork: LineArtwork;
  price: number;
  discountPercent: number | null;
  sold: 0 | 1 | 2;
  listed: boolean;
}

export interface StoredCartItem extends CartArtwork {
  earlyAccessId: number | null;
  discountedPrice: number | null;
  galleryIndex: number | null;
}

const artworkColumns = {
  id: artworks.id,
  title: artworks.workTitle,
  width: artworks.width,
  height: artworks.height,
  imageUrls: artworks.imageUrls,
  price: artworks.price,
  discountPercent: artworks.discountPercent,
  sold: artworks.sold,
  status: artworks.status,
  artistId: users.id,
  artistName: users.name,
};

interface ArtworkRow {
  id: number;
  title: string;
  width: number;
  height: number;
  imageUrls: StoredImage[];
  price: number;
  discountPercent: number | null;
  sold: 0 | 1 | 2;
  status: ArtworkStatus;
  artistId: string;
  artistName: string;
}

function toCartArtwork(row: ArtworkRow): CartArtwork {
  return {
    artwork: {
      id: row.id,
      title: row.title,
      artist: { id: row.artistId, name: row.artistName },
      image: row.imageUrls[0] ?? null,
      width: row.width,
      height: row.height,
    },
    price: row.price,
    discountPercent: row.discountPercent,
    sold: row.sold,
    listed: row.status === '1',
  };
}

/** The works of these ids that exist, with their artist; unknown ids are left out. */
export async function findCartArtworks(db: Database, ids: readonly number[]): Promise<Map<number, CartArtwork>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(artworkColumns)
    .from(artworks)
    .innerJoin(users, eq(artworks.userId, users.id))
    .where(inArray(artworks.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toCartArtwork(row)]));
}

/** The person's cart, oldest entry first. */
export async function listCartItems(db: Database, userId: string): Promise<StoredCartItem[]> {
  const rows = await db
    .select({
      ...artworkColumns,
      earlyAccessId: cartItems.earlyAccessId,
      discountedPrice: cartItems.discountedPrice,
      galleryIndex: cartItems.galleryIndex,
    })
    .from(cartItems)
    .innerJoin(artworks, eq(cartItems.artworkId, artworks.id))
    .innerJoin(users, eq(artworks.userId, users.id))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.artworkId));
  return rows.map((row) => ({
    ...toCartArtwork(row),
    earlyAccessId: row.earlyAccessId,
    discountedPrice: row.discountedPrice,
    galleryIndex: row.galleryIndex,
  }));
}

export async function cartArtworkIds(db: Database, userId: string): Promise<Set<number>> {
  const rows = await db.select({ artworkId: cartItems.artworkId }).from(cartItems).where(eq(cartItems.userId, userId));
  return new Set(rows.map((row) => row.artworkId));
}

export interface CartEntry {
  userId: string;
  artworkId: number;
  earlyAccessId: number | null;
  discountedPrice: number | null;
  galleryIndex: number | null;
}

/** Adds a work to the cart, replacing the entry the work already has there. */
export async function upsertCartItem(db: Database, entry: CartEntry): Promise<void> {
  const { earlyAccessId, discountedPrice, galleryIndex } = entry;
  await db
    .insert(cartItems)
    .values(entry)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.artworkId],
      set: { earlyAccessId, discountedPrice, galleryIndex, createdAt: new Date() },
    });
}

/** Adds works that are not in the cart yet (entries already there are kept); answers how many. */
export async function insertMissingCartItems(db: Database, entries: readonly CartEntry[]): Promise<number> {
  if (!entries.length) return 0;
  const inserted = await db
    .insert(cartItems)
    .values([...entries])
    .onConflictDoNothing({ target: [cartItems.userId, cartItems.artworkId] })
    .returning({ artworkId: cartItems.artworkId });
  return inserted.length;
}

/** Removes a work from the person's own cart; false when it was not there. */
export async function deleteCartItem(db: Database, userId: string, artworkId: number): Promise<boolean> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.artworkId, artworkId)))
    .returning({ artworkId: cartItems.artworkId });
  return deleted.length > 0;
}

/**
 * The discount of every early access that is active and includes the work, for each claimed
 * (early access, work) pair: the facts a claimed early-access price is checked against.
 */
export async function activeEarlyAccessDiscounts(db: Database, claims: readonly CartItemInput[]): Promise<Map<string, number>> {
  const pairs = claims.filter((claim) => claim.earlyAccessId != null);
  if (!pairs.length) return new Map();
  const rows = await db
    .select({ earlyAccessId: earlyAccess.id, artworkId: earlyAccessArtworks.artworkId, discount: earlyAccess.discount })
    .from(earlyAccessArtworks)
    .innerJoin(earlyAccess, eq(earlyAccessArtworks.earlyAccessId, earlyAccess.id))
    .where(
      and(
        eq(earlyAccess.status, '1'),
        or(...pairs.map((claim) => and(eq(earlyAccessArtworks.earlyAccessId, claim.earlyAccessId!), eq(earlyAccessArtworks.artworkId, claim.artworkId)))),
      ),
    );
  return new Map(rows.map((row) => [earlyAccessKey(row.earlyAccessId, row.artworkId), row.discount]));
}

export const earlyAccessKey = (earlyAccessId: number, artworkId: number) => `${earlyAccessId}:${artworkId}`;
