import { OrdersPage } from '../../features/hold-orders/components/orders-page.tsx';

/** /orders: every order in every state (route-table gates the role; the server checks it). */
export function OrdersRoute() {
  return <OrdersPage />;
}
