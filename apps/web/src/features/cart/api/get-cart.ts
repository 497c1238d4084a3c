import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/** The signed-in person's cart (the spec's get-cart-details), shared by the badge, toggles and checkout. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiRequest('/api/cart', typed<Cart>(), { signal });
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: ['cart'], queryFn: ({ signal }) => getCart(signal), staleTime: 30_000 });
}

/** The member's cart; pass false for visitors, whose cart is in session storage. */
export function useCart(enabled = true) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
