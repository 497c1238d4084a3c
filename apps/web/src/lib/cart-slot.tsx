import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface CartButtonProps {
  /** Members go to /checkout with the account's cart, visitors to /check-out with the stored one. */
  signedIn: boolean;
}

/**
 * What the shell and the sign-in flows need of the cart. A feature never imports another, so
 * the top bar (navigation) and sign-in (accounts) reach the cart through this slot, which the
 * app fills with the cart feature's pieces (app/providers.tsx). Pages that show an add-to-cart
 * button get it from their route page as a prop instead.
 */
export interface CartSlot {
  /** The top bar's link to the cart, with the number of works in it. */
  CartButton: ComponentType<CartButtonProps>;
  /**
   * Moves the cart kept as a visitor into the account just signed in, and answers what to tell
   * the person about works that could not join (null when there is nothing to say). It rejects
   * when the server did not take it; the cart then stays in the browser for the next sign-in.
   */
  moveVisitorCart: () => Promise<string | null>;
}

const CartSlotContext = createContext<CartSlot | null>(null);

export function CartSlotProvider({ slot, children }: { slot: CartSlot; children: ReactNode }) {
  return <CartSlotContext.Provider value={slot}>{children}</CartSlotContext.Provider>;
}

/** The cart's pieces; null outside the provider, where there is no cart button and no cart to move. */
export function useCartSlot(): CartSlot | null {
  return useContext(CartSlotContext);
}
