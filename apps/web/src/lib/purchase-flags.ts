/**
 * The post-purchase page's Go To Gallery sets this session flag (spec/01 §2); the gallery reads
 * it to offer the taste modal after a purchase.
 */
export const SHOW_PURCHASE_TASTE_MODAL_KEY = 'show-purchase-taste-modal';

export function markShowPurchaseTasteModal(): void {
  try {
    window.sessionStorage.setItem(SHOW_PURCHASE_TASTE_MODAL_KEY, '1');
  } catch {
    // Storage can be unavailable; going to the gallery still works.
  }
}

/** Whether the flag is set; it is cleared, so the modal shows once. */
export function takeShowPurchaseTasteModal(): boolean {
  try {
    const set = window.sessionStorage.getItem(SHOW_PURCHASE_TASTE_MODAL_KEY) === '1';
    window.sessionStorage.removeItem(SHOW_PURCHASE_TASTE_MODAL_KEY);
    return set;
  } catch {
    return false;
  }
}
