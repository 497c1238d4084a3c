import { screen, within } from '@testing-library/react';
import { EARLY_ACCESS_MESSAGES as M, earlyAccessPageSchema } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// The page is loaded lazily by its route; loading it once up front keeps each test's waits short.
beforeAll(() => import('./manage-early-access-page.tsx'), 60_000);

const FIRST_PAINT_MS = 20_000;
const admin = user({ id: 'admin-1', name: 'Vera Admin', role: 'admin' });
const LIST = earlyAccessPageSchema.parse({
  total: 2,
  items: [
    { id: 2, title: 'Autumn Preview', earlyDate: '2026-10-01', status: '1', discount: 20, artistCount: 2, workCount: 4 },
    { id: 1, title: 'Spring Preview', earlyDate: null, status: '0', discount: 10, artistCount: 1, workCount: 2 },
  ],
});

describe('Manage Early Access', { timeout: 40_000 }, () => {
  it('lists early access with title, date, status, edit and delete, and deletes one after the confirmation', async () => {
    const deleted: string[] = [];
    stubFetch(
      {
        'GET /api/admin/early-access': () => json(LIST),
        'DELETE /api/admin/early-access/1': (url) => {
          deleted.push(url.pathname);
          return json({ message: M.deleted });
        },
      },
      { user: admin },
    );
    const { user: person } = renderApp('/manage-early-work');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Early Access' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['Early Access Title', 'Date', 'Status', 'Edit', 'Delete']));
    const autumn = within(table).getByRole('row', { name: /Autumn Preview/ });
    expect(autumn).toHaveTextContent('10/01/2026');
    expect(autumn).toHaveTextContent('Active');
    expect(within(table).getByRole('row', { name: /Spring Preview/ })).toHaveTextContent('Inactive');

    await person.click(screen.getByRole('button', { name: 'Delete Spring Preview' }));
    expect((await screen.findAllByText(M.deleteConfirm)).length).toBeGreaterThan(0);
    await person.click(screen.getByRole('button', { name: /^Delete$/ }));
    expect((await screen.findAllByText(M.deleted)).length).toBeGreaterThan(0);
    expect(deleted).toEqual(['/api/admin/early-access/1']);
  });

  it('shows every rule of the form on an empty Create, and sends nothing', async () => {
    const stub = stubFetch(
      {
        'GET /api/admin/early-access': () => json({ total: 0, items: [] }),
        'GET /api/admin/early-access/artists': () => json({ items: [{ id: 'a1', name: 'Ada Painter', role: 'artist', workCount: 3 }] }),
      },
      { user: admin },
    );
    const { user: person } = renderApp('/manage-early-access');
    await person.click(await screen.findByRole('button', { name: /Create Early Access$/ }, { timeout: FIRST_PAINT_MS }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Early Work' });
    await person.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const message of [M.titleRequired, M.descriptionRequired, M.artistsRequired, M.artworksRequired, M.discountRequired, M.passcodeRequired]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(stub.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
