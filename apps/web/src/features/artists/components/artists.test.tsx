import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { artistPageSchema, artistsPageSchema, type ArtistCard, type ArtistPage } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { fill } from '../../../testing/accounts.ts';
import { artistWorks, artworkDetail, storedImage } from '../../../testing/artwork-detail.ts';
import { json, notFound, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/** Artists data through the core schemas, so it is what the server could send. */
function card(publicId: number, name: string, worksCount: number, overrides: Partial<ArtistCard> = {}): ArtistCard {
  const strip = Array.from({ length: Math.min(worksCount, 4) }, (_, i) => {
    const { sizes } = storedImage(publicId * 10 + i);
    // Claude Monet's covers have the small size too; images stored before it have none.
    const small = publicId === 7 ? { ...sizes.card, webp: sizes.card.webp.replace('card', 'small'), jpeg: sizes.card.jpeg.replace('card', 'small'), width: 400, height: 300 } : undefined;
    return { id: publicId * 10 + i, title: `Work ${i + 1}`, image: { thumb: sizes.thumb, ...(small ? { small } : {}), card: sizes.card } };
  });
  return artistsPageSchema.shape.items.element.parse({ id: `user-${publicId}`, publicId, name, logo: null, worksCount, works: strip, ...overrides });
}

const ARTISTS = [card(3, 'Halsted Street Gallery', 5, { logo: storedImage(900) }), card(7, 'Claude Monet', 3), card(9, 'Berthe Morisot', 1)];

/** GET /api/artists over `all`: the name search in any case, paged by offset 24 at a time. */
function directoryRoute(all: ArtistCard[]) {
  return (url: URL) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const matching = all.filter((artist) => artist.name.toLowerCase().includes(q));
    return json({ total: matching.length, items: matching.slice(offset, offset + 24) });
  };
}

function artistPage(overrides: Partial<ArtistPage> = {}): ArtistPage {
  return artistPageSchema.parse({
    id: 'user-7',
    publicId: 7,
    name: 'Claude Monet',
    logo: null,
    bio: '<p>Paints <strong>water</strong> at every hour.</p>',
    exhibitionHistory: '<ul><li>Salon des Refusés, 1874</li></ul>',
    educationHistory: '<p>Académie Suisse</p>',
    works: artistWorks(3),
    ...overrides,
  });
}

describe('the artists directory', () => {
  it('shows a card per artist leading to their page, with their logo or initials, their newest works and how many they list', async () => {
    const stub = stubFetch({ 'GET /api/artists': directoryRoute(ARTISTS) });
    renderApp('/artists');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artists' })).toBeInTheDocument();
    const monet = await screen.findByRole('link', { name: /Claude Monet/ });
    expect(monet).toHaveAttribute('href', '/artists/Claude-Monet-7');
    expect(within(monet).getByRole('heading', { level: 2, name: 'Claude Monet' })).toBeInTheDocument();
    expect(within(monet).getByText('3 works')).toBeInTheDocument();
    expect(within(monet).getByText('CM')).toBeInTheDocument();
    // The strip: each picture at one height and its own width, the thumb or the card size by density.
    const pictures = monet.querySelectorAll('img.artist-card__picture');
    expect(pictures).toHaveLength(3);
    expect(pictures[0]).toHaveAttribute('height', '88');
    expect(pictures[0]).toHaveAttribute('width', String(Math.round((88 * 640) / 480)));
    expect(pictures[0]?.getAttribute('srcset')).toBe('/media/artworks/70/1/thumb.jpg 120w, /media/artworks/70/1/small.jpg 400w, /media/artworks/70/1/card.jpg 640w');
    expect(pictures[0]?.parentElement?.querySelector('source')?.getAttribute('srcset')).toBe('/media/artworks/70/1/thumb.webp 120w, /media/artworks/70/1/small.webp 400w, /media/artworks/70/1/card.webp 640w');
    const gallery = screen.getByRole('link', { name: /Halsted Street Gallery/ });
    expect(gallery.querySelectorAll('img.artist-card__picture')).toHaveLength(4);
    // Without the small size, the thumb and the card.
    expect(gallery.querySelector('img.artist-card__picture')?.getAttribute('srcset')).toBe('/media/artworks/30/1/thumb.jpg 120w, /media/artworks/30/1/card.jpg 640w');
    // A logo that cannot load gives way to the initials.
    const logo = gallery.querySelector('.artist-logo img')!;
    expect(logo).toHaveAttribute('src', '/media/artworks/900/1/thumb.webp');
    fireEvent.error(logo);
    expect(within(gallery).getByText('HG')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Berthe Morisot/ })).getByText('1 work')).toBeInTheDocument();
    expect(screen.getByText('3 artists')).toBeInTheDocument();
    // The first page is asked for as the server's head preloads it.
    expect(stub.calls).toContain('GET /api/artists');
    // The top bar's Artists link leads here.
    expect(screen.getAllByRole('link', { name: 'Artists' }).every((link) => link.getAttribute('href') === '/artists')).toBe(true);
  });

  it('searches by name, keeping the search in the address, and says when nothing matches', async () => {
    const stub = stubFetch({ 'GET /api/artists': directoryRoute(ARTISTS) });
    const { user, router } = renderApp('/artists');
    await screen.findByRole('link', { name: /Claude Monet/ });
    await fill(user, screen.getByRole('searchbox', { name: 'Search artists by name' }), '  monet ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 artist matches “monet”')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Halsted/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=monet');
    expect(stub.calls).toContain('GET /api/artists?q=monet');

    const box = screen.getByRole('searchbox', { name: 'Search artists by name' });
    await user.clear(box);
    await fill(user, box, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No artist’s name matches “nobody”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every artist' }));
    expect(await screen.findByText('3 artists')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens at the search a link carries', async () => {
    stubFetch({ 'GET /api/artists': directoryRoute(ARTISTS) });
    renderApp('/artists?q=berthe');
    expect(await screen.findByRole('link', { name: /Berthe Morisot/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search artists by name' })).toHaveValue('berthe');
    expect(screen.queryByRole('link', { name: /Claude Monet/ })).not.toBeInTheDocument();
  });

  it('shows more artists a page at a time', async () => {
    const many = Array.from({ length: 30 }, (_, i) => card(100 + i, `Painter ${String(i + 1).padStart(2, '0')}`, 1));
    stubFetch({ 'GET /api/artists': directoryRoute(many) });
    const { user } = renderApp('/artists');
    await screen.findByRole('link', { name: /Painter 01/ });
    expect(screen.getAllByRole('link', { name: /^Painter/ })).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more artists' }));
    expect(await screen.findByRole('link', { name: /Painter 30/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Painter/ })).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more artists' })).not.toBeInTheDocument();
  });

  it('says when no artist has listed a work, and offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    stubFetch({ 'GET /api/artists': (url) => (fail ? json({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } }, 500) : directoryRoute([])(url)) });
    const { user } = renderApp('/artists');
    expect(await screen.findByText('This content could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No artist has listed a work yet. Please check back soon.')).toBeInTheDocument();
  });
});

describe("an artist's page", () => {
  it('shows the name, bio, exhibitions, education and listed works, each leading to its page, titles cut at 50 characters', async () => {
    const long = 'A Very Long Title That Keeps Going Past Fifty Characters Easily';
    const works = artistWorks(3);
    works.items[2] = { ...works.items[2]!, title: long };
    // The first work's picture has the small size too.
    const first = works.items[0]!.images[0]!;
    const small = { webp: '/media/artworks/100/1/small.webp', jpeg: '/media/artworks/100/1/small.jpg', width: 400, height: 300 };
    works.items[0] = { ...works.items[0]!, images: [{ ...first, sizes: { ...first.sizes, small } }] };
    const logo = storedImage(901);
    logo.sizes.small = { webp: '/media/artworks/901/1/small.webp', jpeg: '/media/artworks/901/1/small.jpg', width: 400, height: 300 };
    stubFetch({ 'GET /api/artists/7': () => json(artistPage({ works, logo })) });
    renderApp('/artists/Claude-Monet-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claude Monet' })).toBeInTheDocument();
    // The page's large avatar is drawn from the logo's small size, not the card.
    expect(document.querySelector('.artist-logo img')).toHaveAttribute('src', '/media/artworks/901/1/small.webp');
    expect(screen.getByText('3 works listed')).toBeInTheDocument();
    expect(screen.getByText('water').tagName).toBe('STRONG');
    const exhibitions = screen.getByRole('region', { name: 'Exhibitions' });
    expect(within(exhibitions).getByText('Salon des Refusés, 1874')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Education' })).getByText('Académie Suisse')).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Works by Claude Monet' });
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/artwork-for-sale/Study-100');
    // Pictures are drawn from the small size where it is sharp enough, the card beyond.
    const pictures = grid.querySelectorAll('img');
    expect(pictures[0]).toHaveAttribute('srcset', '/media/artworks/100/1/small.jpg 400w, /media/artworks/100/1/card.jpg 640w');
    expect(pictures[0]?.parentElement?.querySelector('source')).toHaveAttribute('srcset', '/media/artworks/100/1/small.webp 400w, /media/artworks/100/1/card.webp 640w');
    expect(pictures[0]).toHaveAttribute('sizes', '(max-width: 960px) calc(50vw - 48px), 260px');
    expect(pictures[1]).toHaveAttribute('srcset', '/media/artworks/101/1/card.jpg 640w');
    expect(within(links[2]!).getByText(`${long.slice(0, 50)}...`)).toBeInTheDocument();
    expect(links[2]).toHaveAttribute('title', long);
    await waitFor(() => expect(document.title).toBe('Claude Monet | Vernissage'));
  });

  it('replaces a link with another name by the right one', async () => {
    stubFetch({ 'GET /api/artists/7': () => json(artistPage()) });
    const { router } = renderApp('/artists/Oscar-7?from=share');
    await screen.findByRole('heading', { level: 1, name: 'Claude Monet' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/artists/Claude-Monet-7'));
    expect(router.state.location.search).toBe('?from=share');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says when the artist has written nothing and lists no work', async () => {
    stubFetch({ 'GET /api/artists/7': () => json(artistPage({ bio: null, exhibitionHistory: '<p></p>', educationHistory: null, works: { total: 0, items: [] } })) });
    renderApp('/artists/Claude-Monet-7');
    expect(await screen.findByText('Claude Monet has not written a bio yet.')).toBeInTheDocument();
    expect(screen.getByText('Claude Monet has no works listed right now. Please check back soon.')).toBeInTheDocument();
    expect(screen.getByText('No works listed right now')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Exhibitions' })).not.toBeInTheDocument();
  });

  it("shows 'User Not Found' for an unknown artist, and for an address without an id without asking the server", async () => {
    const stub = stubFetch({ 'GET /api/artists/404': () => notFound('User Not Found', 'user_not_found') });
    const missing = renderApp('/artists/Nobody-404');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'User Not Found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Browse every artist' })).toHaveAttribute('href', '/artists');
    missing.unmount();
    renderApp('/artists/just-a-name');
    expect(await screen.findByText('User Not Found')).toBeInTheDocument();
    expect(stub.calls.filter((call) => call.startsWith('GET /api/artists/'))).toEqual(['GET /api/artists/404']);
  });

  it('leads from a work to its page, whose artist name leads back', async () => {
    const { works: _works, ...profile } = artistPage();
    stubFetch({
      'GET /api/artists/7': () => json(artistPage()),
      'GET /api/artworks/100': () => json(artworkDetail({ id: 100, title: 'Study 1', artist: { id: 'user-7', name: 'Claude Monet', logo: null }, artistProfile: profile })),
      'GET /api/artworks/100/by-artist': () => json(artistWorks(0)),
      'POST /api/artworks/100/views': () => new Response(null, { status: 204 }),
    });
    const { user, router } = renderApp('/artists/Claude-Monet-7');
    await user.click(await screen.findByRole('link', { name: /Study 1/ }));
    await screen.findByRole('heading', { level: 1, name: 'Study 1' });
    await user.click(screen.getByRole('link', { name: 'Claude Monet' }));
    await screen.findByRole('heading', { level: 1, name: 'Claude Monet' });
    expect(router.state.location.pathname).toBe('/artists/Claude-Monet-7');
  });
});
