import { useQueryClient } from '@tanstack/react-query';
import { REMOVE_REFRESH_MS } from '@vernissage/core/constants';
import { COMMERCE_MESSAGES } from '@vernissage/core/messages';
import type { AddCartItemInput } from '@vernissage/core/schemas';
import { addToGuestCart, removeFromGuestCart, useGuestCart } from '../guest-cart.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useCart } from '../api/get-cart.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api/get-session.ts';

/**
 * Removing from whichever cart the person has: the account's on the server, or the visitor's in
 * session storage. Either way the cart is read again REMOVE_REFRESH_MS after the removal.
 */
export function useCartRemove() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const remove = useRemoveFromCart();
  return {
    pendingId: remove.isPending ? remove.variables : undefined,
    remove: async (artworkId: number): Promise<void> => {
      if (user) {
        await remove.mutateAsync(artworkId);
        return;
      }
      removeFromGuestCart(artworkId);
      window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['cart-preview'] }), REMOVE_REFRESH_MS);
    },
  };
}

export interface CartEntry {
  /** Whether the work is in the person's cart. */
  inCart: boolean;
  /** False while a member's cart is still loading. */
  ready: boolean;
  pending: boolean;
  add: () => Promise<void>;
  remove: () => Promise<void>;
}

/**
 * One work's place in the cart, for members (server) and visitors (session storage, where adding
 * replaces the work's entry). The item carries the early-access price when the work is offered
 * at one; the server keeps it only when it can verify it.
 */
export function useCartEntry(item: AddCartItemInput): CartEntry {
  const { user, isPending: sessionPending } = useSession();
  const member = user !== null;
  const cart = useCart(member);
  const guest = useGuestCart();
  const addition = useAddToCart();
  const removal = useCartRemove();
  const { artworkId } = item;

  const inCart = member ? (cart.data?.items.some((line) => line.artwork.id === artworkId) ?? false) : guest.some((entry) => entry.artworkId === artworkId);
  return {
    inCart,
    ready: !sessionPending && (!member || cart.data !== undefined),
    pending: addition.isPending || removal.pendingId === artworkId,
    add: async () => {
      if (member) {
        await addition.mutateAsync(item);
        return;
      }
      const added = addToGuestCart({ artworkId, earlyAccessId: item.earlyAccessId ?? null, discountedPrice: item.discountedPrice ?? null });
      // Refused the way the server refuses a member's full cart, so the page says the same.
      if (!added.added) throw new ApiRequestError(409, 'conflict', COMMERCE_MESSAGES.cartFull, undefined, added.reason);
    },
    remove: () => removal.remove(artworkId),
  };
}
