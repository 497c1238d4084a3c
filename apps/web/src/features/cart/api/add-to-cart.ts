import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartSchema, type AddCartItemInput, type Cart } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartQueryOptions } from './get-cart.ts';

/** The spec's create-cart: adds a work, replacing its entry; answers the whole cart. */
export function addToCart(input: AddCartItemInput): Promise<Cart> {
  return apiRequest('/api/cart/items', cartSchema, { method: 'POST', body: input });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions().queryKey, cart),
  });
}
