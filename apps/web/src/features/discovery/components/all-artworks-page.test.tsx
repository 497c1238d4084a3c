import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BrowseResult } from '@vernissage/core/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { artistWorks } from '../../../testing/artwork-detail.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { SearchBox } from './all-artworks-page.tsx';

/** GET /api/artworks/browse: three works, or none when `empty` says so for the query. */
function browseRoute(empty: (query: URLSearchParams) => boolean = () => false) {
  return (url: URL) => {
    const works = empty(url.searchParams) ? [] : artistWorks(3).items;
    const page: BrowseResult = { total: works.length, totalCapped: false, items: works, nextCursor: null };
    return json(page);
  };
}

/** The last browse call's query. */
function lastBrowse(calls: string[]): URLSearchParams {
  const call = calls.filter((entry) => entry.startsWith('GET /api/artworks/browse')).at(-1) ?? '';
  return new URL(call.slice(4), 'http://localhost').searchParams;
}

/** A desktop window: the filters stand beside the grid. */
function wideWindow() {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query === '(min-width: 992px)' }));
}

describe('All Artworks on a desktop', () => {
  beforeEach(wideWindow);

  it('filters with plain controls beside the grid: a price range, orientation, a subject picked from a searchable list, sold works, a formal quality', async () => {
    const stub = stubFetch({ 'GET /api/artworks/browse': browseRoute() });
    const { user, router } = renderApp('/all-artworks');
    expect(await screen.findByText('3 works')).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });

    // A range applies with Enter; the lower end above the upper one is refused until put right.
    const lowest = within(filters).getByRole('spinbutton', { name: 'Lowest price' });
    const highest = within(filters).getByRole('spinbutton', { name: 'Highest price' });
    await user.type(highest, '900{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-artworks/maxPrice=900'));
    await waitFor(() => expect(lastBrowse(stub.calls).get('maxPrice')).toBe('900'));
    await user.type(lowest, '1000{Enter}');
    expect(within(filters).getByRole('alert')).toHaveTextContent('The lowest price is above the highest');
    expect(lowest).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/all-artworks/maxPrice=900');
    await user.clear(lowest);
    await user.type(lowest, '100.4');
    await user.tab();
    // Whole dollars, as the field shows once left.
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-artworks/minPrice=100;maxPrice=900'));
    expect(lowest).toHaveValue(100);

    // Orientation and frame are radio groups named by their legends.
    await user.click(within(within(filters).getByRole('group', { name: 'Orientation' })).getByRole('radio', { name: 'Portrait' }));
    await waitFor(() => expect(router.state.location.pathname).toContain('orientation=portrait'));
    expect(within(filters).getByRole('group', { name: 'Frame' })).toBeInTheDocument();

    // A subject: the list opens from its button, is searched, and ticks apply at once.
    const subjects = within(filters).getByRole('button', { name: 'Subjects Any subject' });
    expect(subjects).toHaveAttribute('aria-expanded', 'false');
    await user.click(subjects);
    expect(subjects).toHaveAttribute('aria-expanded', 'true');
    await user.type(within(filters).getByRole('searchbox', { name: 'Search subjects' }), 'zzz');
    expect(within(filters).getByRole('status')).toHaveTextContent('No subjects match “zzz”');
    await user.clear(within(filters).getByRole('searchbox', { name: 'Search subjects' }));
    const options = within(within(filters).getByRole('group', { name: 'Subjects' })).getAllByRole('checkbox');
    expect(options.length).toBeGreaterThan(8);
    const first = options[0]!;
    const name = first.closest('label')!.textContent!;
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/subjects=\d+/));
    expect(within(filters).getByRole('checkbox', { name })).toBeChecked();
    expect(within(filters).getByRole('button', { name: `Subjects ${name}` })).toBeInTheDocument();
    // Escape closes the list and gives the focus back to its button.
    await user.keyboard('{Escape}');
    expect(subjects).toHaveAttribute('aria-expanded', 'false');
    expect(subjects).toHaveFocus();
    expect(screen.getByRole('button', { name: `Remove ${name}` })).toBeInTheDocument();

    // Sold and held works: a switch named by its label.
    const sold = within(filters).getByRole('switch', { name: 'Show sold and on-hold works' });
    expect(sold).not.toBeChecked();
    await user.click(sold);
    await waitFor(() => expect(router.state.location.pathname).toContain('available=false'));
    expect(sold).toBeChecked();

    // A formal quality: two sliders over one track; the address follows once a handle is let go.
    await user.click(within(filters).getByRole('button', { name: 'Show the 14 qualities' }));
    const low = within(filters).getByRole('slider', { name: 'Representational to Abstract, lowest' });
    const high = within(filters).getByRole('slider', { name: 'Representational to Abstract, highest' });
    expect(low).toHaveAttribute('aria-valuetext', '0.00');
    fireEvent.input(low, { target: { value: '0.3' } });
    expect(low).toHaveAttribute('aria-valuenow', '0.3');
    expect(router.state.location.pathname).not.toContain('f1=');
    fireEvent.change(low, { target: { value: '0.3' } });
    await waitFor(() => expect(router.state.location.pathname).toContain('f1=0.3-1'));
    // The lower handle never passes the upper one.
    fireEvent.change(high, { target: { value: '0.2' } });
    await waitFor(() => expect(router.state.location.pathname).toContain('f1=0.3-0.3'));
    expect(screen.getByRole('button', { name: 'Remove Representational ↔ Abstract: 0.30–0.30' })).toBeInTheDocument();
    // A press on another axis's rail moves its nearer handle there.
    const rail = within(filters).getByRole('slider', { name: 'Monochromatic to Polychromatic, lowest' }).parentElement!;
    rail.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 24 });
    // jsdom has no PointerEvent: a mouse event of that type stands in.
    fireEvent(rail, new MouseEvent('pointerdown', { bubbles: true, clientX: 150, button: 0 }));
    await waitFor(() => expect(router.state.location.pathname).toContain('f2=0-0.75'));
    expect(within(filters).getByRole('slider', { name: 'Monochromatic to Polychromatic, highest' })).toHaveFocus();
  });

  it('says when nothing matches, and clears the filters and the words', async () => {
    stubFetch({ 'GET /api/artworks/browse': browseRoute((query) => query.has('colours')) });
    const { user, router } = renderApp('/all-artworks/q=sea;colours=3');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No works match this selection')).toBeInTheDocument();
    expect(within(alert).getByText('Try fewer filters, or other words.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Clear filters and search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-artworks'));
    expect(await screen.findByText('3 works')).toBeInTheDocument();
  });

  it('shares the selection: stored by the server, its short link offered', async () => {
    const stub = stubFetch({
      'GET /api/artworks/browse': browseRoute(),
      'POST /api/shared-links/selections': () => json({ id: 4, shareUrl: 'sea', path: '/all-artworks/sea/4', segment: 'q=sea' }),
    });
    const { user } = renderApp('/all-artworks/q=sea');
    await screen.findByText('3 works');
    await user.click(screen.getByRole('button', { name: /Share this selection/ }));
    expect(await screen.findByText('Link copied to clipboard. Ready to paste and share')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toMatch(/\/all-artworks\/sea\/4$/);
    expect(stub.calls).toContain('POST /api/shared-links/selections');
  });
});

describe('the search box', () => {
  it('keeps letters typed while its own words travel through the address, and takes words set from elsewhere', async () => {
    vi.useFakeTimers();
    try {
      const onSearch = vi.fn();
      const { rerender } = render(<SearchBox value="" onSearch={onSearch} />);
      const box = screen.getByRole('searchbox', { name: 'Search works by title, artist or description' });
      fireEvent.change(box, { target: { value: 'v' } });
      await vi.advanceTimersByTimeAsync(300);
      expect(onSearch).toHaveBeenLastCalledWith('v', true);
      // The person types on before the address has answered; then 'v' comes back through it.
      fireEvent.change(box, { target: { value: 've' } });
      rerender(<SearchBox value="v" onSearch={onSearch} />);
      expect(box).toHaveValue('ve');
      await vi.advanceTimersByTimeAsync(300);
      expect(onSearch).toHaveBeenLastCalledWith('ve', true);
      rerender(<SearchBox value="ve" onSearch={onSearch} />);
      expect(box).toHaveValue('ve');
      // Words from elsewhere (a chip, the back button) replace what the box holds.
      rerender(<SearchBox value="harbour" onSearch={onSearch} />);
      expect(box).toHaveValue('harbour');
      rerender(<SearchBox value="" onSearch={onSearch} />);
      expect(box).toHaveValue('');
      expect(onSearch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
