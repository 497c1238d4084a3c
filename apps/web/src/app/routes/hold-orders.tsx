import { HoldOrdersPage } from '../../features/hold-orders/components/hold-orders-page.tsx';

/** /hold-orders: the admin's works on hold (route-table gates the role; the server checks it). */
export function HoldOrdersRoute() {
  return <HoldOrdersPage />;
}
