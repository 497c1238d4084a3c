import { NoPurchasePage, PurchaseSuccessPage, usePlacedOrder } from '../../features/cart/components/purchase-success-page.tsx';
import { useMyOrders } from '../../features/purchases/api/get-my-orders.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useSession } from '../../lib/api/get-session.ts';

/**
 * /purchase-sucess (the route keeps the spec's spelling): the post-purchase page. Checkout hands
 * it the order just placed; without one it thanks only a member who has ordered (a reload), and
 * tells a visitor or a member with no orders that there is nothing to thank them for.
 */
export function PurchaseSuccessRoute() {
  const { user } = useSession();
  const placed = usePlacedOrder();
  const mine = useMyOrders(user !== null && !placed);

  if (placed) return <PurchaseSuccessPage />;
  if (!user) return <NoPurchasePage />;
  if (mine.isPending) return <PageLoader />;
  if (mine.isError) return <QueryError error={mine.error} onRetry={() => void mine.refetch()} />;
  return mine.data.items.length > 0 ? <PurchaseSuccessPage /> : <NoPurchasePage />;
}
