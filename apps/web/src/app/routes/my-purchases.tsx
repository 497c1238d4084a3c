import { useSession } from '../../lib/api/get-session.ts';
import { SalesPage } from '../../features/hold-orders/components/sales-page.tsx';
import { MyPurchasesPage } from '../../features/purchases/components/my-purchases-page.tsx';

/** /my-purchases: the admin's Artwork Sales, everyone else's purchases (spec/02 §2 side menu). */
export function MyPurchasesRoute() {
  const { user } = useSession();
  return user?.role === 'admin' ? <SalesPage /> : <MyPurchasesPage />;
}
