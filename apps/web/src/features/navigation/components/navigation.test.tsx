import { screen, waitFor, within } from '@testing-library/react';
import { SNIPPET } from '@vernissage/core/constants';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { snippet, user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// LOG IN/SIGN UP opens the sign-in modal; jsdom cannot run the captcha's workers.
async function sideMenu() {
  return screen.findByRole('navigation', { name: 'Side menu' });
}

describe('side menu on admin-layout pages', () => {
  it('shows Hold Orders to the admin', async () => {
    stubFetch({}, { user: user({ role: 'admin' }) });
    renderApp('/profile');
    const menu = await sideMenu();
    expect(await within(menu).findByRole('link', { name: 'Hold Orders' })).toHaveAttribute('href', '/hold-orders');
    expect(within(menu).getByRole('link', { name: 'Snippets' })).toHaveAttribute('href', '/vernissage-snippet');
  });

  it('shows My Works and the packing instructions to an artist', async () => {
    stubFetch(
      { [`GET /api/snippets/${SNIPPET.packingInstructions}`]: () => json(snippet(SNIPPET.packingInstructions, '<p>Wrap the work in glassine.</p>', { title: 'Packing Instructions' })) },
      { user: user({ role: 'artist' }) },
    );
    const { user: person } = renderApp('/profile');
    const menu = await sideMenu();
    expect(await within(menu).findByRole('link', { name: 'My Works' })).toHaveAttribute('href', '/my-works/grid');
    expect(within(menu).queryByRole('link', { name: 'Hold Orders' })).not.toBeInTheDocument();

    await person.click(within(menu).getByText('Packing Instructions'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Wrap the work in glassine.')).toBeInTheDocument();
  });

  it('shows a collector neither My Works nor the admin tools', async () => {
    stubFetch({}, { user: user({ role: 'collector' }) });
    renderApp('/profile');
    const menu = await sideMenu();
    expect(await within(menu).findByRole('link', { name: 'My Purchases' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'My Works' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Hold Orders' })).not.toBeInTheDocument();
  });

  it('is a list of links, not an ARIA menu, and Up, Down, Home and End move between its entries', async () => {
    stubFetch({}, { user: user({ role: 'collector' }) });
    const { user: person } = renderApp('/profile');
    const menu = await sideMenu();
    const first = await within(menu).findByRole('link', { name: 'Gallery' });
    expect(within(menu).queryByRole('menu')).not.toBeInTheDocument();
    expect(within(menu).queryAllByRole('menuitem')).toHaveLength(0);
    const entries = within(menu).getAllByRole('listitem').map((item) => item.querySelector<HTMLElement>('.side-menu__entry')!);
    expect(entries[0]).toBe(first);
    first.focus();
    await person.keyboard('{ArrowDown}');
    expect(entries[1]).toHaveFocus();
    await person.keyboard('{End}');
    expect(entries.at(-1)).toHaveFocus();
    await person.keyboard('{ArrowDown}');
    expect(entries[0]).toHaveFocus();
    await person.keyboard('{ArrowUp}');
    expect(entries.at(-1)).toHaveFocus();
    await person.keyboard('{Home}');
    expect(entries[0]).toHaveFocus();
  });
});

/** The entries of the open account menu (the dropdown, not the side menu's own items). */
async function accountMenuEntries(): Promise<string[]> {
  const signOut = await screen.findByRole('menuitem', { name: /Sign Out/ });
  const menu = signOut.closest<HTMLElement>('[role="menu"]')!;
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('admin layout header', () => {
  it('carries the top bar’s cart button and the same account menu', async () => {
    stubFetch({ [`GET /api/snippets/${SNIPPET.terms}`]: () => json(snippet(SNIPPET.terms, '<p>Terms</p>')) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person, router } = renderApp('/terms');
    await person.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const topBarEntries = await accountMenuEntries();
    expect(topBarEntries).toContain('My Ratings');

    await router.navigate('/my-ratings');
    const side = await sideMenu();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const cart = screen.getByRole('link', { name: /^Cart, / });
    expect(cart).toHaveAttribute('href', '/checkout');
    expect(side).not.toContainElement(cart);
    const avatar = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    await person.click(avatar);
    expect(await accountMenuEntries()).toEqual(topBarEntries);
  });

  it('offers a visitor the cart of the stored count and LOG IN/SIGN UP', async () => {
    window.sessionStorage.setItem('cartItemCount', '2');
    stubFetch();
    renderApp('/reset-password');
    await sideMenu();
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/check-out');
    expect(screen.getByRole('button', { name: 'LOG IN/SIGN UP' })).toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('shows a visitor LOG IN/SIGN UP, which opens the sign-in modal, and a cart to /check-out with the stored count', async () => {
    window.sessionStorage.setItem('cartItemCount', '3');
    stubFetch({ [`GET /api/snippets/${SNIPPET.terms}`]: () => json(snippet(SNIPPET.terms, '<p>Terms</p>')) });
    const { user: person, router } = renderApp('/terms');

    const cart = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/check-out');
    // A visitor's Gallery is the crowd's, which needs no account.
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/view-gallery');
    await person.click(screen.getByRole('button', { name: 'LOG IN/SIGN UP' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to Vernissage' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms');
  });

  it('shows a signed-in person the account menu, Taste Test while unfinished, and a cart to /checkout', async () => {
    stubFetch({ [`GET /api/snippets/${SNIPPET.terms}`]: () => json(snippet(SNIPPET.terms, '<p>Terms</p>')) }, { user: user({ tasteTestStatus: 0 }) });
    renderApp('/terms');

    expect(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' })).toHaveTextContent('AL');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Taste Test' })).toHaveAttribute('href', '/taste-test-quiz');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByRole('button', { name: 'LOG IN/SIGN UP' })).not.toBeInTheDocument();
  });

  it('signs out: clears both storages, tells the server and goes home', async () => {
    window.localStorage.setItem('something', 'kept');
    window.sessionStorage.setItem('cartItemCount', '2');
    const stub = stubFetch({ [`GET /api/snippets/${SNIPPET.terms}`]: () => json(snippet(SNIPPET.terms, '<p>Terms</p>')) }, { user: user() });
    const { user: person, router } = renderApp('/terms');

    await person.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await person.click(await screen.findByText('Sign Out'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(stub.calls).toContain('POST /api/accounts/sign-out');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.getItem('cartItemCount')).toBeNull();
  });

  it('keeps Sign Out disabled while the call runs', async () => {
    let finish: (response: Response) => void = () => undefined;
    stubFetch(
      {
        [`GET /api/snippets/${SNIPPET.terms}`]: () => json(snippet(SNIPPET.terms, '<p>Terms</p>')),
        'POST /api/accounts/sign-out': () => new Promise<Response>((resolve) => (finish = resolve)),
      },
      { user: user() },
    );
    const { user: person, router } = renderApp('/terms');
    await person.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await person.click(await screen.findByText('Sign Out'));

    await person.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Sign Out/ })).toHaveAttribute('aria-disabled', 'true'));
    expect(router.state.location.pathname).toBe('/terms');

    finish(new Response(null, { status: 204 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
