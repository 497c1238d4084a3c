import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderDetailSchema, adminOrderListSchema, type AdminOrderDetail, type AdminOrderList, type AdminOrdersQuery } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** One page of every order, searched and filtered by the server (admin). */
export function getAdminOrders(query: AdminOrdersQuery, signal?: AbortSignal): Promise<AdminOrderList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.size ? `?${params.toString()}` : '';
  return apiRequest(`/api/admin/orders${search}`, adminOrderListSchema, { signal });
}

export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'orders', query],
      queryFn: ({ signal }) => getAdminOrders(query, signal),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}

/** One order with its history (admin). */
export function getAdminOrder(id: number, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return apiRequest(`/api/admin/orders/${id}`, adminOrderDetailSchema, { signal });
}

export function useAdminOrder(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'orders', 'one', id],
      queryFn: ({ signal }) => getAdminOrder(id ?? 0, signal),
      enabled: id !== null,
      staleTime: 0,
    }),
  );
}
