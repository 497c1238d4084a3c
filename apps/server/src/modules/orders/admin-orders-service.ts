import { adminOrdersQuerySchema, COMMERCE_MESSAGES as M, type AdminOrderDetail, type AdminOrderList, type AdminOrdersQuery } from '@vernissage/core/schemas';
import { notFound } from '../../lib/errors.ts';
import { findAdminOrder, listAdminOrders, orderHistory } from './admin-orders-repository.ts';
import type { OrderDeps } from './deps.ts';
import { sweepHolds } from './hold-service.ts';

/**
 * The admin's Orders page: every order in every state, searched, filtered and paged by the
 * database. Holds past their time are ended first, so an expired hold never reads as held.
 */
export async function adminOrders(deps: OrderDeps, query: AdminOrdersQuery): Promise<AdminOrderList> {
  await sweepHolds(deps);
  return listAdminOrders(deps.db, adminOrdersQuerySchema.parse(query));
}

/** One order with its history: holds placed and decided (by whom), and the e-mails it sent. */
export async function adminOrder(deps: OrderDeps, id: number): Promise<AdminOrderDetail> {
  await sweepHolds(deps);
  const order = await findAdminOrder(deps.db, id);
  if (!order) throw notFound(M.orderNotFound, 'order_not_found');
  return { ...order, history: await orderHistory(deps.db, order, deps.env.SUPPORT_EMAIL) };
}
