import { screen, waitFor, within } from '@testing-library/react';
import { STUDIO_MESSAGES as S, type StudioWorkRow } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { fill, refusal } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { countsOf, workRow } from '../testing/studio-fixtures.ts';

// The page is loaded lazily by its route; loading it once up front keeps each test's waits short.
beforeAll(() => import('./my-works-page.tsx'), 60_000);

const artist = user({ id: 'artist-1', name: 'Ada Lovelace', role: 'artist' });

const WORKS: StudioWorkRow[] = [
  workRow(1, { state: 'draft', title: 'Harbour sketch', price: null, missing: ['price'] }),
  workRow(2, { state: 'draft', title: 'Blue study' }),
  workRow(3, { state: 'listed', title: 'Lake at dusk', price: 2000, discountedPrice: 1700 }),
  workRow(4, { state: 'listed', title: 'Red barn' }),
  workRow(5, { state: 'listed', title: 'Prairie' }),
  workRow(6, { state: 'hidden', title: 'Old portrait' }),
  workRow(7, { state: 'sold', title: 'Sold nocturne' }),
];

/** The server as the page sees it: search, state filter and paging over WORKS; counts of all of them. */
function worksFetch(rows: StudioWorkRow[] = WORKS, routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch(
    {
      'GET /api/studio/works': (url) => {
        const state = url.searchParams.get('state');
        const q = url.searchParams.get('q')?.toLowerCase() ?? '';
        const matching = rows.filter((row) => (!state || row.state === state) && (!q || row.title.toLowerCase().includes(q)));
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return json({ total: matching.length, counts: countsOf(rows), items: matching.slice(offset, offset + limit) });
      },
      ...routes,
    },
    { user: artist },
  );
}

const listCalls = (calls: string[]) => calls.filter((call) => call.startsWith('GET /api/studio/works?'));

describe('My Works', { timeout: 60_000 }, () => {
  it('shows the counts by state and filters by state', async () => {
    const stub = worksFetch();
    const { user: person, router } = renderApp('/my-works/grid');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Works' })).toBeInTheDocument();
    const states = await screen.findByRole('radiogroup', { name: 'Show works' });
    for (const name of ['All (7)', 'Draft (2)', 'Listed (3)', 'Hidden (1)', 'On hold (0)', 'Sold (1)']) {
      expect(within(states).getByRole('radio', { name })).toBeInTheDocument();
    }
    const grid = screen.getByRole('list', { name: 'Your works' });
    expect(within(grid).getAllByRole('article')).toHaveLength(7);
    // The discounted work shows its price struck through and what collectors pay.
    const lake = within(grid).getByRole('article', { name: 'Lake at dusk' });
    expect(within(lake).getByText('$2,000').closest('del')).not.toBeNull();
    expect(within(lake).getByText('$1,700')).toBeInTheDocument();

    await person.click(within(states).getByRole('radio', { name: 'Listed (3)' }));
    await waitFor(() => expect(listCalls(stub.calls)).toContain('GET /api/studio/works?sort=newest&offset=0&limit=24&state=listed'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your works' })).getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('article', { name: 'Harbour sketch' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=listed');
  });

  it('searches by title, sorts, and shows the same works as a table', async () => {
    const stub = worksFetch();
    const { user: person } = renderApp('/my-works/grid');
    await fill(person, await screen.findByRole('searchbox', { name: 'Search by title' }), 'lake');
    await person.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls(stub.calls)).toContain('GET /api/studio/works?sort=newest&offset=0&limit=24&q=lake'));
    expect(await screen.findByText('1 work matching “lake”')).toBeInTheDocument();

    await person.click(screen.getByRole('combobox', { name: 'Sort' }));
    await person.click(await screen.findByTitle('Price, low to high'));
    await waitFor(() => expect(listCalls(stub.calls)).toContain('GET /api/studio/works?sort=price-asc&offset=0&limit=24&q=lake'));

    await person.click(screen.getByRole('radio', { name: 'List' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Lake at dusk' })).toHaveAttribute('href', '/project/projectDetails/3');
    expect(within(table).getByRole('link', { name: 'Edit Lake at dusk' })).toHaveAttribute('href', '/project/projectDetails/3');
  });

  it('invites a seller with no works to add one', async () => {
    worksFetch([]);
    renderApp('/project');
    expect(await screen.findByText(/You have not added any works yet/)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Add a work' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/project/projectDetails/new');
  });

  it('asks before deleting, and cannot delete a sold work', async () => {
    let deleted = false;
    const stub = worksFetch(WORKS, {
      'DELETE /api/studio/works/2': () => {
        deleted = true;
        return json({ message: S.deleted });
      },
    });
    const { user: person } = renderApp('/my-works/grid');
    expect(await screen.findByRole('button', { name: `Delete Sold nocturne: ${S.lockedDelete}` })).toBeDisabled();

    await person.click(screen.getByRole('button', { name: 'Delete Blue study' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete “Blue study”?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    const before = listCalls(stub.calls).length;
    await person.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(S.deleted)).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(listCalls(stub.calls).length).toBeGreaterThan(before));
  });

  it('says what a work lacks when it cannot be listed', async () => {
    worksFetch(WORKS, {
      'PUT /api/studio/works/1/state': () => refusal(409, 'conflict', 'listing_incomplete', 'Before the work can be listed it needs a price.', { price: 'a price' }),
    });
    const { user: person } = renderApp('/my-works/grid');
    await person.click(await screen.findByRole('button', { name: 'List Harbour sketch' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('“Harbour sketch” cannot be listed yet', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('a price');
    expect(within(dialog).getByRole('button', { name: 'Complete the work' })).toBeInTheDocument();
  });

  it('is a 404 page for a collector', async () => {
    stubFetch({}, { user: user({ role: 'collector' }) });
    renderApp('/my-works/grid');
    expect(await screen.findByRole('button', { name: 'Go To Home' })).toBeInTheDocument();
  });
});
