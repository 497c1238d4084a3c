import { screen, waitFor, within } from '@testing-library/react';
import { DESCRIPTION_TRUNCATE, SOLD_TOOLTIP } from '@vernissage/core/constants';
import type { ArtworkDetail as ArtworkData } from '@vernissage/core/schemas';
import { describe, expect, it, vi } from 'vitest';
import { artistWorks, artworkDetail, storedImage } from '../../../testing/artwork-detail.ts';
import { contrastOf } from '../../../testing/contrast.ts';
import { json, notFound, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { renderComponent } from '../../../testing/render-component.tsx';
import { ArtworkDetail } from './artwork-detail.tsx';

function stubArtwork(work: ArtworkData) {
  return stubFetch({
    [`GET /api/artworks/${work.id}`]: () => json(work),
    [`GET /api/artworks/${work.id}/by-artist`]: () => json(artistWorks(3)),
    [`POST /api/artworks/${work.id}/views`]: () => new Response(null, { status: 204 }),
  });
}

/** The detail on its own, as the gallery and grids use it (with a cart slot and a way back). */
const renderDetail = (props: Parameters<typeof ArtworkDetail>[0]) => renderComponent(<ArtworkDetail {...props} />);

const heading = (title = 'Blue Hour, No. 3') => screen.findByRole('heading', { level: 1, name: title });

describe('the artwork page', () => {
  it('replaces a link with another title by the right one, records one view, and shows the work', async () => {
    const stub = stubArtwork(artworkDetail());
    const { router } = renderApp('/artwork-for-sale/Old-Name-7?from=share');
    await heading();
    await waitFor(() => expect(router.state.location.pathname).toBe('/artwork-for-sale/Blue-Hour-No-7'));
    expect(router.state.location.search).toBe('?from=share');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(stub.calls.filter((call) => call === 'POST /api/artworks/7/views')).toHaveLength(1));
    expect(document.title).toBe('Blue Hour, No. 3 by Mara Lindqvist | Vernissage');
  });

  it('sends an unknown work and a link without an id to /data-not-found', async () => {
    stubFetch({ 'GET /api/artworks/404': () => notFound('This artwork does not exist', 'artwork_not_found') });
    const missing = renderApp('/artwork-for-sale/Gone-404');
    await waitFor(() => expect(missing.router.state.location.pathname).toBe('/data-not-found'));
    missing.unmount();
    const noId = renderApp('/artwork-for-sale/just-a-title');
    await waitFor(() => expect(noId.router.state.location.pathname).toBe('/data-not-found'));
  });

  it('shows year, materials with on, inches with cm beside them, and whether it is framed', async () => {
    stubArtwork(artworkDetail());
    renderApp('/artwork-for-sale/Blue-Hour-No-7');
    await heading();
    expect(screen.getByText('2021')).toBeInTheDocument();
    expect(screen.getByText('oil paint, acrylic paint on Canvas')).toBeInTheDocument();
    expect(screen.getByText('24 x 36 in')).toBeInTheDocument();
    expect(screen.getByText('(61 x 91.4 cm)')).toBeInTheDocument();
    expect(screen.getByText('This artwork arrives framed.')).toBeInTheDocument();
    // The artist's name, 'More by' and the end of their other works lead to the artist's page.
    expect(screen.getByRole('link', { name: 'Mara Lindqvist' })).toHaveAttribute('href', '/artists/Mara-Lindqvist-12');
    expect(screen.getByRole('link', { name: 'More by Mara Lindqvist' })).toHaveAttribute('href', '/artists/Mara-Lindqvist-12');
    expect(screen.getByRole('link', { name: 'See Mara Lindqvist’s page' })).toHaveAttribute('href', '/artists/Mara-Lindqvist-12');
    expect(screen.getByRole('heading', { name: 'About the artist' })).toBeInTheDocument();
    expect(screen.getByText('Mara paints the lake at dusk.')).toBeInTheDocument();
    expect(screen.getByText('MFA, School of the Art Institute of Chicago')).toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'More by Mara Lindqvist' });
    await within(more).findByRole('link', { name: /Study 1/ });
    expect(within(more).getAllByRole('listitem')).toHaveLength(3);
    expect(within(more).getByRole('link', { name: /Study 1/ })).toHaveAttribute('href', '/artwork-for-sale/Study-100');
  });

  it('says an unframed work arrives unframed', async () => {
    stubArtwork(artworkDetail({ isFramed: false }));
    renderApp('/artwork-for-sale/Blue-Hour-No-7');
    await heading();
    expect(screen.getByText('This artwork arrives unframed.')).toBeInTheDocument();
    expect(screen.queryByText('This artwork arrives framed.')).not.toBeInTheDocument();
  });

  it('shows the price without decimals, struck through beside the discounted price', async () => {
    stubArtwork(artworkDetail({ price: 4500, discountPercent: 15, discountedPrice: 3825 }));
    renderApp('/artwork-for-sale/Blue-Hour-No-7');
    await heading();
    const price = screen.getByLabelText('Price $3,825, was $4,500');
    expect(within(price).getByText('$4,500').tagName).toBe('S');
    expect(within(price).getByText('$3,825').tagName).not.toBe('S');
  });

  it('cuts the description at 450 visible characters until Show more, and back with Show less', async () => {
    const words = 'Dusk settles over the lake and the blues deepen into violet. '.repeat(12);
    const html = `<p>${words.slice(0, 300)} <strong>brushwork</strong> ${words.slice(300)}</p>`;
    stubArtwork(artworkDetail({ description: html }));
    const { user } = renderApp('/artwork-for-sale/Blue-Hour-No-7');
    await heading();
    const section = screen.getByRole('region', { name: 'Description' });
    const visible = `${words.slice(0, 300)} brushwork ${words.slice(300)}`.replace(/\s+/g, ' ').trim();
    const shortText = `${visible.slice(0, DESCRIPTION_TRUNCATE)}...`;
    expect(within(section).getByText(shortText)).toBeInTheDocument();
    expect(within(section).queryByText('brushwork')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    expect(within(section).getByText('brushwork').tagName).toBe('STRONG');
    expect(within(section).queryByText(shortText)).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Show less' }));
    expect(within(section).getByText(shortText)).toBeInTheDocument();
  });

  it('shows a short description whole, with no Show more', async () => {
    stubArtwork(artworkDetail({ description: `<p>${'a'.repeat(DESCRIPTION_TRUNCATE)}</p>` }));
    renderApp('/artwork-for-sale/Blue-Hour-No-7');
    await heading();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('switches the main image with the 60x60 thumbnails, served from the small size', async () => {
    stubArtwork(artworkDetail({ images: [storedImage(7, 1), storedImage(7, 2), storedImage(7, 3)] }));
    const { user } = renderApp('/artwork-for-sale/Blue-Hour-No-7');
    await heading();
    const thumbs = within(screen.getByRole('list', { name: 'Images of this artwork' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    for (const [index, thumb] of thumbs.entries()) {
      const img = thumb.querySelector('img')!;
      expect(img).toHaveAttribute('src', `/media/artworks/7/${index + 1}/thumb.jpg`);
      expect(img).toHaveAttribute('width', '60');
      expect(img).toHaveAttribute('height', '60');
    }
    expect(screen.getByRole('img', { name: /image 1 of 3/ })).toHaveAttribute('src', '/media/artworks/7/1/large.jpg');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('img', { name: /image 3 of 3/ })).toHaveAttribute('src', '/media/artworks/7/3/large.jpg');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the Video Player with an embedded player built from the parsed id', async () => {
    stubArtwork(artworkDetail({ videoUrl: 'https://www.youtube.com/watch?v=Vn1sT7dIoQ4' }));
    const { user } = renderApp('/artwork-for-sale/Blue-Hour-No-7');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Play the video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video Player' });
    expect(within(dialog).getByTitle('Video of Blue Hour, No. 3')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Vn1sT7dIoQ4?rel=0');
  });

  it('copies the share link from the share host and says so', async () => {
    stubArtwork(artworkDetail());
    const writeText = vi.fn(async () => undefined);
    const { user } = renderApp('/artwork-for-sale/Blue-Hour-No-7');
    await heading();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: /Share/ }));
    expect(writeText).toHaveBeenCalledWith('https://vernissage.test/artwork-for-sale/Blue-Hour-No-7');
    expect(await screen.findByText('Link copied to clipboard. Ready to paste and share')).toBeInTheDocument();
  });
});

describe('the detail in the gallery and grids', () => {
  it('shows the cart slot and Make an offer for an available work, and a Go back button', async () => {
    stubArtwork(artworkDetail());
    const onBack = vi.fn();
    const { user } = renderDetail({ artworkId: 7, cartAction: <button type="button">Add to cart</button>, onBack });
    await heading();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Make an offer/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Go back/ }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it.each([
    [1, 'Sold'],
    [2, 'On hold'],
  ] as const)('hides the cart slot and Make an offer when sold is %i, with the sold tooltip', async (sold, label) => {
    stubArtwork(artworkDetail({ sold }));
    const { user } = renderDetail({ artworkId: 7, cartAction: <button type="button">Add to cart</button> });
    await heading();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make an offer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Questions\?/ })).toBeInTheDocument();
    // Readable: not the gold preset's yellow on pale yellow (2.8:1).
    expect(contrastOf(screen.getByText(label))).toBeGreaterThanOrEqual(4.5);
    await user.hover(screen.getByText(label));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SOLD_TOOLTIP[sold]);
  });

  it('shows at most three materials (lowercased) and three supports, with ... after each group that was cut (spec/01 §9)', async () => {
    stubArtwork(artworkDetail({ mediums: [1, 2, 3, 4], surfaces: [14, 15, 16, 17] }));
    renderDetail({ artworkId: 7 });
    await heading();
    expect(screen.getByText('oil paint, acrylic paint, watercolor... on Canvas, Paper, Card stock...')).toBeInTheDocument();
  });

  it('renders nothing in the cart slot when none is given, and no Go back without onBack', async () => {
    stubArtwork(artworkDetail());
    renderDetail({ artworkId: 7 });
    await heading();
    expect(document.querySelector('.artwork-detail__cart')).toBeNull();
    expect(screen.queryByRole('button', { name: /Go back/ })).not.toBeInTheDocument();
  });
});
