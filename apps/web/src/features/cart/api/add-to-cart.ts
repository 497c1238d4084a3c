import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCartItemInput, Cart } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { cartQueryOptions } from './get-cart.ts';

/**
 * The spec's create-cart: adds a work, replacing its entry; answers the whole cart, typed as
 * get-cart's answer is: Add to cart is on the artwork page, which loads no zod (decision record 037).
 */
export function addToCart(input: AddCartItemInput): Promise<Cart> {
  return apiRequest('/api/cart/items', typed<Cart>(), { method: 'POST', body: input });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions().queryKey, cart),
  });
}
