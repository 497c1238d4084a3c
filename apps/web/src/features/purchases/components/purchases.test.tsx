import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT, order, orderLine, sales, sale } from '../../../testing/commerce.ts';
import { contrastOf } from '../../../testing/contrast.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('/my-purchases', { timeout: 30_000 }, () => {
  it('lists the buyer’s orders with the state of each work and the time a hold has left', async () => {
    const orders = [
      order(12, [orderLine(1), orderLine(2, { status: 'sold', decidedAt: '2026-03-04T12:00:00.000Z' })]),
      order(9, [orderLine(3, { status: 'expired' }), orderLine(4, { status: 'released' })], { status: 'released', createdAt: '2026-02-01T12:00:00.000Z', contact: { ...CONTACT, zip: null } }),
    ];
    stubFetch({ 'GET /api/orders/mine': () => json({ items: orders }) }, { user: user() });
    renderApp('/my-purchases');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Purchases' })).toBeInTheDocument();

    const latest = screen.getByRole('article', { name: 'Order #12' });
    expect(latest).toHaveTextContent('Awaiting confirmation');
    const [held, sold] = within(latest).getAllByRole('listitem');
    expect(held).toHaveTextContent('On hold for you');
    expect(held).toHaveTextContent('2 days 5 hours left');
    expect(sold).toHaveTextContent('Purchased');
    expect(sold).toHaveTextContent('Confirmed on March 4, 2026');
    expect(within(latest).getByText('Total').nextSibling).toHaveTextContent('$3,000');
    // Where it ships, with the ZIP code checkout asked for.
    expect(within(latest).getByText('Ship to').parentElement).toHaveTextContent('Ship toAda Lovelace, 1200 Lake Shore Dr, Evanston 60201');

    // An order placed before checkout asked for a ZIP code shows the address without one.
    const older = screen.getByRole('article', { name: 'Order #9' });
    expect(within(older).getByText('Ship to').parentElement).toHaveTextContent(/1200 Lake Shore Dr, Evanston$/);
    expect(older).toHaveTextContent('Hold expired');
    expect(older).toHaveTextContent('Released');
    expect(older).toHaveTextContent('Closed');
  });

  it('writes every state label at a contrast of 4.5:1 or more, not yellow on pale yellow', async () => {
    const orders = [
      order(12, [orderLine(1), orderLine(2, { status: 'sold', decidedAt: '2026-03-04T12:00:00.000Z' })]),
      order(9, [orderLine(3, { status: 'expired' })], { status: 'released', createdAt: '2026-02-01T12:00:00.000Z' }),
    ];
    stubFetch({ 'GET /api/orders/mine': () => json({ items: orders }) }, { user: user() });
    renderApp('/my-purchases');
    await screen.findByRole('heading', { level: 1, name: 'My Purchases' });
    for (const label of ['Awaiting confirmation', 'On hold for you', 'Purchased', 'Closed', 'Hold expired']) {
      expect(contrastOf(screen.getByText(label)), label).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('says when there are no orders yet', async () => {
    stubFetch({ 'GET /api/orders/mine': () => json({ items: [] }) }, { user: user({ role: 'artist' }) });
    renderApp('/my-purchases');
    expect(await screen.findByText('You have not ordered any works yet.')).toBeInTheDocument();
  });

  it('shows the admin Artwork Sales on the same path instead', async () => {
    const stub = stubFetch({ 'GET /api/admin/sales': () => json(sales([sale(1, 1000)])) }, { user: user({ role: 'admin' }) });
    renderApp('/my-purchases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artwork Sales' })).toBeInTheDocument();
    expect(stub.calls).not.toContain('GET /api/orders/mine');
  });
});
