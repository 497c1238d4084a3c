import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderListSchema, type OrderList } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** The buyer's orders, newest first, each line with its hold state. */
export function getMyOrders(signal?: AbortSignal): Promise<OrderList> {
  return apiRequest('/api/orders/mine', orderListSchema, { signal });
}

export function myOrdersQueryOptions() {
  return queryOptions({ queryKey: ['orders', 'mine'], queryFn: ({ signal }) => getMyOrders(signal), staleTime: 0 });
}

export function useMyOrders(enabled = true) {
  return useQuery({ ...myOrdersQueryOptions(), enabled });
}
