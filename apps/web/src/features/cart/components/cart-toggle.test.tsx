import { screen, waitFor } from '@testing-library/react';
import { CART_MAX_ITEMS } from '@vernissage/core/constants';
import { COMMERCE_MESSAGES, unavailableMessage } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { GUEST_CART_KEY } from '../guest-cart.ts';
import { bodyOf, refusal } from '../../../testing/accounts.ts';
import { cart, cartLine } from '../../../testing/commerce.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderComponent } from '../../../testing/render-component.tsx';
import { CartToggle, type CartToggleProps } from './cart-toggle.tsx';

function renderToggle(props: CartToggleProps) {
  return renderComponent(<CartToggle {...props} />).user;
}

const stored = () => JSON.parse(window.sessionStorage.getItem(GUEST_CART_KEY) ?? '[]') as unknown[];

describe('CartToggle', { timeout: 30_000 }, () => {
  it('adds a visitor’s work to the session cart, then offers to remove it', async () => {
    stubFetch();
    const person = renderToggle({ artworkId: 7, sold: 0, earlyAccessId: 3, discountedPrice: 850 });
    await person.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(stored()).toEqual([{ workId: 7, discounted_price: 850, early_access_id: 3 }]);
    expect(window.sessionStorage.getItem('cartItemCount')).toBe('1');

    await person.click(await screen.findByRole('button', { name: 'Remove from cart' }));
    expect(stored()).toEqual([]);
    expect(window.sessionStorage.getItem('cartItemCount')).toBe('0');
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('confirms an addition with a notice whose link leads a visitor to /check-out, and shows Remove as a secondary button', async () => {
    stubFetch();
    const { user: person, router } = renderComponent(<CartToggle artworkId={7} sold={0} />);
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect(add).toHaveClass('btn--primary');
    await person.click(add);

    expect(await screen.findByText(/Added to your cart/)).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove from cart' });
    expect(remove).not.toHaveClass('btn--primary');
    expect(remove).toHaveClass('btn--default');
    expect(remove.querySelector('.anticon-delete')).not.toBeNull();

    const link = screen.getByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/check-out');
    await person.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-out'));
  });

  it('leads a member from the notice to /checkout', async () => {
    stubFetch({ 'GET /api/cart': () => json(cart([])), 'POST /api/cart/items': () => json(cart([cartLine(9)])) }, { user: user() });
    const person = renderToggle({ artworkId: 9, sold: 0 });
    await person.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/checkout');
  });

  it('keeps the work in the cart when Add to cart is double-clicked', async () => {
    stubFetch();
    const person = renderToggle({ artworkId: 7, sold: 0 });
    await person.dblClick(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('button', { name: 'Remove from cart' })).toBeInTheDocument();
    expect(stored()).toEqual([{ workId: 7, discounted_price: null, early_access_id: null }]);
  });

  it('tells a visitor whose cart is full that it is full, and keeps the cart as it was', async () => {
    stubFetch();
    const full = Array.from({ length: CART_MAX_ITEMS }, (_, i) => ({ workId: i + 1, discounted_price: null, early_access_id: null }));
    window.sessionStorage.setItem(GUEST_CART_KEY, JSON.stringify(full));
    const person = renderToggle({ artworkId: 999, sold: 0 });
    await person.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(COMMERCE_MESSAGES.cartFull)).toBeInTheDocument();
    expect(COMMERCE_MESSAGES.cartFull).toContain(String(CART_MAX_ITEMS));
    expect(stored()).toEqual(full);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('shows a member’s work in the cart, removes it on the server and reads the cart again a second later', async () => {
    let lines = [cartLine(7), cartLine(8)];
    const stub = stubFetch(
      {
        'GET /api/cart': () => json(cart(lines)),
        'DELETE /api/cart/items/7': () => {
          lines = lines.filter((line) => line.artwork.id !== 7);
          return json(cart(lines));
        },
      },
      { user: user() },
    );
    const person = renderToggle({ artworkId: 7, sold: 0 });
    await person.click(await screen.findByRole('button', { name: 'Remove from cart' }));
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(stub.calls).toContain('DELETE /api/cart/items/7');
    const reads = () => stub.calls.filter((call) => call === 'GET /api/cart').length;
    expect(reads()).toBe(1);
    await waitFor(() => expect(reads()).toBe(2), { timeout: 4_000 });
  });

  it('adds a member’s work with its gallery place and early-access price', async () => {
    let sent: Record<string, unknown> = {};
    stubFetch(
      {
        'GET /api/cart': () => json(cart([])),
        'POST /api/cart/items': (_url, init) => {
          sent = bodyOf(init);
          return json(cart([cartLine(9, { discountedPrice: 900, earlyAccessId: 3 })]));
        },
      },
      { user: user() },
    );
    const person = renderToggle({ artworkId: 9, sold: 0, galleryIndex: 4, earlyAccessId: 3, discountedPrice: 900 });
    await person.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('button', { name: 'Remove from cart' })).toBeInTheDocument();
    expect(sent).toEqual({ artworkId: 9, galleryIndex: 4, earlyAccessId: 3, discountedPrice: 900 });
  });

  it('tells the member when the work was taken meanwhile', async () => {
    stubFetch(
      { 'GET /api/cart': () => json(cart([])), 'POST /api/cart/items': () => refusal(409, 'conflict', 'artwork_unavailable', unavailableMessage('Study 9')) },
      { user: user() },
    );
    const person = renderToggle({ artworkId: 9, sold: 0 });
    await person.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('"Study 9" is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it.each([
    [1, 'Sold', 'Artwork sold'],
    [2, 'On hold', 'Artwork put on hold by collector for purchase'],
  ] as const)('hides the button for sold = %i and shows the tooltip', async (sold, label, tooltip) => {
    stubFetch();
    const person = renderToggle({ artworkId: 5, sold });
    const marker = await screen.findByLabelText(tooltip);
    expect(marker).toHaveTextContent(label);
    expect(screen.queryByRole('button', { name: /cart/ })).not.toBeInTheDocument();
    await person.hover(marker);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(tooltip);
  });
});
