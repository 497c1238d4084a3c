import { CheckoutPage } from '../../features/cart/components/checkout-page.tsx';

/** /checkout: a signed-in person's cart and order (guarded: visitors go to /). */
export function CheckoutRoute() {
  return <CheckoutPage />;
}
