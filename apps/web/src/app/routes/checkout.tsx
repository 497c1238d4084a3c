import { CheckoutPage } from '../../features/cart/components/checkout-page.tsx';

/** /checkout: a signed-in person's cart and order (guarded: visitors see the members' page). */
export function CheckoutRoute() {
  return <CheckoutPage />;
}
