import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';

/** /checkout: a signed-in person's cart and order (guarded: visitors go to /). */
export function CheckoutRoute() {
  return <CheckoutPage />;
}
