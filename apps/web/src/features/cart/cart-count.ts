import { useSyncExternalStore } from 'react';

/** The visitor's cart size lives in sessionStorage under the spec's key. */
export const CART_COUNT_KEY = 'cartItemCount';
const CHANGE_EVENT = 'vernissage:cart-count';

export function readCartCount(): number {
  try {
    const value = Number(window.sessionStorage.getItem(CART_COUNT_KEY) ?? '0');
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  } catch {
    return 0;
  }
}

/** Stores the count and tells every badge in this tab (storage events only reach other tabs). */
export function writeCartCount(count: number): void {
  try {
    window.sessionStorage.setItem(CART_COUNT_KEY, String(Math.max(0, Math.floor(count))));
  } catch {
    // Storage can be unavailable (private mode quotas); the badge then stays as it was.
  }
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

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCartCount, () => 0);
}
