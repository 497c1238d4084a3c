import { artworkPath } from '@vernissage/core/text';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { takeOver } from './app/take-over.tsx';
import { drawPage } from './entry-server.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { artworkDetail } from './testing/artwork-detail.ts';
import { json, stubFetch } from './testing/fetch-stub.ts';
import { DRAWN_PAGE, DRAWN_PAGE_BOOT_SCRIPT, SNIPPET } from '@vernissage/core/constants';
import { siteConfig, slider, snippet } from './testing/fixtures.ts';

// Long enough to be cut, with a Show more toggle to click before the app is there.
const work = artworkDetail({ title: 'Blue Hour, No. 3', description: `<p>${'Layers of blue over a warm ground. '.repeat(20)}</p>` });
const page = artworkPath(work.title, work.id);
const answers = { session: { user: null }, config: siteConfig, artwork: work, width: 1280 };

describe('an artwork page drawn on the server (decision record 048)', () => {
  it('draws the page from the answers it is given, with the query cache they fill', async () => {
    const drawn = await drawPage(`http://localhost${page}`, answers);
    expect(drawn).not.toBeNull();
    const { html, state } = drawn!;
    expect(html).toContain('<h1 class="artwork-detail__title">Blue Hour, No. 3</h1>');
    expect(html).toContain('LOG IN/SIGN UP');
    expect(html).toContain('Add to cart');
    // The largest picture is in the HTML at once, at high priority, its box known before it arrives.
    expect(html).toMatch(/<img class="artwork-hero__image" src="[^"]+large\.jpg"[^>]* width="1600" height="1200" style="--ratio:1\.3333/);
    expect(state.width).toBe(1280);
    const keys = state.cache.queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['session'], ['site-config'], ['artworks', work.id, 'detail']]));
  });

  it('is taken over by the app without drawing it again, and a click before that is not lost', async () => {
    const fetches = stubFetch({ [`GET /api/artworks/${work.id}/by-artist`]: () => json({ total: 0, items: [] }) });
    const drawn = (await drawPage(`http://localhost${page}`, answers))!;
    window.history.replaceState(null, '', page);
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = drawn.html;
    document.body.append(root);
    const title = root.querySelector('h1');
    const toggle = root.querySelector<HTMLButtonElement>('.artwork-description__toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The page's own boot script, as the server sends it; the entry it names is never loaded here.
    const entry = Object.assign(document.createElement('meta'), { name: DRAWN_PAGE.entryMeta, content: '/assets/not-loaded-in-tests.js' });
    document.head.append(entry);
    new Function(DRAWN_PAGE_BOOT_SCRIPT)();
    // Clicked before the app is there: kept, so nothing happens yet.
    toggle!.click();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const errors: unknown[] = [];
    let app: Root | undefined;
    try {
      app = await takeOver(root, drawn.state, createQueryClient(), { onRecoverableError: (error) => errors.push(error) });
      // The description's toggle clicked before the take-over has now opened it.
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(screen.getByRole('button', { name: /In cart|Remove/ })).toBeInTheDocument());
      expect(errors).toEqual([]);
      // The same elements: taken over, not replaced.
      expect(root.querySelector('h1')).toBe(title);
      // Its answers came with the page: the work is not asked for again.
      expect(fetches.calls).not.toContain(`GET /api/artworks/${work.id}`);
    } finally {
      // The app stops with the test: nothing of it runs on into the next one.
      act(() => app?.unmount());
      root.remove();
      entry.remove();
      Reflect.deleteProperty(window, DRAWN_PAGE.takeOver);
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('the home page drawn on the server', () => {
  const home = { session: { user: null }, config: siteConfig, homeSnippet: snippet(SNIPPET.home, '<h1>Art that knows you</h1>'), homeSlider: slider(48) };
  const rows = (html: string) => html.match(/class="marquee__row /g)?.length ?? 0;
  const slides = (html: string) => html.match(/class="marquee__item"/g)?.length ?? 0;

  it('draws what the width it is drawn for shows: two rows of 12 for a phone, four of 12 for a desktop', async () => {
    const phone = (await drawPage('http://localhost/', { ...home, width: 390 }))!;
    const desktop = (await drawPage('http://localhost/', { ...home, width: 1280 }))!;
    expect(phone.html).toContain('Art that knows you');
    expect(rows(phone.html)).toBe(2);
    expect(rows(desktop.html)).toBe(4);
    expect(slides(phone.html)).toBeLessThan(slides(desktop.html));
    // The first pictures come with the HTML, at high priority.
    expect(phone.html).toMatch(/<img [^>]*loading="eager" fetchPriority="high"/);
    expect(phone.state.width).toBe(390);
  });

  it('is taken over by the app without drawing it again', async () => {
    stubFetch();
    const drawn = (await drawPage('http://localhost/', { ...home, width: 1280 }))!;
    window.history.replaceState(null, '', '/');
    const root = document.createElement('div');
    root.innerHTML = drawn.html;
    document.body.append(root);
    const marquee = root.querySelector('.marquee');
    const errors: unknown[] = [];
    let app: Root | undefined;
    try {
      app = await takeOver(root, drawn.state, createQueryClient(), { onRecoverableError: (error) => errors.push(error) });
      // A plain click on a slide opens its work inside the app: the marquee's handler is there.
      const link = root.querySelector<HTMLAnchorElement>('a.marquee__link')!;
      await waitFor(() => {
        link.click();
        expect(window.location.pathname).toBe(link.getAttribute('href'));
      });
      expect(errors).toEqual([]);
      expect(marquee?.isConnected).toBe(true);
    } finally {
      act(() => app?.unmount());
      root.remove();
      window.history.replaceState(null, '', '/');
    }
  });
});
