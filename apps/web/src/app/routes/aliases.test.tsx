import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cart } from '../../testing/commerce.ts';
import { json, stubFetch } from '../../testing/fetch-stub.ts';
import { user } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

// spec/02 §2 names /cart and /new-gallery beside /checkout and /gallery: inside the app they land on the canonical page.
describe('second addresses of a page', { timeout: 30_000 }, () => {
  it('/cart opens Checkout, keeping the query', async () => {
    stubFetch({ 'GET /api/cart': () => json(cart([])) }, { user: user() });
    const { router } = renderApp('/cart?from=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?from=mail');
  });

  it('/new-gallery opens the gallery', async () => {
    stubFetch({ 'GET /api/taste/queue': () => json({}, 500) }, { user: user() });
    const { router } = renderApp('/new-gallery');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(screen.queryByRole('heading', { name: /not found/i })).not.toBeInTheDocument();
  });
});
