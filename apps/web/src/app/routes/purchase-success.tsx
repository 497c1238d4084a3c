import { PurchaseSuccessPage } from '../../features/checkout/components/purchase-success-page.tsx';

/** /purchase-sucess (the route keeps the spec's spelling): the post-purchase page. */
export function PurchaseSuccessRoute() {
  return <PurchaseSuccessPage />;
}
