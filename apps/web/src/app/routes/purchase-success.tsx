import { PurchaseSuccessPage } from '../../features/cart/components/purchase-success-page.tsx';

/** /purchase-sucess (the route keeps the spec's spelling): the post-purchase page. */
export function PurchaseSuccessRoute() {
  return <PurchaseSuccessPage />;
}
