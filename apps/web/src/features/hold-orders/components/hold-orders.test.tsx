import { screen, waitFor, within } from '@testing-library/react';
import { COMMERCE_MESSAGES as C } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../testing/accounts.ts';
import { hold, sale, sales } from '../../../testing/commerce.ts';
import { contrastOf } from '../../../testing/contrast.ts';
import { shownEmail } from '../../../testing/email-text.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { siteConfig, user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { salesQuery } from './sales-page.tsx';

const admin = user({ role: 'admin', name: 'Vernissage Admin' });

describe('/hold-orders', { timeout: 60_000 }, () => {
  it('lists the held works with buyer, contact, price and time left', async () => {
    stubFetch({ 'GET /api/admin/holds': () => json({ items: [hold(1, { holdExpiresAt: new Date(Date.now() + 5 * 3_600_000 + 30_000).toISOString() }), hold(2)], holdHours: 72 }) }, { user: admin });
    renderApp('/hold-orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hold Orders' })).toBeInTheDocument();
    expect(screen.getByText(/A hold lasts 72 hours/)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Held work 1' });
    expect(card).toHaveTextContent('Buyer 1');
    expect(within(card).getByText(shownEmail('buyer1@example.test')).closest('a')).toHaveAttribute('href', 'mailto:buyer1@example.test');
    expect(card).toHaveTextContent('1200 Lake Shore Dr, Evanston 60201');
    expect(card).toHaveTextContent('“Call after 5pm”');
    expect(card).toHaveTextContent('$2,500');
    expect(card).toHaveTextContent('5 hours left');
    expect(screen.getByRole('article', { name: 'Held work 2' })).toHaveTextContent('1 day 6 hours left');
    // The time left reads at 4.5:1 or more, urgent (red) or not (amber).
    expect(contrastOf(within(card).getByText('5 hours left'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastOf(screen.getByText('1 day 6 hours left'))).toBeGreaterThanOrEqual(4.5);
  });

  it('confirms a sale after the confirmation dialog', async () => {
    let holds = [hold(1)];
    const stub = stubFetch(
      {
        'GET /api/admin/holds': () => json({ items: holds, holdHours: 72 }),
        'POST /api/admin/holds/1/confirm': () => {
          holds = [];
          return json({ message: C.saleConfirmed, id: 1, status: 'sold', decidedAt: new Date().toISOString() });
        },
      },
      { user: admin },
    );
    const { user: person } = renderApp('/hold-orders');
    const card = await screen.findByRole('article', { name: 'Held work 1' });
    await person.click(within(card).getByRole('button', { name: 'Confirm sale' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Confirm the sale of "Held work 1"?');
    expect(dialog).toHaveTextContent('The work is marked as sold to Buyer 1 for $2,500.');
    expect(stub.calls).not.toContain('POST /api/admin/holds/1/confirm');
    await person.click(within(dialog).getByRole('button', { name: 'Confirm sale' }));

    expect(await screen.findByText(C.saleConfirmed)).toBeInTheDocument();
    expect(stub.calls).toContain('POST /api/admin/holds/1/confirm');
    expect(await screen.findByText('No works are on hold.')).toBeInTheDocument();
  });

  it('releases a hold after the dialog, and Cancel changes nothing', async () => {
    const stub = stubFetch(
      {
        'GET /api/admin/holds': () => json({ items: [hold(1)], holdHours: 72 }),
        'POST /api/admin/holds/1/release': () => refusal(409, 'conflict', 'hold_closed', C.holdClosed),
      },
      { user: admin },
    );
    const { user: person } = renderApp('/hold-orders');
    const card = await screen.findByRole('article', { name: 'Held work 1' });

    await person.click(within(card).getByRole('button', { name: 'Release' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Release the hold on "Held work 1"?');
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stub.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await person.click(within(card).getByRole('button', { name: 'Release' }));
    dialog = await screen.findByRole('dialog');
    await person.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText(C.holdClosed)).toBeInTheDocument();
    expect(stub.calls).toContain('POST /api/admin/holds/1/release');
  });

  it('is the 404 page for anyone but the admin', async () => {
    const stub = stubFetch({}, { user: user({ role: 'merchant' }) });
    renderApp('/hold-orders');
    expect(await screen.findByText(/might have been moved, removed or might never have existed/)).toBeInTheDocument();
    expect(stub.calls).not.toContain('GET /api/admin/holds');
  });
});

describe('Artwork Sales (the admin’s /my-purchases)', { timeout: 60_000 }, () => {
  it('shows each sale with the 15% commission and the artist’s share, and the totals', async () => {
    stubFetch(
      { 'GET /api/config': () => json({ ...siteConfig, product: 'Atelier' }), 'GET /api/admin/sales': () => json(sales([sale(1, 1000, { listPrice: 1250, earlyAccess: { id: 3, title: 'Spring Preview' } }), sale(2, 2450.5)])) },
      { user: admin },
    );
    renderApp('/my-purchases');
    const stats = await screen.findByLabelText('Totals');
    // The product is named by its setting, not as 'the product'.
    expect(screen.getByText(/^Completed sales, the commission Atelier takes and what each artist receives\./)).toBeInTheDocument();
    expect(screen.queryByText(/the product/)).not.toBeInTheDocument();
    expect(within(stats).getByText('Sales').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Sales total').nextSibling).toHaveTextContent('$3,450.50');
    expect(within(stats).getByText('Commission (15%)').nextSibling).toHaveTextContent('$517.58');
    expect(within(stats).getByText("Artists' share").nextSibling).toHaveTextContent('$2,932.92');

    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Commission (15%)' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Sold work 2/ });
    expect(row).toHaveTextContent('$2,450.50');
    expect(row).toHaveTextContent('$367.58');
    expect(row).toHaveTextContent('$2,082.92');
    expect(row).not.toHaveTextContent('Early access');
    // A work bought at an early price names the early access and its list price.
    expect(within(table).getByRole('row', { name: /Sold work 1/ })).toHaveTextContent('$1,000.00Early access “Spring Preview”, list $1,250.00');
    expect(within(table).getByRole('row', { name: /Total \(2 sales\)/ })).toHaveTextContent('$517.58');
  });

  it('filters by the dates the sales were confirmed', async () => {
    const stub = stubFetch(
      { 'GET /api/admin/sales': (url) => json(sales(url.searchParams.get('from') ? [] : [sale(1, 1000)])) },
      { user: admin },
    );
    const { user: person } = renderApp('/my-purchases');
    const form = await screen.findByRole('form', { name: 'Filter sales by date' });
    await person.type(within(form).getByLabelText('From'), '2026-03-01');
    await person.type(within(form).getByLabelText('To'), '2026-03-31');
    const expected = salesQuery({ from: '2026-03-01', to: '2026-03-31' });
    const search = new URLSearchParams({ from: expected.from!, to: expected.to! }).toString();
    await waitFor(() => expect(stub.calls).toContain(`GET /api/admin/sales?${search}`));
    expect(await screen.findByText('No sales in these dates.')).toBeInTheDocument();
    expect(new Date(expected.from!).getHours()).toBe(0);
    expect(new Date(expected.to!).getDate()).toBe(31);

    await person.click(within(form).getByRole('button', { name: 'Show all dates' }));
    expect(await screen.findByText('Sold work 1')).toBeInTheDocument();
  });
});
