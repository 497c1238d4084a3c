import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES as A, cartMergeNotice, COMMERCE_MESSAGES as C, profileSchema, unavailableMessage, type Profile } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { GUEST_CART_KEY } from '../guest-cart.ts';
import { SHOW_PURCHASE_TASTE_MODAL_KEY } from '../../../lib/purchase-flags.ts';
import { bodyOf, fill, refusal, signedIn } from '../../../testing/accounts.ts';
import { cart, cartLine, order, orderLine } from '../../../testing/commerce.ts';
import { contrastOf } from '../../../testing/contrast.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { siteConfig, user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectText } from '../../../testing/messages.ts';

// The account modals load lazily (another feature): the first one may take a while to appear.
const MODAL_WAIT = { timeout: 20_000 };

function profile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    role: 'collector',
    phone: '+1 312 555 0100',
    city: 'Evanston',
    address: '1200 Lake Shore Dr',
    country: 'usa',
    bio: null,
    exhibitionHistory: null,
    educationHistory: null,
    logo: null,
    hasPassword: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });
}

const seedGuestCart = (entries: Array<{ workId: number; discounted_price?: number | null; early_access_id?: number | null }>) => {
  window.sessionStorage.setItem(GUEST_CART_KEY, JSON.stringify(entries));
  window.sessionStorage.setItem('cartItemCount', String(entries.length));
};

describe('/checkout for members', { timeout: 60_000 }, () => {
  it('lists the works with price and discount, the free delivery and the total, and prefills the details from the profile', async () => {
    stubFetch(
      {
        'GET /api/cart': () => json(cart([cartLine(1, { price: 1200, discountedPrice: 960, earlyAccessId: 4 }), cartLine(2, { price: 2500 })])),
        'GET /api/profile': () => json(profile()),
      },
      { user: user() },
    );
    renderApp('/checkout');
    const works = await screen.findByRole('list', { name: 'Works in your cart' });
    const first = within(works).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Study 1' })).toHaveAttribute('href', '/artwork-for-sale/Study-1');
    expect(first).toHaveTextContent('Artist 1');
    expect(first).toHaveTextContent('24 × 36 in');
    expect(first).toHaveTextContent('Listed at $1,200, now $960');
    expect(first).toHaveTextContent('Early access price');

    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('$3,460');
    expect(screen.getByText('Delivery').nextSibling).toHaveTextContent('Free');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$3,460');
    expect(screen.getByRole('button', { name: 'Place order · $3,460' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/checkout');

    const form = screen.getByRole('form', { name: 'Shipping details' });
    expect(within(form).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(within(form).getByLabelText('Email')).toHaveValue('ada@example.test');
    expect(within(form).getByLabelText('Phone')).toHaveValue('+1 312 555 0100');
    expect(within(form).getByLabelText('Address')).toHaveValue('1200 Lake Shore Dr');
    expect(within(form).getByText('Evanston')).toBeInTheDocument();
  });

  it('places the order with the details and shows the thanks on /purchase-sucess', async () => {
    let sent: Record<string, unknown> = {};
    // Whole dollars on the thanks page as everywhere but the carousel (spec/01 §9), cents or not.
    const placed = order(31, [orderLine(1, { price: 1249.5, amount: 1249.5 }), orderLine(2, { price: 2500, discountedPrice: 2124.25, amount: 2124.25 })]);
    stubFetch(
      {
        'GET /api/cart': () => json(cart([cartLine(1)])),
        'GET /api/profile': () => json(profile()),
        'POST /api/orders': (_url, init) => {
          sent = bodyOf(init);
          return json({ message: C.orderPlaced, order: placed }, 201);
        },
      },
      { user: user() },
    );
    const { user: person, router } = renderApp('/checkout');
    const form = await screen.findByRole('form', { name: 'Shipping details' });
    await fill(person, within(form).getByLabelText('ZIP code'), ' 60201 ');
    await fill(person, within(form).getByLabelText('Delivery notes (optional)'), 'Ring twice');
    await person.click(within(form).getByRole('button', { name: /^Place order/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-sucess'));
    expect(sent).toEqual({ name: 'Ada Lovelace', email: 'ada@example.test', phone: '+1 312 555 0100', address: '1200 Lake Shore Dr', city: 'Evanston', zip: ' 60201 ', notes: 'Ring twice' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeInTheDocument();
    expect(screen.getByText('Order #31')).toBeInTheDocument();
    const works = screen.getByRole('list', { name: 'Works in your order' });
    expect(works).toHaveTextContent('Study 1');
    const [first, second] = within(works).getAllByRole('listitem');
    expect(first).toHaveTextContent('$1,250');
    expect(second).toHaveTextContent('$2,124');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$3,374');
    expect(screen.getByText('Thank you for your purchase!').closest('.purchase-success')).not.toHaveTextContent(/\$[\d,]+\.\d/);
  });

  it('says the order is being placed and takes no second press meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const stub = stubFetch(
      {
        'GET /api/cart': () => json(cart([cartLine(1)])),
        'GET /api/profile': () => json(profile()),
        'POST /api/orders': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
      { user: user() },
    );
    const { user: person, router } = renderApp('/checkout');
    const form = await screen.findByRole('form', { name: 'Shipping details' });
    await fill(person, within(form).getByLabelText('ZIP code'), '60201');
    await person.click(within(form).getByRole('button', { name: /^Place order/ }));
    const placing = await within(form).findByRole('button', { name: /Placing your order…/ });
    expect(placing).toBeDisabled();
    await person.click(placing);
    expect(stub.calls.filter((call) => call === 'POST /api/orders')).toHaveLength(1);
    answer(json({ message: C.orderPlaced, order: order(32, [orderLine(1)]) }, 201));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-sucess'));
  });

  it('checks the details with the form messages before sending anything', async () => {
    const stub = stubFetch({ 'GET /api/cart': () => json(cart([cartLine(1)])), 'GET /api/profile': () => json(profile({ address: null, city: null })) }, { user: user() });
    const { user: person } = renderApp('/checkout');
    const form = await screen.findByRole('form', { name: 'Shipping details' });
    // The form's own messages, never the browser's bubble over them.
    expect(form).toHaveAttribute('novalidate');
    await person.click(within(form).getByRole('button', { name: /^Place order/ }));
    await expectText(within(form), C.addressRequired);
    expect(await within(form).findByText('Please select your city')).toBeInTheDocument();
    await expectText(within(form), C.zipRequired);
    // The keyboard and a screen reader land on the first field to fix.
    await waitFor(() => expect(within(form).getByLabelText('Address')).toHaveFocus());
    expect(stub.calls).not.toContain('POST /api/orders');
  });

  it('refuses a ZIP code and a phone that are not ones, keeping what was typed, and sends nothing', async () => {
    const stub = stubFetch({ 'GET /api/cart': () => json(cart([cartLine(1)])), 'GET /api/profile': () => json(profile()) }, { user: user() });
    const { user: person } = renderApp('/checkout');
    const form = await screen.findByRole('form', { name: 'Shipping details' });
    const zip = within(form).getByLabelText('ZIP code');
    // A phone's number pad, the postal-code autofill, and nothing the browser would check itself.
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    expect(zip).toHaveAttribute('autocomplete', 'postal-code');
    for (const field of within(form).getAllByRole('textbox')) {
      expect(field).not.toHaveAttribute('required');
      expect(field).not.toHaveAttribute('pattern');
    }
    await fill(person, zip, '6020');
    const phone = within(form).getByLabelText('Phone');
    await person.clear(phone);
    await fill(person, phone, 'hello');
    await person.click(within(form).getByRole('button', { name: /^Place order/ }));
    await expectText(within(form), C.zipInvalid);
    await expectText(within(form), A.phoneInvalid);
    expect(zip).toHaveValue('6020');
    expect(phone).toHaveValue('hello');
    expect(stub.calls).not.toContain('POST /api/orders');

    // Too long is said so, not that the phone is missing.
    await person.clear(phone);
    await fill(person, phone, '3'.repeat(41));
    await person.click(within(form).getByRole('button', { name: /^Place order/ }));
    await expectText(within(form), A.phoneMax);
    expect(within(form).queryByText(A.phoneRequired)).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the ZIP code on its field and keeps the details", async () => {
    stubFetch(
      {
        'GET /api/cart': () => json(cart([cartLine(1)])),
        'GET /api/profile': () => json(profile()),
        'POST /api/orders': () => json({ error: { code: 'bad_request', message: C.zipInvalid, fields: { zip: C.zipInvalid } } }, 400),
      },
      { user: user() },
    );
    const { user: person, router } = renderApp('/checkout');
    const form = await screen.findByRole('form', { name: 'Shipping details' });
    await fill(person, within(form).getByLabelText('ZIP code'), '60201');
    await person.click(within(form).getByRole('button', { name: /^Place order/ }));
    expect((await within(form).findAllByText(C.zipInvalid)).length).toBeGreaterThan(0);
    expect(within(form).getByLabelText('ZIP code')).toHaveValue('60201');
    expect(within(form).getByLabelText('Address')).toHaveValue('1200 Lake Shore Dr');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('shows the 409 naming the work, keeps what was typed, and marks the work as no longer available', async () => {
    let taken = false;
    stubFetch(
      {
        'GET /api/cart': () => json(cart([cartLine(1), cartLine(2, taken ? { sold: 2, available: false } : {})])),
        'GET /api/profile': () => json(profile()),
        'POST /api/orders': () => {
          taken = true;
          return refusal(409, 'conflict', 'artwork_unavailable', unavailableMessage('Study 2'));
        },
      },
      { user: user() },
    );
    const { user: person, router } = renderApp('/checkout');
    const form = await screen.findByRole('form', { name: 'Shipping details' });
    const name = within(form).getByLabelText('Full name');
    await person.clear(name);
    await fill(person, name, 'Ada King');
    await fill(person, within(form).getByLabelText('ZIP code'), '60201');
    await person.click(within(form).getByRole('button', { name: /^Place order/ }));

    expect(await within(form).findByText('"Study 2" is no longer available.')).toBeInTheDocument();
    expect(name).toHaveValue('Ada King');
    expect(within(form).getByLabelText('ZIP code')).toHaveValue('60201');
    expect(router.state.location.pathname).toBe('/checkout');
    // The cart is read again: the work shows as taken, and the order waits for its removal.
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    // The work's state, readable (4.5:1 or more), with the spec's tooltip.
    const state = screen.getByText('On hold');
    expect(contrastOf(state)).toBeGreaterThanOrEqual(4.5);
    await person.hover(state);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Artwork put on hold by collector for purchase');
    expect(within(form).getByText('Remove it from your cart to place your order.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /^Place order/ })).toBeDisabled();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$1,000');
  });

  it('removes a work from the cart', async () => {
    let lines = [cartLine(1), cartLine(2)];
    stubFetch(
      {
        'GET /api/cart': () => json(cart(lines)),
        'GET /api/profile': () => json(profile()),
        'DELETE /api/cart/items/1': () => {
          lines = [cartLine(2)];
          return json(cart(lines));
        },
      },
      { user: user() },
    );
    const { user: person } = renderApp('/checkout');
    await person.click(await screen.findByRole('button', { name: 'Remove "Study 1" from your cart' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Study 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$2,000');
  });

  it('says when the cart is empty', async () => {
    stubFetch({ 'GET /api/cart': () => json(cart([])), 'GET /api/profile': () => json(profile()) }, { user: user() });
    renderApp('/checkout');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Shipping details' })).not.toBeInTheDocument();
  });
});

describe('/check-out for visitors', { timeout: 60_000 }, () => {
  it('prices the session cart on the server and asks to log in or sign up', async () => {
    seedGuestCart([{ workId: 1, discounted_price: 800, early_access_id: 2 }, { workId: 2 }]);
    let sent: Record<string, unknown> = {};
    stubFetch({
      'POST /api/cart/preview': (_url, init) => {
        sent = bodyOf(init);
        return json(cart([cartLine(1, { discountedPrice: 800, earlyAccessId: 2 }), cartLine(2)]));
      },
    });
    const { user: person } = renderApp('/check-out');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(sent).toEqual({
      items: [
        { artworkId: 1, discountedPrice: 800, earlyAccessId: 2 },
        { artworkId: 2, discountedPrice: null, earlyAccessId: null },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Study 2' })).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$2,800');

    await person.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Join Vernissage as a collector' }, MODAL_WAIT)).toBeInTheDocument();
  });

  it('leads a visitor with an empty cart to the crowd’s gallery, which needs no account', async () => {
    stubFetch({});
    const { user: person, router } = renderApp('/check-out');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    await person.click(screen.getByRole('link', { name: 'Go To Gallery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-gallery'));
  });

  it('removes a work from the session cart, updating the badge', async () => {
    seedGuestCart([{ workId: 1 }, { workId: 2 }]);
    stubFetch({
      'POST /api/cart/preview': (_url, init) => {
        const { items } = bodyOf(init) as { items: Array<{ artworkId: number }> };
        return json(cart(items.map((item) => cartLine(item.artworkId))));
      },
    });
    const { user: person } = renderApp('/check-out');
    await person.click(await screen.findByRole('button', { name: 'Remove "Study 1" from your cart' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Study 1' })).not.toBeInTheDocument());
    expect(JSON.parse(window.sessionStorage.getItem(GUEST_CART_KEY)!)).toEqual([{ workId: 2, discounted_price: null, early_access_id: null }]);
    expect(window.sessionStorage.getItem('cartItemCount')).toBe('1');
  });

  it('moves the session cart into the account at sign-in and comes back to /checkout', async () => {
    seedGuestCart([{ workId: 1 }]);
    let merged: Record<string, unknown> | null = null;
    let account: ReturnType<typeof user> | null = null;
    stubFetch({
      'GET /api/session': () => json({ user: account }),
      'POST /api/cart/preview': () => json(cart([cartLine(1)])),
      'POST /api/accounts/sign-in': () => {
        account = user();
        return json(signedIn());
      },
      'POST /api/cart/merge': (_url, init) => {
        merged = bodyOf(init);
        return json({ merged: 1, skipped: 0, unavailable: 0, full: 0, cart: cart([cartLine(1)]) });
      },
      'GET /api/cart': () => json(cart(merged ? [cartLine(1)] : [])),
      'GET /api/profile': () => json(profile()),
    });
    const { user: person, router } = renderApp('/check-out');
    await person.click(await screen.findByRole('button', { name: 'Log in to place your order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to Vernissage' }, MODAL_WAIT);
    await fill(person, within(dialog).getByLabelText('Email'), 'ada@example.test');
    await fill(person, within(dialog).getByLabelText('Password'), 'correct horse battery');
    await person.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await person.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(merged).toEqual({ items: [{ artworkId: 1, discountedPrice: null, earlyAccessId: null }] });
    expect(window.sessionStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(await screen.findByRole('form', { name: 'Shipping details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Study 1' })).toBeInTheDocument();
  });

  it('tells the person at sign-in which works of the kept cart could not join it', async () => {
    seedGuestCart([{ workId: 1 }, { workId: 2 }]);
    let account: ReturnType<typeof user> | null = null;
    stubFetch({
      'GET /api/session': () => json({ user: account }),
      'POST /api/cart/preview': () => json(cart([cartLine(1), cartLine(2)])),
      'POST /api/accounts/sign-in': () => {
        account = user();
        return json(signedIn());
      },
      'POST /api/cart/merge': () => json({ merged: 1, skipped: 1, unavailable: 1, full: 0, cart: cart([cartLine(1)]) }),
      'GET /api/cart': () => json(cart([cartLine(1)])),
      'GET /api/profile': () => json(profile()),
    });
    const { user: person } = renderApp('/check-out');
    await person.click(await screen.findByRole('button', { name: 'Log in to place your order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to Vernissage' }, MODAL_WAIT);
    await fill(person, within(dialog).getByLabelText('Email'), 'ada@example.test');
    await fill(person, within(dialog).getByLabelText('Password'), 'correct horse battery');
    await person.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await person.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(cartMergeNotice({ full: 0, unavailable: 1 })!)).toBeInTheDocument();
  });

  it('sends a signed-in person on to /checkout', async () => {
    stubFetch({ 'GET /api/cart': () => json(cart([])), 'GET /api/profile': () => json(profile()) }, { user: user() });
    const { router } = renderApp('/check-out');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});

describe('/purchase-sucess', { timeout: 30_000 }, () => {
  it('thanks a buyer who comes back to it, says what happens next with the support contacts, and Go To Gallery sets the taste flag', async () => {
    stubFetch(
      {
        'GET /api/orders/mine': () => json({ items: [order(31, [orderLine(1)])] }),
        'GET /api/taste/queue': () => json({ status: 1, counter: 0, basis: 'taste', rankedAt: null, total: 0, items: [] }),
      },
      { user: user({ tasteTestStatus: 1 }) },
    );
    const { user: person, router } = renderApp('/purchase-sucess');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeInTheDocument();
    expect(screen.getByText('Our team will contact you to coordinate the shipping date and time.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: siteConfig.supportEmail })).toHaveAttribute('href', `mailto:${siteConfig.supportEmail}`);
    expect(screen.getByRole('link', { name: siteConfig.supportPhone })).toHaveAttribute('href', 'tel:+13125550142');

    await person.click(screen.getByRole('button', { name: 'Go To Gallery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    // The gallery read the flag (and cleared it) to thank the buyer.
    expect(await screen.findByRole('dialog', { name: 'Your work is on hold for you' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SHOW_PURCHASE_TASTE_MODAL_KEY)).toBeNull();
  });

  it('tells a visitor who never ordered that there is no order, and leads to the gallery', async () => {
    const stub = stubFetch();
    const { user: person, router } = renderApp('/purchase-sucess');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have no orders yet' })).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(stub.calls).not.toContain('GET /api/orders/mine');
    await person.click(screen.getByRole('link', { name: 'Go To Gallery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-gallery'));
    expect(window.sessionStorage.getItem(SHOW_PURCHASE_TASTE_MODAL_KEY)).toBeNull();
  });

  it('tells a member with no orders the same, with their own gallery', async () => {
    stubFetch({ 'GET /api/orders/mine': () => json({ items: [] }) }, { user: user() });
    renderApp('/purchase-sucess');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have no orders yet' })).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Gallery' })).toHaveAttribute('href', '/gallery');
  });
});
