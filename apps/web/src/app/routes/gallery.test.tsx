import { screen, waitFor } from '@testing-library/react';
import { queueSchema } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { bodyOf } from '../../testing/accounts.ts';
import { artistWorks, artworkDetail } from '../../testing/artwork-detail.ts';
import { cart, cartLine } from '../../testing/commerce.ts';
import { json, stubFetch } from '../../testing/fetch-stub.ts';
import { user } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { items } from '../../features/taste/testing.ts';

/** /gallery as the app composes it: the taste queue with the cart feature's Add to cart in its slots. */
function stubGallery() {
  const sent: Array<Record<string, unknown>> = [];
  stubFetch(
    {
      'GET /api/taste/queue': () =>
        json(queueSchema.parse({ status: 1, counter: 0, basis: 'taste', rankedAt: '2026-01-01T00:00:00.000Z', total: 3, items: items([11, 12, 13]) })),
      'GET /api/cart': () => json(cart([])),
      'POST /api/cart/items': (_url, init) => {
        const body = bodyOf(init);
        sent.push(body);
        return json(cart([cartLine(Number(body.artworkId))]));
      },
      'GET /api/artworks/12': () => json(artworkDetail({ id: 12, title: 'Study 12' })),
      'GET /api/artworks/12/by-artist': () => json(artistWorks(0)),
      'POST /api/artworks/12/views': () => new Response(null, { status: 204 }),
    },
    { user: user({ tasteTestStatus: 1 }) },
  );
  return sent;
}

// spec/01 §3 and §7: create-cart carries UID, workId and gallery_index, the work's place in the queue.
describe('Add to cart in /gallery', { timeout: 30_000 }, () => {
  it("sends the work's place in the gallery as galleryIndex", async () => {
    const sent = stubGallery();
    const { user: person } = renderApp('/gallery');
    await screen.findByRole('heading', { level: 2, name: 'Study 11' });
    await person.click(screen.getByRole('button', { name: 'Next artwork' }));
    await screen.findByRole('heading', { level: 2, name: 'Study 12' });
    await person.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ artworkId: 12, galleryIndex: 1 });
  });

  it('sends it from the details opened from the gallery too', async () => {
    window.sessionStorage.setItem('gallery_index', '1');
    const sent = stubGallery();
    const { user: person } = renderApp('/gallery');
    await person.click(await screen.findByRole('button', { name: 'Open the details of Study 12' }));
    await screen.findByRole('heading', { level: 1, name: 'Study 12' });
    await person.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ artworkId: 12, galleryIndex: 1 });
  });
});
