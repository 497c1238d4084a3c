import { screen, waitFor, within } from '@testing-library/react';
import { listingIncompleteMessage, type StudioWorkRow } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { countsOf, workRow } from '../testing/studio-fixtures.ts';

beforeAll(() => import('./admin-works-page.tsx'), 60_000);

const admin = user({ id: 'admin-1', name: 'Vera Admin', role: 'admin' });
const berthe = { id: 'artist-2', name: 'Berthe Morisot' };

const WORKS: StudioWorkRow[] = [
  workRow(1, { state: 'listed', title: 'Lake at dusk' }),
  workRow(2, { state: 'listed', title: 'Red barn', seller: berthe }),
  workRow(3, { state: 'draft', title: 'Harbour sketch', cover: null, price: null, missing: ['cover', 'price'] }),
  workRow(4, { state: 'sold', title: 'Sold nocturne', seller: berthe }),
];

function adminFetch(routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch(
    {
      'GET /api/admin/artworks': (url) => {
        const sellerId = url.searchParams.get('sellerId');
        const matching = WORKS.filter((work) => !sellerId || work.seller.id === sellerId);
        return json({ total: matching.length, counts: countsOf(matching), items: matching });
      },
      'GET /api/admin/artworks/sellers': () => json([{ id: 'artist-1', name: 'Ada Lovelace', works: 2 }, { ...berthe, works: 2 }]),
      ...routes,
    },
    { user: admin },
  );
}

async function table() {
  const found = await screen.findByRole('table');
  await within(found).findByText('Lake at dusk');
  return found;
}

describe("the admin's Art Works", { timeout: 60_000 }, () => {
  it('lists every work with its artist and state, and filters by artist', async () => {
    const stub = adminFetch();
    const { user: person } = renderApp('/admin-art-works');
    expect(await screen.findByRole('heading', { level: 1, name: 'Art Works' })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const sold = rows[4] as HTMLElement;
    expect(within(sold).getByText('Sold nocturne')).toBeInTheDocument();
    expect(within(sold).getByText('Berthe Morisot')).toBeInTheDocument();
    expect(within(sold).getByText('Sold')).toBeInTheDocument();
    expect(within(sold).getByRole('button', { name: /^Delete Sold nocturne: / })).toBeDisabled();
    expect(stub.calls).toContain('GET /api/admin/artworks?sort=newest&offset=0&limit=20');

    await person.click(screen.getByRole('combobox', { name: 'Artist' }));
    await person.click(await screen.findByTitle('Berthe Morisot (2)'));
    await waitFor(() => expect(stub.calls).toContain('GET /api/admin/artworks?sort=newest&offset=0&limit=20&sellerId=artist-2'));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Lake at dusk')).not.toBeInTheDocument());
  });

  it('hides the selected works after a confirmation, sending their ids', async () => {
    const sent: Array<Record<string, unknown>> = [];
    adminFetch({
      'PUT /api/admin/artworks/state': (_url, init) => {
        sent.push(bodyOf(init));
        return json({ message: 'The works have been updated.', changed: [1, 2], refused: [] });
      },
    });
    const { user: person } = renderApp('/art-works');
    const list = await table();
    expect(screen.getByRole('button', { name: /Hide selected/ })).toBeDisabled();
    await person.click(within(list).getByRole('checkbox', { name: 'Select Lake at dusk' }));
    await person.click(within(list).getByRole('checkbox', { name: 'Select Red barn' }));
    expect(screen.getByText('2 works selected')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: /Hide selected/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hide 2 works?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The works have been updated.')).toBeInTheDocument();
    expect(sent).toEqual([{ ids: [1, 2], state: 'hidden' }]);
  });

  it('says which works could not be listed, and why', async () => {
    adminFetch({
      'PUT /api/admin/artworks/state': () =>
        json({ message: 'The works have been updated.', changed: [1], refused: [{ id: 3, title: 'Harbour sketch', missing: ['cover', 'price'] }] }),
    });
    const { user: person } = renderApp('/art-works-actions');
    const list = await table();
    await person.click(within(list).getByRole('checkbox', { name: 'Select Lake at dusk' }));
    await person.click(within(list).getByRole('checkbox', { name: 'Select Harbour sketch' }));
    await person.click(screen.getByRole('button', { name: /List selected/ }));
    await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'List' }));
    // Found by its text: a role query over the whole table is slow in jsdom.
    const alert = (await screen.findByText('1 work could not be listed')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(`Harbour sketch: ${listingIncompleteMessage(['cover', 'price'])}`);
    expect(within(alert).getByRole('link', { name: 'Harbour sketch' })).toHaveAttribute('href', '/project/projectDetails/3');
  });

  it('is a 404 page for an artist', async () => {
    stubFetch({}, { user: user({ role: 'artist' }) });
    renderApp('/art-works');
    expect(await screen.findByRole('button', { name: 'Go To Home' })).toBeInTheDocument();
  });
});
