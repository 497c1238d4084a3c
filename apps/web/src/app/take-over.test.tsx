import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAWN_PAGE, DRAWN_PAGE_BOOT_SCRIPT, SNIPPET } from '@vernissage/core/constants';
import type { DrawnPageAnswers } from '@vernissage/core/schemas';
import type { Root } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { drawPage } from '../entry-server.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { artistAnswers, artistsAnswers, artworkAnswers, browseAnswers, crowdAnswers, drawnWork, drawnWorkPage, galleryAnswers, homeAnswers, member, memberArtworkAnswers, memberBrowseAnswers, memberCart, memberHomeAnswers, memberQueue } from '../testing/drawn-pages.ts';
import { cart, cartLine } from '../testing/commerce.ts';
import { snippet } from '../testing/fixtures.ts';
import { json, stubFetch } from '../testing/fetch-stub.ts';
import { takeOver } from './take-over.tsx';

// Pages drawn as the server draws them (entry-server.test.tsx) and taken over by the app
// (decision record 048).

const ENTRY = '/assets/not-loaded-in-tests.js';
const appEntries = () => document.head.querySelectorAll(`script[type="module"][src="${ENTRY}"]`);
const PAGE_CODE = ['/assets/page-not-loaded.js', '/assets/shared-not-loaded.js'];
const codePreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

// The entry's meta tag the boot script reads, in the head for the whole file and left there: the
// script asks for the entry a frame after the page has loaded, which may come after a short test,
// or the last one, has ended (the script it adds is never loaded here).
beforeAll(() => {
  document.head.append(Object.assign(document.createElement('meta'), { name: DRAWN_PAGE.entryMeta, content: ENTRY }));
  document.head.append(Object.assign(document.createElement('meta'), { name: DRAWN_PAGE.codeMeta, content: PAGE_CODE.join(' ') }));
});

interface OpenedPage {
  /** #root, holding the drawn HTML. */
  root: HTMLElement;
  /** The app takes the page over; React's recoverable errors meanwhile fail the test. */
  takeOver: () => Promise<void>;
}

interface DrawnPageOptions {
  /** The browser's address, when the server drew another page for it (an account route gets the home page). */
  address?: string;
  /** The page comes without the pattern of the route it was drawn by. */
  withoutRoute?: boolean;
  /** How long before the request the server drew the page (a body it kept while its answers stood). */
  drawnMsAgo?: number;
}

/**
 * Opens the page at `path` drawn from `answers` as a browser gets it: #root holding its HTML, the
 * entry's meta tag and the page's own boot script (the entry it names is never loaded here).
 * `test` acts on it before and after `takeOver`. The app stops with the test: nothing of it runs
 * on into the next one.
 */
async function withDrawnPage(path: string, answers: DrawnPageAnswers, test: (page: OpenedPage) => Promise<void>, options: DrawnPageOptions = {}): Promise<void> {
  const { address = path, withoutRoute = false, drawnMsAgo = 0 } = options;
  const drawn = (await drawPage(`http://localhost${path}`, answers))!;
  if (withoutRoute) delete drawn.state.routePath;
  for (const query of drawn.state.cache.queries) query.state.dataUpdatedAt -= drawnMsAgo;
  window.history.replaceState(null, '', address);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = drawn.html;
  document.body.append(root);
  new Function(DRAWN_PAGE_BOOT_SCRIPT)();
  const errors: unknown[] = [];
  let app: Root | undefined;
  try {
    await test({
      root,
      takeOver: async () => {
        app = await takeOver(root, drawn.state, createQueryClient(), { onRecoverableError: (error) => errors.push(error) });
      },
    });
    expect(errors).toEqual([]);
  } finally {
    act(() => app?.unmount());
    root.remove();
    // The boot script keeps every click, send and edit on the document until the app takes them
    // (its hook). A test that ends before the app's first effect ran (a quick test on a busy
    // machine, or a failed one) would leave those listeners keeping the clicks of every later test
    // in this worker, its files included: they are handed back here whatever the app did.
    (window as unknown as Partial<Record<string, () => unknown>>)[DRAWN_PAGE.takeOver]?.();
    Reflect.deleteProperty(window, DRAWN_PAGE.takeOver);
    window.history.replaceState(null, '', '/');
  }
}

describe('an artwork page taken over by the app', () => {
  it('is taken over by the app without drawing it again, and a click before that is not lost', async () => {
    const fetches = stubFetch({ [`GET /api/artworks/${drawnWork.id}/by-artist`]: () => json({ total: 0, items: [] }) });
    await withDrawnPage(drawnWorkPage, artworkAnswers, async ({ root, takeOver }) => {
      const title = root.querySelector('h1');
      const toggle = root.querySelector<HTMLButtonElement>('.artwork-description__toggle');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Clicked before the app is there: kept, so nothing happens yet.
      toggle!.click();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await takeOver();
      // The description's toggle clicked before the take-over has now opened it.
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(screen.getByRole('button', { name: /In cart|Remove/ })).toBeInTheDocument());
      // The same elements: taken over, not replaced.
      expect(root.querySelector('h1')).toBe(title);
      // Its answers came with the page: the work is not asked for again.
      expect(fetches.calls).not.toContain(`GET /api/artworks/${drawnWork.id}`);
    });
  });
});

describe('the route a page was drawn by', () => {
  it('is the page the app loads, and without it the app matches the address itself', async () => {
    stubFetch({ [`GET /api/artworks/${drawnWork.id}/by-artist`]: () => json({ total: 0, items: [] }) });
    for (const withoutRoute of [false, true]) {
      await withDrawnPage(
        drawnWorkPage,
        artworkAnswers,
        async ({ root, takeOver }) => {
          const title = root.querySelector('h1');
          const toggle = root.querySelector<HTMLButtonElement>('.artwork-description__toggle')!;
          toggle.click();
          await takeOver();
          // The page's own code took the drawn page over: the click kept until then opens the description.
          await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
          expect(root.querySelector('h1')).toBe(title);
        },
        { withoutRoute },
      );
    }
  });
});

describe('the home page taken over by the app', () => {
  /** Takes the drawn home page over, then opens a slide's work with a plain click, inside the app. */
  async function takeOverAndFollowASlide({ root, takeOver }: OpenedPage): Promise<void> {
    // A slide's link as the server drew it: the app's handler must come to this very element.
    const link = root.querySelector<HTMLAnchorElement>('.marquee a.marquee__link')!;
    await takeOver();
    expect(link.isConnected).toBe(true);
    // The marquee's handler is there: a plain click on the drawn slide opens its work inside the
    // app. Had the app drawn the page again, the drawn link would be gone from the document and
    // its click would open nothing. (Once the work's page has loaded the marquee is rightly gone,
    // so it is not looked for after the click.)
    await waitFor(() => {
      link.click();
      expect(window.location.pathname).toBe(link.getAttribute('href'));
    });
  }

  it('is taken over by the app without drawing it again', async () => {
    stubFetch();
    await withDrawnPage('/', homeAnswers, takeOverAndFollowASlide);
  });

  it('is taken over at / for an account route the server drew it for, and the route’s dialog opens over it (decision record 052)', async () => {
    stubFetch();
    for (const [address, dialog] of [
      ['/login', /^Log in to /],
      ['/forgotPassword', /^Forgot password$/],
    ] as const) {
      await withDrawnPage(
        '/',
        homeAnswers,
        async ({ root, takeOver }) => {
          const marquee = root.querySelector('.marquee');
          await takeOver();
          expect(window.location.pathname).toBe('/');
          expect(await screen.findByRole('dialog', { name: dialog }, { timeout: 20_000 })).toBeInTheDocument();
          // The drawn page stays under it, not drawn again.
          expect(marquee?.isConnected).toBe(true);
        },
        { address },
      );
    }
  });

  it('is taken over for a member with their menu and cart as drawn, reading neither again', async () => {
    const fetches = stubFetch({ 'GET /api/cart': () => json(memberCart) }, { user: member });
    await withDrawnPage('/', memberHomeAnswers, async (page) => {
      await takeOverAndFollowASlide(page);
      expect(screen.getByLabelText('Cart, 2 items')).toBeInTheDocument();
      expect(fetches.calls.filter((call) => call === 'GET /api/session' || call === 'GET /api/cart')).toEqual([]);
    });
  });

  it('is taken over from a body the server kept for minutes without reading its answers again: they stood when it was sent', async () => {
    const fetches = stubFetch();
    await withDrawnPage('/', homeAnswers, takeOverAndFollowASlide, { drawnMsAgo: 10 * 60_000 });
    expect(fetches.calls.filter((call) => call === 'GET /api/session' || call.startsWith('GET /api/snippets/Home') || call.startsWith('GET /api/home'))).toEqual([]);
  });
});

describe('a page in the admin layout taken over by the app', () => {
  it('is taken over with its side menu as drawn, and the open times are read after (decision record 052)', async () => {
    const fetches = stubFetch({ 'GET /api/consultations/slots': () => json({ items: [] }) });
    const answers = { ...homeAnswers, homeSnippet: undefined, homeSlider: undefined, snippet: snippet(SNIPPET.consultation, '<p>Talk to us.</p>') };
    await withDrawnPage('/schedule-art-consultation', answers, async ({ root, takeOver }) => {
      const menu = root.querySelector('nav[aria-label="Side menu"]');
      expect(menu).not.toBeNull();
      await takeOver();
      expect(await screen.findByText(/No times are open right now/)).toBeInTheDocument();
      // The drawn side menu and words stay: taken over, not drawn again.
      expect(menu?.isConnected).toBe(true);
      expect(fetches.calls).not.toContain(`GET /api/snippets/${SNIPPET.consultation}`);
    });
  });
});

describe('a member’s gallery taken over by the app', () => {
  it('is taken over by the app: a Next clicked before that is not lost, and the place is stored', async () => {
    const fetches = stubFetch({ 'GET /api/taste/queue': () => json(memberQueue), 'GET /api/cart': () => json(memberCart) }, { user: member });
    await withDrawnPage('/gallery', { ...galleryAnswers, width: 1280 }, async ({ root, takeOver }) => {
      root.querySelector<HTMLButtonElement>('[aria-label="Next artwork"]')!.click();
      await takeOver();
      expect(await screen.findByRole('heading', { name: 'Study 13', level: 2 })).toBeInTheDocument();
      expect(window.sessionStorage.getItem('gallery_index')).toBe('2');
      // The queue came with the page, drawn for this request: it is not read again on the first view.
      expect(fetches.calls.filter((call) => call.startsWith('GET /api/taste/queue'))).toEqual([]);
    });
  });

  it('is set aside by the boot script where the tab has a place stored, for the app to draw', async () => {
    const drawn = (await drawPage('http://localhost/gallery', galleryAnswers))!;
    window.sessionStorage.setItem('gallery_index', '2');
    // The body as the server sends it (apps/server drawn-page.ts drawnBody), with the keys the drawing took as unstored.
    document.body.innerHTML = `<div id="root">${drawn.html}</div><script type="application/json" id="${DRAWN_PAGE.stateId}" ${DRAWN_PAGE.absent}="${drawn.absent.join(' ')}">{}</script>`;
    for (const script of appEntries()) script.remove();
    for (const link of codePreloads()) link.remove();
    try {
      new Function(DRAWN_PAGE_BOOT_SCRIPT)();
      expect(document.getElementById('root')).toBeEmptyDOMElement();
      expect(document.getElementById(DRAWN_PAGE.stateId)).toBeNull();
      // The app's entry is asked for at once (not after the page's paint), to draw the page from the stored place.
      expect(appEntries()).toHaveLength(1);
      // The page's own modules are fetched beside it, as the app's own preloads would (same CORS mode).
      await waitFor(() => expect(codePreloads().map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual(PAGE_CODE.map((href) => [href, ''])));
      expect(window).not.toHaveProperty(DRAWN_PAGE.takeOver);
    } finally {
      document.body.innerHTML = '';
    }
  });
});

describe('a member’s artwork page taken over by the app', () => {
  it('puts the work in their own cart when Add to cart was tapped before the app was there', async () => {
    const added = cart([cartLine(drawnWork.id)]);
    const fetches = stubFetch(
      {
        [`GET /api/artworks/${drawnWork.id}/by-artist`]: () => json({ total: 0, items: [] }),
        'GET /api/cart': () => json(fetches.calls.some((call) => call.startsWith('POST /api/cart/items')) ? added : memberArtworkAnswers.cart),
        'POST /api/cart/items': () => json(added),
      },
      { user: member },
    );
    await withDrawnPage(drawnWorkPage, memberArtworkAnswers, async ({ root, takeOver }) => {
      const title = root.querySelector('h1');
      [...root.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent?.includes('Add to cart'))?.click();
      await takeOver();
      await waitFor(() => expect(fetches.calls.filter((call) => call.startsWith('POST /api/cart/items'))).toHaveLength(1));
      await waitFor(() => expect(screen.getByLabelText('Cart, 1 item')).toBeInTheDocument());
      expect(root.querySelector('h1')).toBe(title);
    });
  });
});

describe('a selection’s address taken over by the app', () => {
  it('is taken over from the selection’s own answer, which is not asked for again', async () => {
    const fetches = stubFetch({ 'GET /api/artworks/browse': () => json(browseAnswers.browse) });
    await withDrawnPage('/all-artworks/q=blue;sort=price-asc', browseAnswers, async ({ root, takeOver }) => {
      const grid = root.querySelector('.browse-card');
      await takeOver();
      expect(await screen.findByDisplayValue('blue')).toBeInTheDocument();
      expect(root.querySelector('.browse-card')).toBe(grid);
      expect(fetches.calls.filter((call) => call.startsWith('GET /api/artworks/browse'))).toEqual([]);
    });
  });
});

describe('a member’s All Artworks taken over by the app', () => {
  it('is taken over with their menu and cart as drawn, and their For you order chosen before that is not lost', async () => {
    const fetches = stubFetch({ 'GET /api/artworks/browse': () => json(browseAnswers.browse), 'GET /api/cart': () => json(memberCart) }, { user: member });
    await withDrawnPage('/all-artworks', memberBrowseAnswers, async ({ root, takeOver }) => {
      const heading = root.querySelector('h1');
      const sort = root.querySelector<HTMLSelectElement>('select.browse-sort__select')!;
      sort.value = 'for-you';
      sort.dispatchEvent(new Event('change', { bubbles: true }));

      await takeOver();
      await waitFor(() => expect(window.location.pathname).toBe('/all-artworks/sort=for-you'));
      await waitFor(() => expect(fetches.calls.some((call) => call.startsWith('GET /api/artworks/browse?') && call.includes('sort=for-you'))).toBe(true));
      expect(screen.getByLabelText('Cart, 2 items')).toBeInTheDocument();
      // The same elements: taken over, not replaced.
      expect(root.querySelector('h1')).toBe(heading);
    });
  });
});

describe('All Artworks taken over by the app', () => {
  it('acts on words typed, an order chosen and a shape ticked before the app was there, as if they had come after', async () => {
    // A desktop window, as the page was drawn for: the filters stand beside the grid.
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query === '(min-width: 992px)' }));
    const fetches = stubFetch({ 'GET /api/artworks/browse': () => json(browseAnswers.browse) });
    await withDrawnPage('/all-artworks', { ...browseAnswers, width: 1280 }, async ({ root, takeOver }) => {
      // What the browser does with a person's typing, choosing and ticking, before the app is there.
      const search = root.querySelector<HTMLInputElement>('input[type="search"]')!;
      search.value = 'blue';
      search.dispatchEvent(new Event('input', { bubbles: true }));
      const sort = root.querySelector<HTMLSelectElement>('select.browse-sort__select')!;
      sort.value = 'newest';
      sort.dispatchEvent(new Event('change', { bubbles: true }));
      const portrait = root.querySelector<HTMLInputElement>('input[type="radio"][value="portrait"]')!;
      portrait.click();

      await takeOver();
      // All three count: the works are asked for with those words, in that order, of that shape.
      await waitFor(() => expect(window.location.pathname).toBe('/all-artworks/q=blue;sort=newest;orientation=portrait'));
      const asked = (call: string) => call.startsWith('GET /api/artworks/browse?') && ['q=blue', 'sort=newest', 'orientation=portrait'].every((part) => call.includes(part));
      await waitFor(() => expect(fetches.calls.some(asked)).toBe(true));
      expect(search.value).toBe('blue');
      expect(sort.value).toBe('newest');
      expect(portrait.checked).toBe(true);
    });
  });
});

describe('the visitors’ gallery taken over by the app', () => {
  it('keeps a Like tapped before the app was there in this browser, and moves on', async () => {
    stubFetch({ 'GET /api/taste/crowd': () => json(crowdAnswers.crowd) });
    await withDrawnPage('/view-gallery', crowdAnswers, async ({ root, takeOver }) => {
      root.querySelector<HTMLButtonElement>('[aria-label="Like"]')!.click();
      await takeOver();
      expect(await screen.findByRole('heading', { name: 'Study 22', level: 2 })).toBeInTheDocument();
      expect(JSON.parse(window.localStorage.getItem('visitor_ratings') ?? '[]')).toEqual([expect.objectContaining({ artworkId: 21, rating: 1 })]);
    });
  });
});

describe('a member’s visitors’ gallery taken over by the app', () => {
  it('is taken over with their menu and cart as drawn, and a Like tapped before then is sent as their rating', async () => {
    const ratings: unknown[] = [];
    const fetches = stubFetch(
      {
        'GET /api/taste/crowd': () => json(crowdAnswers.crowd),
        'GET /api/cart': () => json(memberCart),
        'POST /api/ratings': (_url, init) => {
          ratings.push(JSON.parse(String(init?.body)));
          return json({ rating: 1, counter: 1, reranked: false, status: 1, queue: null });
        },
      },
      { user: member },
    );
    await withDrawnPage('/view-gallery', { ...crowdAnswers, session: { user: member }, cart: memberCart }, async ({ root, takeOver }) => {
      const heading = root.querySelector('h2');
      expect(root.querySelector('[aria-label="Cart, 2 items"]')).not.toBeNull();
      root.querySelector<HTMLButtonElement>('[aria-label="Like"]')!.click();
      await takeOver();
      expect(await screen.findByRole('heading', { name: 'Study 22', level: 2 })).toBeInTheDocument();
      expect(ratings).toEqual([expect.objectContaining({ artworkId: 21, rating: 1 })]);
      // Their likes are on the account: nothing is kept in this browser.
      expect(window.localStorage.getItem('visitor_ratings')).toBeNull();
      expect(heading?.isConnected).toBe(true);
      // The crowd's order and the cart came with the page: neither is read on the first view; the
      // order is read again once their rating has been stored (the gallery shows their ratings).
      const reads = fetches.calls.filter((call) => call.startsWith('GET /api/taste/crowd') || call === 'GET /api/cart' || call.startsWith('POST /api/ratings'));
      expect(reads[0]).toBe('POST /api/ratings');
      expect(reads).not.toContain('GET /api/cart');
    });
  });
});

describe('the artists’ pages taken over by the app', () => {
  it('takes an artist’s page and the directory over as they were drawn, a search sent before then, and their links then the app’s', async () => {
    stubFetch({ 'GET /api/artists/7': () => json(artistAnswers.artist), 'GET /api/artists': () => json(artistsAnswers.artists) });
    await withDrawnPage('/artists/Claude-Monet-7', artistAnswers, async ({ root, takeOver }) => {
      const heading = root.querySelector('h1');
      await takeOver();
      expect(await screen.findByRole('heading', { level: 1, name: 'Claude Monet' })).toBe(heading);
    });
    await withDrawnPage('/artists', artistsAnswers, async ({ root, takeOver }) => {
      // A search typed and sent before the app was there: the browser would reload the page.
      const field = root.querySelector<HTMLInputElement>('input[name="q"]')!;
      field.value = 'Monet';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.form!.requestSubmit();
      expect(window.location.search).toBe('');
      await takeOver();
      await waitFor(() => expect(window.location.search).toBe('?q=Monet'));
      // The field is drawn anew for the search it sent (its key is the search).
      expect(root.querySelector('input[name="q"]')).toHaveValue('Monet');
      // The directory is read again for the search: its link is there once the answer is.
      await waitFor(() => {
        root.querySelector<HTMLAnchorElement>('a[href="/artists/Claude-Monet-7"]')?.click();
        expect(window.location.pathname).toBe('/artists/Claude-Monet-7');
      });
    });
  });
});
