import { CART_MAX_ITEMS } from '@vernissage/core/constants';
import type { CartItemInput } from '@vernissage/core/schemas';
import type { Contract } from '../../lib/api-client.ts';
import { jsonFormat, storedValue, useStoredValue, type StorageFormat } from '../../lib/browser-storage.ts';
import { writeCartCount } from './cart-count.ts';

/**
 * A visitor's cart, kept in session storage in the spec's shape (workId, discounted_price,
 * early_access_id) with its size under cartItemCount for the badge. It joins the account at
 * sign-in or sign-up (api/merge-guest-cart.ts, called through the cart slot).
 */
export const GUEST_CART_KEY = 'cartItems';

interface StoredEntry {
  workId: number;
  discounted_price?: number | null;
  early_access_id?: number | null;
}
const positiveInteger = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
const isEntry = (value: unknown): value is StoredEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const price = entry.discounted_price;
  const earlyAccess = entry.early_access_id;
  return positiveInteger(entry.workId) && (price == null || (typeof price === 'number' && price >= 0)) && (earlyAccess == null || positiveInteger(earlyAccess));
};
// Checked by hand rather than by a zod schema: the cart count is in the top bar of every page,
// and a visitor's first page loads no zod (decision record 037).
const storedEntries: Contract<StoredEntry[]> = {
  safeParse: (value) => (Array.isArray(value) && value.every(isEntry) ? { success: true, data: value } : { success: false }),
};
const stored = jsonFormat(storedEntries);

/** The spec's shape in storage, the API's shape in the app. A damaged entry counts as an empty cart. */
const guestCartFormat: StorageFormat<CartItemInput[]> = {
  parse: (raw) =>
    stored.parse(raw)?.map((entry) => ({
      artworkId: entry.workId,
      discountedPrice: entry.discounted_price ?? null,
      earlyAccessId: entry.early_access_id ?? null,
    })),
  format: (items) =>
    stored.format(items.map((item) => ({ workId: item.artworkId, discounted_price: item.discountedPrice ?? null, early_access_id: item.earlyAccessId ?? null }))),
};

const EMPTY: CartItemInput[] = [];
const guestCart = storedValue('session', GUEST_CART_KEY, guestCartFormat, EMPTY);

/** The visitor's cart, oldest entry first. The same array is returned until it changes. */
export function readGuestCart(): CartItemInput[] {
  return guestCart.read();
}

function write(items: CartItemInput[]): void {
  guestCart.write(items);
  writeCartCount(items.length);
}

export type GuestCartAddition = { added: true } | { added: false; reason: 'cart_full' };

/**
 * Adds a work; adding a work already in the cart replaces its entry (spec/01 §4). A full cart
 * (CART_MAX_ITEMS works) refuses a new work, as the server does a member's, and nothing already
 * in it is dropped (docs/decisions/013-invite-and-cart-limits.md).
 */
export function addToGuestCart(item: CartItemInput): GuestCartAddition {
  const others = readGuestCart().filter((entry) => entry.artworkId !== item.artworkId);
  if (others.length >= CART_MAX_ITEMS) return { added: false, reason: 'cart_full' };
  write([...others, item]);
  return { added: true };
}

export function removeFromGuestCart(artworkId: number): void {
  write(readGuestCart().filter((entry) => entry.artworkId !== artworkId));
}

/** Empties the visitor's cart (after it has joined the account). */
export function clearGuestCart(): void {
  guestCart.remove();
  writeCartCount(0);
}

/**
 * The visitor's cart, followed. `shapesPage` for the page that lists it (/check-out): drawn on the
 * server as empty, so a visitor with a cart gets it drawn by the app (useStoredValue).
 */
export function useGuestCart({ shapesPage = false } = {}): CartItemInput[] {
  return useStoredValue(guestCart, { shapesPage });
}
