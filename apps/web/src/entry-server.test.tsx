// @vitest-environment node
import { ARTICLES_PAGE_SIZE } from '@vernissage/core/articles';
import { CONTENT_PAGES, SNIPPET } from '@vernissage/core/constants';
import type { Article } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { drawPage } from './entry-server.tsx';
import { artworkDetail, storedImage } from './testing/artwork-detail.ts';
import { siteConfig, snippet } from './testing/fixtures.ts';
import { artistAnswers, artistsAnswers, artworkAnswers, browseAnswers, crowdAnswers, drawnWork, drawnWorkPage, galleryAnswers, homeAnswers, memberArtworkAnswers, memberBrowseAnswers, memberCart, memberHomeAnswers, member } from './testing/drawn-pages.ts';

// Drawn as the server draws them: in Node, with no window, document or storage, so a page that
// reaches for the browser while it is drawn fails here as it would on the server. The app's
// take-over of these pages is tested in app/take-over.test.tsx. A part whose drawing failed would
// be left to the browser (React marks it <!--$!-->): none may be.
const leftToTheBrowser = '<!--$!-->';

describe('an artwork page drawn on the server (decision record 048)', () => {
  it('draws the page from the answers it is given, with the query cache they fill', async () => {
    const drawn = await drawPage(`http://localhost${drawnWorkPage}`, artworkAnswers);
    expect(drawn).not.toBeNull();
    const { html, state } = drawn!;
    expect(html).not.toContain(leftToTheBrowser);
    expect(html).toContain('<h1 class="artwork-detail__title">Blue Hour, No. 3</h1>');
    expect(html).toContain('LOG IN/SIGN UP');
    expect(html).toContain('Add to cart');
    // The largest picture is in the HTML at once, at high priority, its box known before it arrives.
    expect(html).toMatch(/<img class="artwork-hero__image" src="[^"]+large\.jpg"[^>]* width="1600" height="1200" style="--ratio:1\.3333/);
    expect(state.width).toBe(1280);
    // The route it matched, so the app loads that page without matching every route again.
    expect(state.routePath).toBe('/artwork-for-sale/:artworkName');
    // It reads nothing the browser stores: it holds for every visitor.
    expect(drawn!.absent).toEqual([]);
    const keys = state.cache.queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['session'], ['site-config'], ['artworks', drawnWork.id, 'detail']]));
  });
});

describe('the home page drawn on the server', () => {
  const rows = (html: string) => html.match(/class="marquee__row /g)?.length ?? 0;
  const slides = (html: string) => html.match(/class="marquee__item"/g)?.length ?? 0;

  it('draws what the width it is drawn for shows: two rows of 12 for a phone, four of 12 for a desktop', async () => {
    const phone = (await drawPage('http://localhost/', { ...homeAnswers, width: 390 }))!;
    const desktop = (await drawPage('http://localhost/', homeAnswers))!;
    expect(phone.html).toContain('Art that knows you');
    expect(phone.html + desktop.html).not.toContain(leftToTheBrowser);
    expect(rows(phone.html)).toBe(2);
    expect(rows(desktop.html)).toBe(4);
    expect(slides(phone.html)).toBeLessThan(slides(desktop.html));
    // The first pictures come with the HTML, at high priority.
    expect(phone.html).toMatch(/<img [^>]*loading="eager" fetchPriority="high"/);
    expect(phone.state.width).toBe(390);
    // The rows stand still until the app has the page and the browser is idle (home-marquee.tsx).
    expect(desktop.html).toContain('class="marquee"');
    expect(desktop.html).not.toContain('marquee--moving');
  });
});

describe('a member’s gallery drawn on the server', () => {
  it('draws their queue at the first work still to rate, their menu and cart, and names what it took as unstored', async () => {
    const drawn = (await drawPage('http://localhost/gallery', galleryAnswers))!;
    expect(drawn.html).not.toContain(leftToTheBrowser);
    expect(drawn.html).toContain('Your Gallery');
    expect(drawn.html).toMatch(/<h2[^>]*>Study 12<\/h2>/);
    expect(drawn.html.replace(/<!-- -->/g, '')).toContain('2 / 3');
    expect(drawn.html).toContain('aria-label="Cart, 2 items"');
    expect(drawn.html).not.toContain('LOG IN/SIGN UP');
    // Drawn as a first visit in the tab: no stored place, filter or post-purchase flag.
    expect(drawn.absent).toEqual(expect.arrayContaining(['session:gallery_index', 'session:gallery_filter', 'session:show-purchase-taste-modal']));
    const keys = drawn.state.cache.queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['session'], ['taste', 'queue', ''], ['cart']]));
  });
});

describe('All Artworks drawn on the server', () => {
  it('draws the first page of works, with the filters in a drawer on a phone and beside the grid on a desktop', async () => {
    const phone = (await drawPage('http://localhost/all-artworks', browseAnswers))!;
    const desktop = (await drawPage('http://localhost/all-artworks', { ...browseAnswers, width: 1280 }))!;
    expect(phone.html + desktop.html).not.toContain(leftToTheBrowser);
    expect(phone.html).toContain('<h1 class="display-title">All Artworks</h1>');
    expect(phone.html.replace(/<!-- -->/g, '')).toContain('40 works');
    expect(phone.html.match(/<li class="browse-card">/g)?.length).toBe(3);
    expect(phone.html).toContain('Show more works');
    expect(phone.html).toContain('aria-label="Search works by title, artist or description"');
    // The filters: a button opening a drawer on a phone, the controls beside the grid on a desktop.
    expect(phone.html).not.toContain('aria-label="Filters"');
    expect(desktop.html).toContain('<aside class="browse-page__filters" aria-label="Filters">');
    expect(phone.absent).toEqual([]);
    const keys = phone.state.cache.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['artworks', 'browse', {}]);
  });
});

describe('a selection’s address drawn on the server', () => {
  it('draws the selection’s first page under its own query, with its words and order in the controls', async () => {
    const drawn = (await drawPage('http://localhost/all-artworks/q=blue;sort=price-asc', browseAnswers))!;
    expect(drawn.html).not.toContain(leftToTheBrowser);
    expect(drawn.html.match(/<li class="browse-card">/g)?.length).toBe(3);
    expect(drawn.html).toMatch(/<input[^>]*type="search"[^>]*value="blue"/);
    expect(drawn.html).toMatch(/<option value="price-asc" selected="">/);
    const keys = drawn.state.cache.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['artworks', 'browse', { q: 'blue', sort: 'price-asc' }]);
    expect(keys).not.toContainEqual(['artworks', 'browse', {}]);
  });
});

describe('a member’s home page drawn on the server', () => {
  it('draws the headline and the marquee with their menu and cart', async () => {
    const drawn = (await drawPage('http://localhost/', memberHomeAnswers))!;
    expect(drawn.html).not.toContain(leftToTheBrowser);
    expect(drawn.html).toContain('Art that knows you');
    expect(drawn.html.match(/class="marquee__row /g)?.length).toBe(2);
    expect(drawn.html).toContain('aria-label="Cart, 2 items"');
    expect(drawn.html).not.toContain('LOG IN/SIGN UP');
    expect(drawn.absent).toEqual([]);
    const keys = drawn.state.cache.queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['session'], ['cart'], ['home', 'slider']]));
  });
});

describe('a member’s artwork page drawn on the server', () => {
  it('draws the work with their menu and cart, its Add to cart for their own cart', async () => {
    const drawn = (await drawPage(`http://localhost${drawnWorkPage}`, memberArtworkAnswers))!;
    expect(drawn.html).not.toContain(leftToTheBrowser);
    expect(drawn.html).toContain(`>${drawnWork.title}</h1>`);
    expect(drawn.html).toContain('aria-label="Cart, 0 items"');
    expect(drawn.html).not.toContain('LOG IN/SIGN UP');
    expect(drawn.html).toContain('Add to cart');
    const keys = drawn.state.cache.queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['session'], ['cart'], ['artworks', drawnWork.id, 'detail']]));
  });
});

describe('a member’s All Artworks drawn on the server', () => {
  it('draws the same first page of works with their menu, their cart and their For you order to choose', async () => {
    const drawn = (await drawPage('http://localhost/all-artworks', memberBrowseAnswers))!;
    expect(drawn.html).not.toContain(leftToTheBrowser);
    expect(drawn.html).toContain('<h1 class="display-title">All Artworks</h1>');
    expect(drawn.html.match(/<li class="browse-card">/g)?.length).toBe(3);
    expect(drawn.html).toContain('aria-label="Cart, 2 items"');
    expect(drawn.html).not.toContain('LOG IN/SIGN UP');
    expect(drawn.html).toMatch(/<option value="for-you">For you<\/option>/);
    const keys = drawn.state.cache.queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['session'], ['cart'], ['artworks', 'browse', {}]]));
  });
});

describe('the visitors’ gallery drawn on the server', () => {
  it('hangs the crowd’s first work, and names as unstored the place, filter and likes a visitor may keep', async () => {
    const drawn = (await drawPage('http://localhost/view-gallery', crowdAnswers))!;
    expect(drawn.html).not.toContain(leftToTheBrowser);
    expect(drawn.html).toMatch(/<h2[^>]*>Study 21<\/h2>/);
    expect(drawn.html).toContain('Like what speaks to you.');
    expect(drawn.absent).toEqual(expect.arrayContaining(['session:view_gallery_index', 'session:view_gallery_filter', 'local:visitor_ratings']));
    expect(drawn.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['taste', 'crowd', '']);
  });
});

describe('the artists’ pages drawn on the server', () => {
  it('draws an artist’s page with their works, and the directory with its cards', async () => {
    const artist = (await drawPage('http://localhost/artists/Claude-Monet-7', artistAnswers))!;
    expect(artist.html).not.toContain(leftToTheBrowser);
    expect(artist.html).toMatch(/<h1[^>]*>Claude Monet<\/h1>/);
    expect(artist.html).toContain('Paints water at every hour.');
    expect(artist.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['artists', 7]);
    const directory = (await drawPage('http://localhost/artists', artistsAnswers))!;
    expect(directory.html).not.toContain(leftToTheBrowser);
    expect(directory.html).toContain('href="/artists/Claude-Monet-7"');
    expect(directory.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['artists', 'directory', '', 0]);
    expect([...artist.absent, ...directory.absent]).toEqual([]);
  });
});

describe('a member’s selection, artists’ pages and visitors’ gallery drawn on the server', () => {
  it('draws each with their menu and cart, a For you selection in their own order', async () => {
    const pages = [
      ['http://localhost/all-artworks/sort=for-you', memberBrowseAnswers],
      ['http://localhost/view-gallery', { ...crowdAnswers, session: { user: member }, cart: memberCart }],
      ['http://localhost/artists/Claude-Monet-7', { ...artistAnswers, session: { user: member }, cart: memberCart }],
      ['http://localhost/artists', { ...artistsAnswers, session: { user: member }, cart: memberCart }],
    ] as const;
    for (const [url, answers] of pages) {
      const drawn = (await drawPage(url, answers))!;
      expect(drawn.html, url).not.toContain(leftToTheBrowser);
      expect(drawn.html, url).toContain('aria-label="Cart, 2 items"');
      expect(drawn.html, url).not.toContain('LOG IN/SIGN UP');
      expect(drawn.state.cache.queries.map((query) => query.queryKey), url).toContainEqual(['cart']);
    }
    // The visitors' gallery for a member: their likes are on the account, not in this browser.
    const gallery = (await drawPage(pages[1][0], pages[1][1]))!;
    expect(gallery.html).toMatch(/<h2[^>]*>Study 21<\/h2>/);
    expect(gallery.html).not.toContain('Like what speaks to you.');
    const forYou = (await drawPage(pages[0][0], pages[0][1]))!;
    expect(forYou.html).toMatch(/<option value="for-you" selected="">For you<\/option>/);
    expect(forYou.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['artworks', 'browse', { sort: 'for-you' }]);
  });
});

describe('the content pages drawn on the server', () => {
  it('draws each from its snippet, its title filled with the product', async () => {
    for (const [pathname, name] of CONTENT_PAGES) {
      const drawn = (await drawPage(`http://localhost${pathname}`, { ...homeAnswers, homeSnippet: undefined, homeSlider: undefined, snippet: snippet(name, '<p>Words of the page.</p>', { title: '{product} and you' }) }))!;
      expect(drawn.html, pathname).not.toContain(leftToTheBrowser);
      expect(drawn.html, pathname).toMatch(new RegExp(`<h1 class="display-title">${siteConfig.product} and you</h1>`));
      expect(drawn.html, pathname).toContain('<p>Words of the page.</p>');
      expect(drawn.state.cache.queries.map((query) => query.queryKey), pathname).toContainEqual(['snippets', name]);
      expect(drawn.absent, pathname).toEqual([]);
    }
  });

  it('draws the consultation page in the admin layout the spec gives it, its side menu included (decision record 052)', async () => {
    const drawn = (await drawPage('http://localhost/schedule-art-consultation', { ...homeAnswers, homeSnippet: undefined, homeSlider: undefined, snippet: snippet(SNIPPET.consultation, '<p>Talk to us.</p>') }))!;
    expect(drawn.html).toContain('<nav aria-label="Side menu">');
    expect(drawn.html).toContain('<main id="main" class="admin-content"');
    expect(drawn.html).toContain('<p>Talk to us.</p>');
    // The open times are the app's to read: nothing of them is drawn, not even a loader.
    expect(drawn.html).not.toContain('consultation-booking');
  });
});

describe('the editorial pages drawn on the server', () => {
  const entry: Article = {
    id: 7,
    kind: 'blogs',
    title: 'Studio Visit',
    url: 'studio-visit',
    path: '/blogs/studio-visit',
    externalUrl: null,
    author: 'Jonah Reyes',
    dateLabel: 'February 2026',
    eventDate: null,
    eventDateLabel: null,
    eventLink: null,
    publishedAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    excerpt: 'Three flights of stairs to a studio.',
    image: storedImage(7),
    description: '<p>Three flights of stairs to a <strong>studio</strong>.</p>',
    metaTitle: null,
    metaDescription: null,
    metaKeywords: null,
  };
  const visitor = { ...homeAnswers, homeSnippet: undefined, homeSlider: undefined };

  it('draws a list’s first page of cards and an entry with its body, from the answers the API gives', async () => {
    const list = (await drawPage('http://localhost/blogs', { ...visitor, articles: { kind: 'blogs', page: { total: 1, items: [entry] } } }))!;
    expect(list.html).not.toContain(leftToTheBrowser);
    expect(list.html).toContain('<h1 id="articles-title" class="display-title">Blogs</h1>');
    expect(list.html).toMatch(/<a href="\/blogs\/studio-visit"[^>]*>Studio Visit<\/a>/);
    // The first cards' pictures come at once, their box known before they arrive.
    expect(list.html).toMatch(/<img src="[^"]+" [^>]*width="\d+" height="\d+" loading="eager"/);
    expect(list.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['articles', 'blogs', 0, ARTICLES_PAGE_SIZE]);

    const page = (await drawPage('http://localhost/blogs/studio-visit', { ...visitor, article: { kind: 'blogs', url: 'studio-visit', entry } }))!;
    expect(page.html).not.toContain(leftToTheBrowser);
    expect(page.html).toContain('<h1 id="article-title" class="display-title article-page__title">Studio Visit</h1>');
    expect(page.html).toContain('<p>Three flights of stairs to a <strong>studio</strong>.</p>');
    expect(page.html).toContain('aria-label="Copy the link to this page"');
    expect(page.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['articles', 'blogs', 'entry', 'studio-visit']);

    const event = (await drawPage('http://localhost/art-event-details/studio-visit-7', { ...visitor, article: { kind: 'event', url: 'studio-visit-7', entry } }))!;
    expect(event.html).toContain('Continue reading');
    expect(event.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['articles', 'event', 'studio-visit-7']);
    expect(list.absent.concat(page.absent, event.absent)).toEqual([]);
  });
});

describe('a curated set drawn on the server', () => {
  it('draws its title, description and works, with the copy-link button and no dialog', async () => {
    const { artistProfile: _a, ...first } = artworkDetail({ id: 100, title: 'Blue Hour, No. 3', images: [storedImage(100)] });
    const set = { id: 4, shareUrl: 'quiet-evenings-4', path: '/artworks/quiet-evenings-4', title: 'Quiet Evenings', description: '<p>Works for a <strong>calm</strong> room.</p>', works: [first] };
    const drawn = (await drawPage('http://localhost/artworks/quiet-evenings-4', { ...homeAnswers, homeSnippet: undefined, homeSlider: undefined, curatedSet: { shareUrl: set.shareUrl, set } }))!;
    expect(drawn.html).not.toContain(leftToTheBrowser);
    expect(drawn.html).toContain('<h1 id="curated-set-title" class="display-title curated-set__title">Quiet Evenings</h1>');
    expect(drawn.html).toContain('<p>Works for a <strong>calm</strong> room.</p>');
    expect(drawn.html).toContain('aria-label="Blue Hour, No. 3 by');
    expect(drawn.html).toContain('aria-label="Copy the link to this set"');
    expect(drawn.html).not.toContain('role="dialog"');
    expect(drawn.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['shared-links', 'set', 'quiet-evenings-4']);
  });
});

describe('a visitor’s cart drawn on the server', () => {
  it('draws the empty cart with its way back to the works, and names the cart’s storage as unstored', async () => {
    const drawn = (await drawPage('http://localhost/check-out', { ...homeAnswers, homeSnippet: undefined, homeSlider: undefined }))!;
    expect(drawn.html).not.toContain(leftToTheBrowser);
    expect(drawn.html).toContain('Your cart is empty.');
    expect(drawn.html).toContain('Go To Gallery');
    // A visitor with works in their cart has them in this tab's storage: the app draws their page.
    expect(drawn.absent).toContain('session:cartItems');
  });
});

describe('the 404 page drawn on the server', () => {
  it('draws the same page at every path that is no page of the same layout, so one drawing serves them all', async () => {
    const answers = { ...homeAnswers, homeSnippet: undefined, homeSlider: undefined };
    const first = (await drawPage('http://localhost/no-such-page', answers))!;
    const second = (await drawPage('http://localhost/another/missing-page', answers))!;
    expect(first.html).not.toContain(leftToTheBrowser);
    expect(first.html).toContain('Page not found');
    expect(first.html).toContain('Go To Home');
    expect(second.html).toBe(first.html);
    // The drawing is kept for every unknown address: its state names the route, not the address it was first drawn for.
    expect(first.state.routePath).toBe('*');
    expect(JSON.stringify(first.state)).not.toContain('no-such-page');
    const publicFirst = (await drawPage('http://localhost/no-such-gallery', answers))!;
    const publicSecond = (await drawPage('http://localhost/old-gallery-page', answers))!;
    expect(publicFirst.html).toContain('Page not found');
    expect(publicSecond.html).toBe(publicFirst.html);
    expect(first.absent.concat(publicFirst.absent)).toEqual([]);
  });
});

describe('a reset link’s page drawn on the server', () => {
  it('draws the new-password form for a link still good, and the way back for one that is not', async () => {
    const answers = { ...homeAnswers, homeSnippet: undefined, homeSlider: undefined };
    const good = (await drawPage('http://localhost/reset-password?token=abc', { ...answers, resetToken: { token: 'abc', check: { valid: true } } }))!;
    expect(good.html).not.toContain(leftToTheBrowser);
    expect(good.html).toContain('New password');
    expect(good.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['accounts', 'reset-token', 'abc']);
    const used = (await drawPage('http://localhost/reset-password?token=abc', { ...answers, resetToken: { token: 'abc', check: { valid: false } } }))!;
    expect(used.html).toContain('Try resetting your password again');
    expect(used.html).not.toContain('New password');
  });
});

describe('the other pages an e-mail’s link opens, drawn on the server (decision record 057)', () => {
  const answers = { ...homeAnswers, homeSnippet: undefined, homeSlider: undefined };

  it('draws an invite’s password form for a link still good, naming the address, and the expired message for one that is not', async () => {
    const good = (await drawPage('http://localhost/change-role/abc', { ...answers, inviteCheck: { token: 'abc', check: { valid: true, email: 'maker@example.com' } } }))!;
    expect(good.html).not.toContain(leftToTheBrowser);
    expect(good.html).toContain('maker@example.com');
    expect(good.html).toContain('Confirm password');
    expect(good.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['invites', 'check', 'abc']);
    const used = (await drawPage('http://localhost/change-role/abc', { ...answers, inviteCheck: { token: 'abc', check: { valid: false, email: null } } }))!;
    expect(used.html).toContain('Go to the home page');
    expect(used.html).not.toContain('Confirm password');
  });

  it('draws what an unsubscribe link turns off with its button, that it is already off, or that the link is not valid', async () => {
    const on = (await drawPage('http://localhost/unsubscribe?token=abc', { ...answers, unsubscribe: { token: 'abc', info: { valid: true, kind: 'orderUpdates', subscribed: true } } }))!;
    expect(on.html).not.toContain(leftToTheBrowser);
    expect(on.html).toMatch(/Stop getting <strong>order updates<\/strong> emails\?/);
    expect(on.html).toContain('>Unsubscribe</span></button>');
    expect(on.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['unsubscribe', 'abc']);
    const off = (await drawPage('http://localhost/unsubscribe?token=abc', { ...answers, unsubscribe: { token: 'abc', info: { valid: true, kind: 'orderUpdates', subscribed: false } } }))!;
    expect(off.html).toContain('You no longer receive order updates emails.');
    const bad = (await drawPage('http://localhost/unsubscribe?token=abc', { ...answers, unsubscribe: { token: 'abc', info: { valid: false, kind: null, subscribed: false } } }))!;
    expect(bad.html).toContain('This unsubscribe link is not valid.');
  });

  it('draws a new address’s confirmation with its button, which a link without its token cannot press', async () => {
    const page = (await drawPage('http://localhost/confirm-email?token=abc', answers))!;
    expect(page.html).not.toContain(leftToTheBrowser);
    expect(page.html).toContain('Confirm my new address');
    expect(page.html).not.toMatch(/<button[^>]*disabled/);
    expect((await drawPage('http://localhost/confirm-email', answers))!.html).toMatch(/<button[^>]*disabled/);
  });
});

describe('/early-access drawn on the server for a browser without its passcode', () => {
  it('draws the locked page with its passcode dialog open in place, or that no preview is open', async () => {
    const answers = { ...homeAnswers, homeSnippet: undefined, homeSlider: undefined };
    const locked = (await drawPage('http://localhost/early-access', { ...answers, earlyAccessStatus: { active: true, title: 'Spring Preview', verified: false } }))!;
    expect(locked.html).not.toContain(leftToTheBrowser);
    expect(locked.html).toContain('Spring Preview');
    expect(locked.html).toContain('Enter passcode');
    // The dialog is in the page, not in a portal the server cannot draw, and takes the focus.
    expect(locked.html).toMatch(/<div role="dialog" aria-modal="true"[^>]*>/);
    expect(locked.html).toContain('dialog-root--in-place');
    expect(locked.html).toMatch(/<input autofocus=""[^>]*type="password"/);
    expect(locked.state.cache.queries.map((query) => query.queryKey)).toContainEqual(['early-access', 'status']);
    const none = (await drawPage('http://localhost/early-access', { ...answers, earlyAccessStatus: { active: false, title: null, verified: false } }))!;
    expect(none.html).toContain('There is no early access open at the moment');
    expect(none.html).not.toContain('role="dialog"');
  });
});

describe('a members’ page drawn on the server for a visitor', () => {
  it('draws why the page needs an account and the ways on, in the page’s layout, without the page’s code (decision record 056)', async () => {
    const answers = { ...homeAnswers, homeSnippet: undefined, homeSlider: undefined };
    const settings = (await drawPage('http://localhost/settings', answers))!;
    expect(settings.html).not.toContain(leftToTheBrowser);
    expect(settings.html).toContain('Log in to continue');
    expect(settings.html).toContain('This page belongs to an account.');
    expect(settings.html).toContain('Browse the crowd’s gallery');
    const quiz = (await drawPage('http://localhost/tastequiz', answers))!;
    expect(quiz.html).toContain('The taste test builds your own taste profile');
    expect(settings.absent.concat(quiz.absent)).toEqual([]);
  });
});
