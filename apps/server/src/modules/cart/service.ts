import { CART_MAX_ITEMS, DELIVERY_FEE } from '@vernissage/core/constants';
import { COMMERCE_MESSAGES as M, unavailableMessage, type Cart, type CartItemInput, type CartLine, type CartMergeResult } from '@vernissage/core/schemas';
import { discountedPrice } from '@vernissage/core/text';
import type { Database } from '../../db/client.ts';
import { notFound, refusal } from '../../lib/errors.ts';
import {
  activeEarlyAccessDiscounts,
  cartArtworkIds,
  deleteCartItem,
  earlyAccessKey,
  findCartArtworks,
  insertMissingCartItems,
  listCartItems,
  upsertCartItem,
  type CartArtwork,
  type CartEntry,
} from './repository.ts';

interface EarlyPrice {
  earlyAccessId: number;
  price: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The early-access prices that hold: a claim counts only when its early access is active,
 * includes the work, and its discount applied to the work's price gives the claimed price.
 * Anything else (a forged id or price, an early access since switched off) is ignored.
 */
async function verifiedEarlyPrices(db: Database, claims: readonly CartItemInput[], works: Map<number, CartArtwork>): Promise<Map<number, EarlyPrice>> {
  const discounts = await activeEarlyAccessDiscounts(db, claims);
  const verified = new Map<number, EarlyPrice>();
  for (const claim of claims) {
    const work = works.get(claim.artworkId);
    if (!work || claim.earlyAccessId == null || claim.discountedPrice == null) continue;
    const discount = discounts.get(earlyAccessKey(claim.earlyAccessId, claim.artworkId));
    if (discount === undefined) continue;
    const price = discountedPrice(work.price, discount);
    if (Math.abs(price - claim.discountedPrice) < 0.005) verified.set(claim.artworkId, { earlyAccessId: claim.earlyAccessId, price });
  }
  return verified;
}

/** A work as a cart line: its own price (after its own discount), or a verified early-access price when lower. */
export function cartLine(work: CartArtwork, early: EarlyPrice | null, galleryIndex: number | null = null): CartLine {
  const own = work.discountPercent ? discountedPrice(work.price, work.discountPercent) : null;
  const useEarly = early !== null && early.price < (own ?? work.price);
  const discounted = useEarly ? early.price : own;
  return {
    artwork: work.artwork,
    price: work.price,
    discountedPrice: discounted,
    earlyAccessId: useEarly ? early.earlyAccessId : null,
    amount: discounted ?? work.price,
    sold: work.sold,
    available: work.listed && work.sold === 0,
    galleryIndex,
  };
}

/** The totals count the works that can still be ordered. */
function summarize(items: CartLine[]): Cart {
  const subtotal = cents(items.filter((line) => line.available).reduce((sum, line) => sum + line.amount, 0));
  return { items, count: items.length, subtotal, deliveryFee: DELIVERY_FEE, total: cents(subtotal + DELIVERY_FEE) };
}

/** The last entry of a work wins, as adding again replaces it. */
function latestPerWork<T extends { artworkId: number }>(items: readonly T[]): T[] {
  return [...new Map(items.map((item) => [item.artworkId, item])).values()];
}

/** The signed-in person's cart (the spec's get-cart-details), priced now. */
export async function getCart(db: Database, userId: string): Promise<Cart> {
  const stored = await listCartItems(db, userId);
  const works = new Map(stored.map((item) => [item.artwork.id, item]));
  const claims = stored.map((item) => ({ artworkId: item.artwork.id, earlyAccessId: item.earlyAccessId, discountedPrice: item.discountedPrice }));
  const early = await verifiedEarlyPrices(db, claims, works);
  return summarize(stored.map((item) => cartLine(item, early.get(item.artwork.id) ?? null, item.galleryIndex)));
}

/** The spec's create-cart: a listed, available work goes in, replacing its earlier entry. */
export async function addToCart(db: Database, userId: string, input: CartItemInput & { galleryIndex?: number | null | undefined }): Promise<Cart> {
  const works = await findCartArtworks(db, [input.artworkId]);
  const work = works.get(input.artworkId);
  if (!work?.listed) throw notFound(M.artworkNotFound, 'artwork_not_found');
  if (work.sold !== 0) throw refusal('conflict', 'artwork_unavailable', unavailableMessage(work.artwork.title));
  const inCart = await cartArtworkIds(db, userId);
  if (!inCart.has(input.artworkId) && inCart.size >= CART_MAX_ITEMS) throw refusal('conflict', 'cart_full', M.cartFull);
  const early = (await verifiedEarlyPrices(db, [input], works)).get(input.artworkId);
  await upsertCartItem(db, {
    userId,
    artworkId: input.artworkId,
    earlyAccessId: early?.earlyAccessId ?? null,
    discountedPrice: early?.price ?? null,
    galleryIndex: input.galleryIndex ?? null,
  });
  return getCart(db, userId);
}

/** The spec's remove-cart-item, on the person's own cart only. */
export async function removeFromCart(db: Database, userId: string, artworkId: number): Promise<Cart> {
  if (!(await deleteCartItem(db, userId, artworkId))) throw notFound(M.notInCart, 'not_in_cart');
  return getCart(db, userId);
}

/**
 * A visitor's session cart joins the account at sign-in or sign-up. Works that are sold, on
 * hold, unknown or already in the account's cart are skipped (the entry there is kept); the
 * answer counts the works not added, by why, so the person can be told.
 */
export async function mergeGuestCart(db: Database, userId: string, items: readonly CartItemInput[]): Promise<CartMergeResult> {
  const given = latestPerWork(items);
  const works = await findCartArtworks(db, given.map((item) => item.artworkId));
  const inCart = await cartArtworkIds(db, userId);
  const early = await verifiedEarlyPrices(db, given, works);
  const entries: CartEntry[] = [];
  let unavailable = 0;
  let full = 0;
  for (const item of given) {
    const work = works.get(item.artworkId);
    if (inCart.has(item.artworkId)) continue;
    if (!work?.listed || work.sold !== 0) {
      unavailable += 1;
      continue;
    }
    if (inCart.size + entries.length >= CART_MAX_ITEMS) {
      full += 1;
      continue;
    }
    const price = early.get(item.artworkId);
    entries.push({ userId, artworkId: item.artworkId, earlyAccessId: price?.earlyAccessId ?? null, discountedPrice: price?.price ?? null, galleryIndex: null });
  }
  const merged = await insertMissingCartItems(db, entries);
  return { merged, skipped: given.length - merged, unavailable, full, cart: await getCart(db, userId) };
}

/** A visitor's session cart priced for /check-out, with the same rules as an account's cart. */
export async function previewCart(db: Database, items: readonly CartItemInput[]): Promise<Cart> {
  const given = latestPerWork(items);
  const works = await findCartArtworks(db, given.map((item) => item.artworkId));
  const early = await verifiedEarlyPrices(db, given, works);
  const lines = given.flatMap((item) => {
    const work = works.get(item.artworkId);
    return work?.listed ? [cartLine(work, early.get(item.artworkId) ?? null)] : [];
  });
  return summarize(lines);
}
