import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAWN_PAGE, DRAWN_PAGE_BOOT_SCRIPT } from '@vernissage/core/constants';
import type { Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { drawPage } from '../entry-server.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { artworkAnswers, browseAnswers, drawnWork, drawnWorkPage, galleryAnswers, homeAnswers, member, memberCart, memberQueue } from '../testing/drawn-pages.ts';
import { json, stubFetch } from '../testing/fetch-stub.ts';
import { takeOver } from './take-over.tsx';

// Pages drawn as the server draws them (entry-server.test.tsx) and taken over by the app, with
// the page's own boot script where it matters (decision record 048).

describe('an artwork page taken over by the app', () => {
  it('is taken over by the app without drawing it again, and a click before that is not lost', async () => {
    const fetches = stubFetch({ [`GET /api/artworks/${drawnWork.id}/by-artist`]: () => json({ total: 0, items: [] }) });
    const drawn = (await drawPage(`http://localhost${drawnWorkPage}`, artworkAnswers))!;
    window.history.replaceState(null, '', drawnWorkPage);
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
      expect(fetches.calls).not.toContain(`GET /api/artworks/${drawnWork.id}`);
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

describe('the home page taken over by the app', () => {
  it('is taken over by the app without drawing it again', async () => {
    stubFetch();
    const drawn = (await drawPage('http://localhost/', homeAnswers))!;
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

describe('a member’s gallery taken over by the app', () => {
  it('is taken over by the app: a Next clicked before that is not lost, and the place is stored', async () => {
    stubFetch({ 'GET /api/taste/queue': () => json(memberQueue), 'GET /api/cart': () => json(memberCart) }, { user: member });
    const drawn = (await drawPage('http://localhost/gallery', { ...galleryAnswers, width: 1280 }))!;
    window.history.replaceState(null, '', '/gallery');
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = drawn.html;
    document.body.append(root);
    const entry = Object.assign(document.createElement('meta'), { name: DRAWN_PAGE.entryMeta, content: '/assets/not-loaded-in-tests.js' });
    document.head.append(entry);
    new Function(DRAWN_PAGE_BOOT_SCRIPT)();
    root.querySelector<HTMLButtonElement>('[aria-label="Next artwork"]')!.click();
    const errors: unknown[] = [];
    let app: Root | undefined;
    try {
      app = await takeOver(root, drawn.state, createQueryClient(), { onRecoverableError: (error) => errors.push(error) });
      expect(await screen.findByRole('heading', { name: 'Study 13', level: 2 })).toBeInTheDocument();
      expect(window.sessionStorage.getItem('gallery_index')).toBe('2');
      expect(errors).toEqual([]);
    } finally {
      act(() => app?.unmount());
      root.remove();
      entry.remove();
      Reflect.deleteProperty(window, DRAWN_PAGE.takeOver);
      window.sessionStorage.clear();
      window.history.replaceState(null, '', '/');
    }
  });

  it('is set aside by the boot script where the tab has a place stored, for the app to draw', async () => {
    const drawn = (await drawPage('http://localhost/gallery', galleryAnswers))!;
    window.sessionStorage.setItem('gallery_index', '2');
    // The body as the server sends it (apps/server drawn-page.ts drawnBody), with the keys the drawing took as unstored.
    document.body.innerHTML = `<div id="root">${drawn.html}</div><script type="application/json" id="${DRAWN_PAGE.stateId}" ${DRAWN_PAGE.absent}="${drawn.absent.join(' ')}">{}</script>`;
    const entry = Object.assign(document.createElement('meta'), { name: DRAWN_PAGE.entryMeta, content: '/assets/not-loaded-in-tests.js' });
    document.head.append(entry);
    try {
      new Function(DRAWN_PAGE_BOOT_SCRIPT)();
      expect(document.getElementById('root')).toBeEmptyDOMElement();
      expect(document.getElementById(DRAWN_PAGE.stateId)).toBeNull();
      // The app's entry is asked for at once, to draw the page from the stored place.
      expect(document.head.querySelector('script[type="module"]')).toHaveAttribute('src', '/assets/not-loaded-in-tests.js');
      expect(window).not.toHaveProperty(DRAWN_PAGE.takeOver);
    } finally {
      document.head.querySelector('script[type="module"]')?.remove();
      entry.remove();
      document.body.innerHTML = '';
      window.sessionStorage.clear();
    }
  });
});

describe('All Artworks taken over by the app', () => {
  it('acts on words typed, an order chosen and a shape ticked before the app was there, as if they had come after', async () => {
    // A desktop window, as the page was drawn for: the filters stand beside the grid.
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query === '(min-width: 992px)' }));
    const fetches = stubFetch({ 'GET /api/artworks/browse': () => json(browseAnswers.browse) });
    const drawn = (await drawPage('http://localhost/all-artworks', { ...browseAnswers, width: 1280 }))!;
    window.history.replaceState(null, '', '/all-artworks');
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = drawn.html;
    document.body.append(root);
    const entry = Object.assign(document.createElement('meta'), { name: DRAWN_PAGE.entryMeta, content: '/assets/not-loaded-in-tests.js' });
    document.head.append(entry);
    new Function(DRAWN_PAGE_BOOT_SCRIPT)();
    // What the browser does with a person's typing and choosing, before the app is there.
    const search = root.querySelector<HTMLInputElement>('input[type="search"]')!;
    search.value = 'blue';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    const sort = root.querySelector<HTMLSelectElement>('select.browse-sort__select')!;
    sort.value = 'newest';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    const portrait = root.querySelector<HTMLInputElement>('input[type="radio"][value="portrait"]')!;
    portrait.click();
    const errors: unknown[] = [];
    let app: Root | undefined;
    try {
      app = await takeOver(root, drawn.state, createQueryClient(), { onRecoverableError: (error) => errors.push(error) });
      // Both count: the works are asked for in that order and searched for those words.
      await waitFor(() => expect(window.location.pathname).toBe('/all-artworks/q=blue;sort=newest;orientation=portrait'));
      const asked = (call: string) => call.startsWith('GET /api/artworks/browse?') && ['q=blue', 'sort=newest', 'orientation=portrait'].every((part) => call.includes(part));
      await waitFor(() => expect(fetches.calls.some(asked)).toBe(true));
      expect(search.value).toBe('blue');
      expect(sort.value).toBe('newest');
      expect(portrait.checked).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      act(() => app?.unmount());
      root.remove();
      entry.remove();
      Reflect.deleteProperty(window, DRAWN_PAGE.takeOver);
      window.history.replaceState(null, '', '/');
    }
  });
});
