import { CART_MAX_ITEMS } from '@vernissage/core/constants';
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

  it('refuses a work past CART_MAX_ITEMS and keeps every work already in it, instead of dropping the oldest', () => {
    for (let id = 1; id <= CART_MAX_ITEMS; id += 1) expect(addToGuestCart({ artworkId: id })).toEqual({ added: true });
    expect(addToGuestCart({ artworkId: CART_MAX_ITEMS + 1 })).toEqual({ added: false, reason: 'cart_full' });
    const ids = readGuestCart().map((item) => item.artworkId);
    expect(ids).toHaveLength(CART_MAX_ITEMS);
    expect(ids[0]).toBe(1);
    expect(ids).not.toContain(CART_MAX_ITEMS + 1);
    expect(window.sessionStorage.getItem('cartItemCount')).toBe(String(CART_MAX_ITEMS));
    // Replacing a work already there is not adding one.
    expect(addToGuestCart({ artworkId: 1, discountedPrice: 850, earlyAccessId: 3 })).toEqual({ added: true });
    expect(readGuestCart()).toHaveLength(CART_MAX_ITEMS);
    // Room again once a work is removed.
    removeFromGuestCart(2);
    expect(addToGuestCart({ artworkId: CART_MAX_ITEMS + 1 })).toEqual({ added: true });
  });

  it('reads a damaged entry as an empty cart', () => {
    window.sessionStorage.setItem(GUEST_CART_KEY, '{not json');
    expect(readGuestCart()).toEqual([]);
    window.sessionStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ workId: 'x' }]));
    expect(readGuestCart()).toEqual([]);
  });
});
