import { describe, expect, it } from 'vitest';
import { cartMergeNotice } from './commerce.ts';

describe('cartMergeNotice: what a person is told when their visitor cart did not all join', () => {
  it('says nothing when every work joined or was there already', () => {
    expect(cartMergeNotice({ full: 0, unavailable: 0 })).toBeNull();
  });

  it('names works sold or held meanwhile, one or several', () => {
    expect(cartMergeNotice({ full: 0, unavailable: 1 })).toBe('1 work in the cart you kept before signing in was sold or put on hold meanwhile.');
    expect(cartMergeNotice({ full: 0, unavailable: 3 })).toBe('3 works in the cart you kept before signing in were sold or put on hold meanwhile.');
  });

  it('names works that did not fit in the cart, with its limit, alone or after the unavailable ones', () => {
    expect(cartMergeNotice({ full: 2, unavailable: 0 })).toBe('2 works did not fit: your cart holds at most 50 works.');
    expect(cartMergeNotice({ full: 1, unavailable: 1 })).toBe(
      '1 work in the cart you kept before signing in was sold or put on hold meanwhile; 1 work did not fit: your cart holds at most 50 works.',
    );
  });
});
