import { screen, within } from '@testing-library/react';
import { SHARED_LINK_MESSAGES as M, sharedLinksPageSchema } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, refusal } from '../../../testing/accounts.ts';
import { artworkDetail, storedImage } from '../../../testing/artwork-detail.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectText } from '../../../testing/messages.ts';

// The page is loaded lazily by its route; loading it once up front keeps each test's waits short.
beforeAll(() => import('./manage-shared-links-page.tsx'), 60_000);

/** The route and the admin layout load lazily: on a busy machine the first paint takes a while. */
const FIRST_PAINT_MS = 20_000;

const admin = user({ id: 'admin-1', name: 'Vera Admin', role: 'admin' });
const LINKS = sharedLinksPageSchema.parse({
  total: 2,
  items: [
    { id: 2, type: 'filter', shareUrl: 'blue', path: '/all-artworks/blue/2', title: null, workCount: null, createdAt: '2026-03-04T12:00:00.000Z' },
    { id: 1, type: 'curate', shareUrl: 'lake-picks', path: '/artworks/lake-picks', title: 'Lake Picks', workCount: 3, createdAt: '2026-03-01T12:00:00.000Z' },
  ],
});

describe('Manage Shared Links', { timeout: 40_000 }, () => {
  it('lists every link with its type and target opening in a new tab, and deletes the selected ones after the confirmation', async () => {
    const deleted: unknown[] = [];
    stubFetch(
      {
        'GET /api/admin/shared-links': () => json(LINKS),
        'POST /api/admin/shared-links/delete': (_url, init) => {
          deleted.push(bodyOf(init));
          return json({ deleted: 2, message: M.deleted(2) });
        },
      },
      { user: admin },
    );
    const { user: person } = renderApp('/manage-custom-url');
    const setLink = await screen.findByRole('link', { name: /\/artworks\/lake-picks$/ }, { timeout: FIRST_PAINT_MS });
    expect(setLink).toHaveAttribute('target', '_blank');
    const setRow = setLink.closest('tr')!;
    expect(within(setRow as HTMLElement).getAllByText('Curated set').length).toBeGreaterThan(0);
    expect(within(setRow as HTMLElement).getByText('Lake Picks')).toBeInTheDocument();

    await person.click(screen.getByRole('checkbox', { name: 'Select Lake Picks' }));
    await person.click(screen.getByRole('checkbox', { name: 'Select /all-artworks/blue/2' }));
    await person.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(M.deleteConfirm, { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    await person.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted(2))).toBeInTheDocument();
    expect(deleted).toEqual([{ ids: [1, 2] }]);
  });

  it('keeps what was typed when saving a curated set fails, and shows why', async () => {
    stubFetch(
      {
        'GET /api/admin/shared-links': () => json(LINKS),
        'GET /api/artworks/browse': () => {
          const { artistProfile: _profile, ...work } = artworkDetail({ id: 7, images: [storedImage(7)] });
          return json({ total: 1, totalCapped: false, items: [work], nextCursor: null });
        },
        'POST /api/admin/shared-links/sets': () => refusal(400, 'bad_request', 'works_unlisted', M.worksUnlisted, { artworkIds: M.worksUnlisted }),
      },
      { user: admin },
    );
    const { user: person } = renderApp('/manage-custom-url');
    await person.click(await screen.findByRole('button', { name: /Create curated set/ }, { timeout: FIRST_PAINT_MS }));
    const dialog = await screen.findByRole('dialog', { name: 'Create curated set' });
    await person.click(within(dialog).getByRole('button', { name: /Save/ }));
    await expectText(within(dialog), M.titleRequired);
    await expectText(within(dialog), M.worksRequired);

    await person.type(within(dialog).getByLabelText('Title'), 'Lake Picks');
    await person.click(await within(dialog).findByRole('button', { name: /Add Blue Hour, No\. 3/ }));
    expect(within(within(dialog).getByRole('list', { name: 'Chosen works' })).getByText('Blue Hour, No. 3')).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.worksUnlisted);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Lake Picks');
    expect(within(within(dialog).getByRole('list', { name: 'Chosen works' })).getByText('Blue Hour, No. 3')).toBeInTheDocument();
  });
});
