import { cartMergeResultSchema, type CartMergeResult } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearGuestCart, readGuestCart } from '../guest-cart.ts';

/**
 * Hands the cart kept as a visitor to the account just signed in. The server skips works sold,
 * on hold or already in the account's cart. The session cart is emptied only once the server
 * has it, so a failure keeps it for the next sign-in.
 */
export async function mergeGuestCart(): Promise<CartMergeResult | null> {
  const items = readGuestCart();
  if (!items.length) return null;
  const result = await apiRequest('/api/cart/merge', cartMergeResultSchema, { method: 'POST', body: { items } });
  clearGuestCart();
  return result;
}
