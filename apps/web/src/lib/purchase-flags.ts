import { flagFormat, storedValue } from './browser-storage.ts';

/**
 * The post-purchase page's Go To Gallery sets this session flag (spec/01 §2); the gallery reads
 * it to offer the taste modal after a purchase.
 */
export const SHOW_PURCHASE_TASTE_MODAL_KEY = 'show-purchase-taste-modal';

const showPurchaseTasteModal = storedValue('session', SHOW_PURCHASE_TASTE_MODAL_KEY, flagFormat, false);

export function markShowPurchaseTasteModal(): void {
  showPurchaseTasteModal.write(true);
}

/** Whether the flag is set (lib/use-flag-once.ts clears it once the modal is drawn). */
export function readShowPurchaseTasteModal(): boolean {
  return showPurchaseTasteModal.read();
}

/** Clears the flag once the modal has shown, so it shows once. */
export function clearShowPurchaseTasteModal(): void {
  showPurchaseTasteModal.remove();
}
