import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { salesSchema, type Sales, type SalesQuery } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Completed sales with the commission and the artist's share, confirmed within the range (admin). */
export function getSales(range: SalesQuery, signal?: AbortSignal): Promise<Sales> {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const search = query.size ? `?${query.toString()}` : '';
  return apiRequest(`/api/admin/sales${search}`, salesSchema, { signal });
}

export function salesQueryOptions(range: SalesQuery) {
  return queryOptions({
    queryKey: ['admin', 'sales', range],
    queryFn: ({ signal }) => getSales(range, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useSales(range: SalesQuery) {
  return useQuery(salesQueryOptions(range));
}
