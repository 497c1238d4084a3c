import { describe, expect, it } from 'vitest';
import { addToGuestCart, clearGuestCart, GUEST_CART_KEY, readGuestCart, removeFromGuestCart } from './guest-cart.ts';

describe('the visitor’s session cart', () => {
  it('keeps one entry per work: adding again replaces it, in the spec’s shape, with the count beside it', () => {
    addToGuestCart({ artworkId: 1, discountedPrice: null, earlyAccessId: null });
    addToGuestCart({ artworkId: 2, discountedPrice: 400, earlyAccessId: 5 });
    addToGuestCart({ artworkId: 1, discountedPrice: 850, earlyAccessId: 3 });
    expect(JSON.parse(window.sessionStorage.getItem(GUEST_CART_KEY)!)).toEqual([
      { workId: 2, discounted_price: 400, early_access_id: 5 },
      { workId: 1, discounted_price: 850, early_access_id: 3 },
    ]);
    expect(window.sessionStorage.getItem('cartItemCount')).toBe('2');
    expect(readGuestCart().map((item) => item.artworkId)).toEqual([2, 1]);

    removeFromGuestCart(2);
    expect(readGuestCart()).toEqual([{ artworkId: 1, discountedPrice: 850, earlyAccessId: 3 }]);
    expect(window.sessionStorage.getItem('cartItemCount')).toBe('1');

    clearGuestCart();
    expect(readGuestCart()).toEqual([]);
    expect(window.sessionStorage.getItem('cartItemCount')).toBe('0');
  });

  it('reads a damaged entry as an empty cart', () => {
    window.sessionStorage.setItem(GUEST_CART_KEY, '{not json');
    expect(readGuestCart()).toEqual([]);
    window.sessionStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ workId: 'x' }]));
    expect(readGuestCart()).toEqual([]);
  });
});
