import { fireEvent, screen, within } from '@testing-library/react';
import { EARLY_ACCESS_MESSAGES as M, earlyAccessPageSchema } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storedImage } from '../../../testing/artwork-detail.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// The page is loaded lazily by its route; loading it once up front keeps each test's waits short.
beforeAll(() => import('./manage-early-access-page.tsx'), 60_000);

const FIRST_PAINT_MS = 20_000;

/** A desktop window: every breakpoint's media query matches (the tests' default window matches none, as the smallest phone). */
function wideWindow() {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query.includes('min-width') }));
}
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
    wideWindow();
    const { user: person } = renderApp('/manage-early-work');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Early Access' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    // The table may draw empty before its rows arrive.
    const autumn = await within(table).findByRole('row', { name: /Autumn Preview/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['Early Access Title', 'Date', 'Status', 'Edit', 'Delete']));
    expect(autumn).toHaveTextContent('10/01/2026');
    expect(autumn).toHaveTextContent('Active');
    expect(within(table).getByRole('row', { name: /Spring Preview/ })).toHaveTextContent('Inactive');

    await person.click(screen.getByRole('button', { name: 'Delete Spring Preview' }));
    expect((await screen.findAllByText(M.deleteConfirm)).length).toBeGreaterThan(0);
    await person.click(screen.getByRole('button', { name: /^Delete$/ }));
    expect((await screen.findAllByText(M.deleted)).length).toBeGreaterThan(0);
    expect(deleted).toEqual(['/api/admin/early-access/1']);
  });

  it('keeps Edit and Delete on a phone, where the date and the discount give way', async () => {
    stubFetch({ 'GET /api/admin/early-access': () => json(LIST) }, { user: admin });
    renderApp('/manage-early-work');
    const table = await screen.findByRole('table', {}, { timeout: FIRST_PAINT_MS });
    await within(table).findByRole('row', { name: /Autumn Preview/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Early Access Title', 'Status', 'Edit', 'Delete']);
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

  it('edits the pictures: removes one, adds a chosen file after the save, and keeps the form with what is left when a picture is refused', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    const first = storedImage(2, 1);
    const second = storedImage(2, 2);
    const item = {
      id: 2,
      title: 'Autumn Preview',
      description: '<p>Early works.</p>',
      earlyDate: '2026-10-01',
      status: '1',
      discount: 20,
      artistIds: ['a1'],
      artworkIds: [11],
      images: [first, second],
    };
    const bodies: unknown[] = [];
    let uploads = 0;
    stubFetch(
      {
        'GET /api/admin/early-access': () => json(LIST),
        'GET /api/admin/early-access/2': () => json(item),
        'GET /api/admin/early-access/artists': () => json({ items: [{ id: 'a1', name: 'Ada Painter', role: 'artist', workCount: 3 }] }),
        'GET /api/admin/early-access/works': () => json({ items: [{ id: 11, title: 'Lake', artistId: 'a1', artistName: 'Ada Painter', price: 1000, sold: 0 }] }),
        'PUT /api/admin/early-access/2': (_url, init) => {
          const body = JSON.parse(String(init?.body)) as { keepImages: string[] };
          bodies.push(body);
          return json({ message: M.updated, item: { ...item, images: [first, second].filter((image) => body.keepImages.includes(image.url)) } });
        },
        'POST /api/admin/early-access/2/images': () => {
          uploads += 1;
          return json({ error: { code: 'bad_request', message: 'The image must be a JPEG, PNG or WebP picture', fields: { image: 'The image must be a JPEG, PNG or WebP picture' } } }, 400);
        },
      },
      { user: admin },
    );
    const { user: person } = renderApp('/manage-early-access');
    await person.click(await screen.findByRole('button', { name: 'Edit Autumn Preview' }, { timeout: FIRST_PAINT_MS }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Early Work' });
    const pictures = await within(dialog).findByRole('list', { name: 'Early access images' });
    expect(within(pictures).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Image 1', 'Image 2']);
    await person.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'studio.png', { type: 'image/png' });
    await person.upload(within(dialog).getByLabelText(/Choose an image/), file);
    expect(within(pictures).getByRole('img', { name: 'studio.png (to add)' })).toBeInTheDocument();
    // Not a picture by its name and type: refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText(/Choose an image/), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(dialog).findByText(/^notes\.txt: /)).toBeInTheDocument();

    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${M.updated} ${M.imageFailed} (studio.png): The image must be a JPEG, PNG or WebP picture`);
    expect(bodies).toEqual([expect.objectContaining({ keepImages: [second.url], title: 'Autumn Preview' })]);
    expect(uploads).toBe(1);
    // The saved state stays in the form, and the picture still to add is kept.
    expect(within(pictures).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Image 1', 'studio.png (to add)']);
    expect(within(dialog).getByLabelText('Early Access Title')).toHaveValue('Autumn Preview');
  });
});
