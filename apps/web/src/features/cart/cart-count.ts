import { countFormat, storedValue, useStoredValue } from '../../lib/browser-storage.ts';

/** The visitor's cart size lives in sessionStorage under the spec's key. */
export const CART_COUNT_KEY = 'cartItemCount';

const cartCount = storedValue('session', CART_COUNT_KEY, countFormat, 0);

export function readCartCount(): number {
  return cartCount.read();
}

/** Stores the count; every badge following it, in this tab or another, shows it. */
export function writeCartCount(count: number): void {
  cartCount.write(count);
}

export function useCartCount(): number {
  return useStoredValue(cartCount);
}
