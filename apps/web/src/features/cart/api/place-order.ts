import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placedOrderSchema, type PlacedOrder, type PlaceOrderInput } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartQueryOptions } from './get-cart.ts';

/** Places an order for every work in the cart: each is held for the buyer, or none is (409). */
export function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  return apiRequest('/api/orders', placedOrderSchema, { method: 'POST', body: input });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async () => {
      // The cart is empty now, and My Purchases has a new order.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
  });
}
