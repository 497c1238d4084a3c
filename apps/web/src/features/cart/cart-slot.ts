import { cartMergeNotice } from '@vernissage/core/schemas';
import type { CartSlot } from '../../lib/cart-slot.ts';
import { mergeGuestCart } from './api/merge-guest-cart.ts';
import { CartButton } from './components/cart-button.tsx';

/** The cart feature's pieces for the shared slot (lib/cart-slot.tsx); the app provides them. */
export const cartSlot: CartSlot = {
  CartButton,
  moveVisitorCart: async () => {
    const result = await mergeGuestCart();
    return result ? cartMergeNotice(result) : null;
  },
};
