import type { CartSlot } from '../../lib/cart-slot.tsx';
import { CartButton } from './components/cart-button.tsx';

/** The cart feature's pieces for the shared slot (lib/cart-slot.tsx); the app provides them. */
export const cartSlot: CartSlot = {
  CartButton,
  // Fetched at sign-in: the merge and its notice (with the cart's schemas) stay off the first page.
  moveVisitorCart: () => import('./move-visitor-cart.ts').then((m) => m.moveVisitorCart()),
};
