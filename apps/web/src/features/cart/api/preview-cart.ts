import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart, CartItemInput } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/** Prices a visitor's session cart with the server's rules (verified early-access prices, sold state). */
export function previewCart(items: readonly CartItemInput[], signal?: AbortSignal): Promise<Cart> {
  return apiRequest('/api/cart/preview', typed<Cart>(), { method: 'POST', body: { items }, signal });
}

export function cartPreviewQueryOptions(items: readonly CartItemInput[]) {
  return queryOptions({
    queryKey: ['cart-preview', items],
    queryFn: ({ signal }) => previewCart(items, signal),
    staleTime: 30_000,
    // Removing a work keeps the other lines on screen while the new prices load.
    placeholderData: keepPreviousData,
  });
}

export function useCartPreview(items: readonly CartItemInput[], enabled = true) {
  return useQuery({ ...cartPreviewQueryOptions(items), enabled });
}
