import { screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder, AdminOrderDetail } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { order, orderLine } from '../../../testing/commerce.ts';
import { contrastOf } from '../../../testing/contrast.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const admin = user({ role: 'admin', name: 'Vernissage Admin' });
const buyer = { id: 'buyer-1', name: 'Ada Collector', email: 'ada@example.test' };

function adminOrder(id: number, overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...order(id, [orderLine(id * 10, { status: 'sold', discountedPrice: 800 * id * 10, amount: 800 * id * 10, earlyAccessId: 3 }), orderLine(id * 10 + 1, { status: 'released' })]),
    buyer,
    ...overrides,
  };
}

describe('/orders', { timeout: 60_000 }, () => {
  it('lists every order with its works, their states, the early price and the total, and asks the server for the filters', async () => {
    const stub = stubFetch({ 'GET /api/admin/orders': () => json({ items: [adminOrder(2), adminOrder(1)], total: 42, page: 1, pageSize: 20 }) }, { user: admin });
    const { user: person, router } = renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('42 orders')).toBeInTheDocument();
    const row = screen.getByRole('button', { name: '#2' }).closest('tr')!;
    expect(row).toHaveTextContent('Study 20');
    expect(row).toHaveTextContent('Confirmed');
    expect(row).toHaveTextContent('Released');
    expect(row).toHaveTextContent('early access');
    // The early price is shown beside the struck-through price.
    expect(within(row).getByText('$20,000')).toBeInTheDocument();
    expect(within(row).getByText('$16,000')).toBeInTheDocument();

    await person.type(screen.getByRole('searchbox'), 'ada{Enter}');
    await waitFor(() => expect(stub.calls).toContain('GET /api/admin/orders?search=ada&page=1'));
    expect(router.state.location.search).toBe('?search=ada');

    await person.click(screen.getByTitle('2'));
    await waitFor(() => expect(stub.calls).toContain('GET /api/admin/orders?search=ada&page=2'));
  });

  it("opens an order's history: placed, decided by whom, and the e-mails sent, with a way to Hold Orders", async () => {
    const detail: AdminOrderDetail = {
      ...adminOrder(5, { items: [orderLine(50), orderLine(51, { status: 'sold' })] }),
      history: [
        { at: '2026-03-02T15:00:00.000Z', kind: 'placed', actor: 'Ada Collector', artworkTitle: 'Study 50', mail: null },
        { at: '2026-03-02T15:00:01.000Z', kind: 'mail', actor: null, artworkTitle: null, mail: { to: 'ada@example.test', subject: 'Your Vernissage order #5' } },
        { at: '2026-03-03T09:00:00.000Z', kind: 'confirmed', actor: 'Vernissage Admin', artworkTitle: 'Study 51', mail: null },
      ],
    };
    stubFetch(
      {
        'GET /api/admin/orders': () => json({ items: [adminOrder(5)], total: 1, page: 1, pageSize: 20 }),
        'GET /api/admin/orders/5': () => json(detail),
      },
      { user: admin },
    );
    const { user: person } = renderApp('/orders');
    await person.click(await screen.findByRole('button', { name: '#5' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Order #5');
    const history = await within(drawer).findByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Hold placed for “Study 50” by Ada Collector');
    expect(history).toHaveTextContent('E-mail to ada@example.test: “Your Vernissage order #5”');
    expect(history).toHaveTextContent('Sale confirmed for “Study 51” by Vernissage Admin');
    expect(within(drawer).getByRole('link', { name: 'Decide the holds on Hold Orders' })).toHaveAttribute('href', '/hold-orders');
    // Where to ship, with the ZIP code; each work's state readable at 4.5:1 or more.
    expect(within(drawer).getByRole('region', { name: 'Buyer and shipping' })).toHaveTextContent('1200 Lake Shore Dr, Evanston 60201');
    for (const label of ['Held', 'Confirmed']) {
      for (const tag of within(drawer).getAllByText(label)) expect(contrastOf(tag), label).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('says when no order matches the filters', async () => {
    stubFetch({ 'GET /api/admin/orders': () => json({ items: [], total: 0, page: 1, pageSize: 20 }) }, { user: admin });
    renderApp('/orders?state=expired');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 orders')).toBeInTheDocument();
  });
});
