import { fireEvent, screen, within } from '@testing-library/react';
import { curatedSetSchema, SHARED_LINK_MESSAGES, type CuratedSet } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { artworkDetail, storedImage } from '../../../testing/artwork-detail.ts';
import { json, notFound, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/** Routes and the artwork detail load lazily: on a busy machine the first paint takes a while. */
const FIRST_PAINT_MS = 20_000;

const LONG_TITLE = 'An evening over the harbour when the boats have all come home at last';

/** A set as the server could send it: one work with a long title, one without a picture. */
function curatedSet(): CuratedSet {
  const { artistProfile: _a, ...first } = artworkDetail({ id: 100, title: LONG_TITLE, images: [storedImage(100)] });
  const { artistProfile: _b, ...second } = artworkDetail({ id: 101, title: 'Blank Study', images: [], sold: 1 });
  return curatedSetSchema.parse({ id: 4, shareUrl: 'blue-hour', path: '/artworks/blue-hour', title: 'Blue Hour', description: '<p>Works for a <strong>calm</strong> room.</p>', works: [first, second] });
}

describe('a curated set (/artworks/{share_url})', { timeout: 40_000 }, () => {
  it('shows its title, description and works (titles cut at 50, the wordmark for a work without a picture, the sold marker), and a work in a modal without the cart', async () => {
    stubFetch({
      'GET /api/shared-links/sets/blue-hour': () => json(curatedSet()),
      'GET /api/artworks/100': () => json(artworkDetail({ id: 100, title: LONG_TITLE, images: [storedImage(100)] })),
    });
    renderApp('/artworks/blue-hour');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Hour' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(screen.getByText('calm')).toBeInTheDocument();
    const cards = screen.getAllByRole('heading', { level: 2 });
    expect(cards.map((card) => card.textContent)).toEqual(['An evening over the harbour when the boats have al...', 'Blank Study']);
    expect(cards[0]).toHaveAttribute('title', LONG_TITLE);
    expect(document.querySelector('.curated-card__placeholder')?.textContent).toBeTruthy();
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the link to this set' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: `${LONG_TITLE} by Mara Lindqvist: show details` }));
    const dialog = await screen.findByRole('dialog', { name: LONG_TITLE });
    expect(await within(dialog).findByRole('heading', { level: 1, name: LONG_TITLE }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /cart/i })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Open the work’s page' })).toHaveAttribute('href', expect.stringMatching(/-100$/));
  });

  it('goes to /data-not-found with the spec’s message when the set is unknown', async () => {
    stubFetch({ 'GET /api/shared-links/sets/gone': () => notFound(SHARED_LINK_MESSAGES.notFound, 'shared_link_not_found') });
    renderApp('/artworks/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(await screen.findByText(SHARED_LINK_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('opens a stored selection at its All Artworks address', async () => {
    stubFetch({
      'GET /api/shared-links/selections/blue/9': () => json({ id: 9, shareUrl: 'blue', path: '/all-artworks/blue/9', segment: 'colours=14' }),
      'GET /api/artworks/browse': () => json({ total: 0, totalCapped: false, items: [], nextCursor: null }),
    });
    renderApp('/all-artworks/blue/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Artworks' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove Blue' })).toBeInTheDocument();
  });
});
