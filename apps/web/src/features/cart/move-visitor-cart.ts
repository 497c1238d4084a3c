import { cartMergeNotice } from '@vernissage/core/schemas';
import { mergeGuestCart } from './api/merge-guest-cart.ts';

/** The cart kept as a visitor joins the account; what to tell the person about works left out. */
export async function moveVisitorCart(): Promise<string | null> {
  const result = await mergeGuestCart();
  return result ? cartMergeNotice(result) : null;
}
