import { screen, waitFor, within } from '@testing-library/react';
import { HOME_MARQUEE_ROWS, SNIPPET } from '@vernissage/core/constants';
import { describe, expect, it, vi } from 'vitest';
import { MEMBERS_WHY } from '../../../config/members.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { siteConfig, slider, snippet, user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// Explore Gallery opens the sign-in modal; jsdom cannot run the captcha's workers.
const HOME = '<p>Original art, ranked for you<br>Take a short taste test and {product} orders every work by how well it suits you.<br>Now serving the Chicago area.</p>';

function stubHome(options: { signedIn?: boolean } = {}) {
  return stubFetch(
    {
      [`GET /api/snippets/${SNIPPET.home}`]: () => json(snippet(SNIPPET.home, HOME)),
      'GET /api/home/slider': () => json(slider(16)),
    },
    { user: options.signedIn ? user() : null },
  );
}

describe('home', () => {
  it('shows headline, subtitle and sub-title from the Home snippet', async () => {
    stubHome();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Original art, ranked for you' })).toBeInTheDocument();
    expect(screen.getByText('Take a short taste test and Vernissage orders every work by how well it suits you.')).toBeInTheDocument();
    expect(screen.getByText('Now serving the Chicago area.')).toBeInTheDocument();
  });

  it('draws the page and offers a retry when the headline and the marquee cannot be loaded, asking once', async () => {
    const server = stubFetch({
      [`GET /api/snippets/${SNIPPET.home}`]: () => json({ error: { code: 'internal', message: 'Something went wrong...!' } }, 500),
      'GET /api/home/slider': () => json({ error: { code: 'internal', message: 'Something went wrong...!' } }, 500),
    });
    renderApp('/');
    expect(await screen.findByRole('button', { name: /Explore Gallery/ })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Try again' })).toHaveLength(2);
    // The page waited for the first answers only: it does not keep asking while they fail.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.calls.filter((call) => call === 'GET /api/home/slider').length).toBeLessThanOrEqual(2);
    expect(server.calls.filter((call) => call.startsWith(`GET /api/snippets/${SNIPPET.home}`)).length).toBeLessThanOrEqual(2);
  });

  it('sets the marquee moving once the browser is idle after the page drew', async () => {
    stubHome();
    renderApp('/');
    const marquee = await screen.findByRole('region', { name: 'Featured artworks' });
    await waitFor(() => expect(marquee).toHaveClass('marquee--moving'));
  });

  it('draws four marquee rows, each starting further along the slide list, with linked, described images', async () => {
    stubHome();
    renderApp('/');
    const marquee = await screen.findByRole('region', { name: 'Featured artworks' });
    const rows = within(marquee).getAllByRole('list');
    expect(rows).toHaveLength(HOME_MARQUEE_ROWS);

    // 16 slides over 4 rows: row i starts at slide 4i + 1.
    const firstImages = rows.map((row) => within(row).getAllByRole('img')[0]);
    expect(firstImages.map((img) => img?.getAttribute('alt'))).toEqual(['Study 1 by Artist 1', 'Study 5 by Artist 5', 'Study 9 by Artist 9', 'Study 13 by Artist 13']);

    const image = within(rows[0]!).getByRole('img', { name: 'Study 2 by Artist 2' });
    expect(image).toHaveAttribute('src', '/media/artworks/2/card.jpg');
    // The small size for a slide a phone draws at most 200 pixels wide (4:3 at its row's 150), the card for more.
    expect(image).toHaveAttribute('srcset', '/media/artworks/2/small.jpg 400w, /media/artworks/2/card.jpg 640w');
    const source = image.closest('picture')?.querySelector('source');
    expect(source).toHaveAttribute('srcset', '/media/artworks/2/small.webp 400w, /media/artworks/2/card.webp 640w');
    expect(source).toHaveAttribute('sizes', '(max-width: 768px) 200px, 251px');
    expect(image).toHaveAttribute('sizes', '(max-width: 768px) 200px, 251px');
    expect(image.closest('a')).toHaveAttribute('href', '/artwork-for-sale/Study-2');
  });

  it('opens the artwork of a slide inside the app on a plain click, and leaves a click with a modifier to the browser', async () => {
    stubHome();
    const { user: person, router } = renderApp('/');
    const marquee = await screen.findByRole('region', { name: 'Featured artworks' });
    const image = within(within(marquee).getAllByRole('list')[0]!).getByRole('img', { name: 'Study 2 by Artist 2' });
    const link = image.closest('a')!;
    // A modified click is not taken over (the browser opens a tab): the row leaves it alone. The
    // document's listener, after the row's, notes that and then stops jsdom, which cannot navigate.
    let takenOver: boolean | null = null;
    const note = (event: Event) => {
      takenOver = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', note);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', note);
    expect(takenOver).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    // The artwork page may already have found no such work in this stub and moved on to Not Found
    // by the time the assertion looks: note every address the app visits.
    const visited: string[] = [];
    const stopNoting = router.subscribe((state) => visited.push(state.location.pathname));
    await person.click(image);
    await waitFor(() => expect(visited).toContain('/artwork-for-sale/Study-2'));
    stopNoting();
  });

  it('draws only the two rows a phone shows, not four with two hidden', async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 768px)' }));
    stubHome();
    renderApp('/');
    const marquee = await screen.findByRole('region', { name: 'Featured artworks' });
    const rows = within(marquee).getAllByRole('list');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Artworks, row 1', 'Artworks, row 2']);
    // Each row holds its first 12 slides (of the desktop's 16 here), twice for the seamless loop.
    expect(within(rows[0]!).getAllByRole('img', { hidden: true })).toHaveLength(24);
    expect(within(rows[1]!).getAllByRole('img')[0]).toHaveAttribute('alt', 'Study 5 by Artist 5');
  });

  it('loads the pictures a row shows and those about to come into it, then the others as the row moves on', async () => {
    // A row 400 px wide; each picture 190 px wide with a 10 px gap, the track moved by `shift`.
    let shift = 0;
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.classList.contains('marquee__row')) return DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 150 });
      if (this instanceof HTMLLIElement && this.dataset.position !== undefined) {
        const slot = Array.from(this.parentElement?.children ?? []).indexOf(this);
        return DOMRect.fromRect({ x: slot * 200 - shift, y: 0, width: 190, height: 150 });
      }
      return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    try {
      stubHome();
      renderApp('/');
      const marquee = await screen.findByRole('region', { name: 'Featured artworks' });
      const firstRow = within(marquee).getAllByRole('list')[0]!;
      // Hidden copies are left out of the accessible tree: read the first copy's pictures.
      const loading = () => within(firstRow).getAllByRole('img').map((img) => img.getAttribute('loading'));
      // Row 1 starts on its first copy: pictures 1–4 lie within 400 px of its 400 px, the rest wait.
      await waitFor(() => expect(loading().slice(0, 5)).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']));
      expect(loading().slice(4).every((value) => value === 'lazy')).toBe(true);
      expect(within(firstRow).getAllByRole('img')[0]).toHaveAttribute('fetchpriority', 'high');

      shift = 1000;
      await vi.advanceTimersByTimeAsync(1000);
      // Moved 1,000 px on: pictures 4–9 have come near, and those that were near stay loaded.
      await waitFor(() => expect(loading().slice(0, 9).every((value) => value === 'eager')).toBe(true));
      expect(loading().slice(9).every((value) => value === 'lazy')).toBe(true);
    } finally {
      vi.useRealTimers();
      boxes.mockRestore();
    }
  });

  it('opens the sign-in modal for a visitor who wants to explore the gallery, and offers a consult', async () => {
    stubHome();
    const { user: person, router } = renderApp('/');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Schedule a Consult' })).toHaveAttribute('href', siteConfig.consultationUrl));
    const consult = screen.getByRole('link', { name: 'Schedule a Consult' });
    expect(consult).toHaveAttribute('target', '_blank');
    expect(consult).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await screen.findByRole('heading', { name: 'A gallery that learns what you love' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /We take 15%\. Galleries commonly take 50% or more\./ })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Browse the crowd’s gallery' })).toHaveAttribute('href', '/view-gallery');

    // Explore Gallery says why it asks for an account, and offers the gallery that does not.
    await person.click(screen.getByRole('button', { name: /Explore Gallery/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to Vernissage' });
    expect(within(dialog).getByText(MEMBERS_WHY.gallery)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await person.click(within(dialog).getByRole('link', { name: 'Browse the crowd’s gallery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-gallery'));
  });

  it('says why Take the taste test asks a visitor to log in', async () => {
    stubHome();
    const { user: person } = renderApp('/');
    await person.click(await screen.findByRole('button', { name: 'Take the taste test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to Vernissage' });
    expect(within(dialog).getByText(MEMBERS_WHY.tasteTest)).toBeInTheDocument();
  });

  it('sends a signed-in person to the gallery and leaves out the visitor landing', async () => {
    stubHome({ signedIn: true });
    const { user: person, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Original art, ranked for you' });
    expect(screen.queryByRole('heading', { name: 'A gallery that learns what you love' })).not.toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: /Explore Gallery/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
  });
});
