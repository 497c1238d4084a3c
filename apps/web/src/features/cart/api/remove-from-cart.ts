import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REMOVE_REFRESH_MS } from '@vernissage/core/constants';
import type { Cart } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { cartQueryOptions } from './get-cart.ts';

/**
 * The spec's remove-cart-item; answers the whole cart, typed as get-cart's answer is: Remove from
 * cart is on the artwork page, which loads no zod (decision record 037).
 */
export function removeFromCart(artworkId: number): Promise<Cart> {
  return apiRequest(`/api/cart/items/${artworkId}`, typed<Cart>(), { method: 'DELETE' });
}

/**
 * Removes a work: the answer updates the cart at once, and the cart is read again
 * REMOVE_REFRESH_MS (1 s) later, as the spec has it.
 */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  const { queryKey } = cartQueryOptions();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: (cart) => {
      queryClient.setQueryData(queryKey, cart);
      window.setTimeout(() => void queryClient.invalidateQueries({ queryKey }), REMOVE_REFRESH_MS);
    },
  });
}
