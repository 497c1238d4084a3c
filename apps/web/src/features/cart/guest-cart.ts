import { CART_MAX_ITEMS } from '@vernissage/core/constants';
import type { CartItemInput } from '@vernissage/core/schemas';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { writeCartCount } from './cart-count.ts';

/**
 * A visitor's cart, kept in session storage in the spec's shape (workId, discounted_price,
 * early_access_id) with its size under cartItemCount for the badge. It joins the account at
 * sign-in or sign-up (api/merge-guest-cart.ts, called through the cart slot).
 */
export const GUEST_CART_KEY = 'cartItems';
const CHANGE_EVENT = 'vernissage:guest-cart';

const storedSchema = z.array(
  z.object({
    workId: z.number().int().positive(),
    discounted_price: z.number().min(0).nullish(),
    early_access_id: z.number().int().positive().nullish(),
  }),
);

const EMPTY: CartItemInput[] = [];
let cached: { raw: string | null; items: CartItemInput[] } = { raw: null, items: EMPTY };

function rawValue(): string | null {
  try {
    return window.sessionStorage.getItem(GUEST_CART_KEY);
  } catch {
    return null;
  }
}

/** The visitor's cart, oldest entry first. The same array is returned until it changes. */
export function readGuestCart(): CartItemInput[] {
  const raw = rawValue();
  if (raw === cached.raw) return cached.items;
  let items = EMPTY;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw ?? '[]'));
    if (parsed.success) {
      items = parsed.data.map((entry) => ({
        artworkId: entry.workId,
        discountedPrice: entry.discounted_price ?? null,
        earlyAccessId: entry.early_access_id ?? null,
      }));
    }
  } catch {
    // A damaged entry counts as an empty cart.
  }
  cached = { raw, items };
  return items;
}

function write(items: readonly CartItemInput[]): void {
  const stored = items.map((item) => ({ workId: item.artworkId, discounted_price: item.discountedPrice ?? null, early_access_id: item.earlyAccessId ?? null }));
  try {
    window.sessionStorage.setItem(GUEST_CART_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or unavailable: the cart stays as it was.
  }
  writeCartCount(items.length);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds a work; adding a work already in the cart replaces its entry (spec/01 §4). */
export function addToGuestCart(item: CartItemInput): void {
  const others = readGuestCart().filter((entry) => entry.artworkId !== item.artworkId);
  write([...others, item].slice(-CART_MAX_ITEMS));
}

export function removeFromGuestCart(artworkId: number): void {
  write(readGuestCart().filter((entry) => entry.artworkId !== artworkId));
}

/** Empties the visitor's cart (after it has joined the account). */
export function clearGuestCart(): void {
  try {
    window.sessionStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // Nothing to clear.
  }
  writeCartCount(0);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useGuestCart(): CartItemInput[] {
  return useSyncExternalStore(subscribe, readGuestCart, () => EMPTY);
}
