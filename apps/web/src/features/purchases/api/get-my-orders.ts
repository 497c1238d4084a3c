import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/** The buyer's orders, newest first, each line with its hold state; typed, not parsed, as /purchase-sucess loads no zod (decision record 055). */
export function getMyOrders(signal?: AbortSignal): Promise<OrderList> {
  return apiRequest('/api/orders/mine', typed<OrderList>(), { signal });
}

export function myOrdersQueryOptions() {
  return queryOptions({ queryKey: ['orders', 'mine'], queryFn: ({ signal }) => getMyOrders(signal), staleTime: 0 });
}

export function useMyOrders(enabled = true) {
  return useQuery({ ...myOrdersQueryOptions(), enabled });
}
