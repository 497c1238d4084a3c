import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSellersSchema, type AdminSellers } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminWorksQueryKey } from './get-admin-works.ts';

/** GET /api/admin/artworks/sellers: every artist or merchant with a work, for the seller filter. */
export function getAdminSellers(signal?: AbortSignal): Promise<AdminSellers> {
  return apiRequest('/api/admin/artworks/sellers', adminSellersSchema, { signal });
}

export function adminSellersQueryOptions() {
  // Under the works' key: a work created, duplicated or deleted changes the counts beside each seller.
  return queryOptions({ queryKey: [...adminWorksQueryKey, 'sellers'], queryFn: ({ signal }) => getAdminSellers(signal) });
}

export function useAdminSellers() {
  return useQuery(adminSellersQueryOptions());
}
