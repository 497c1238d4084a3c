import { screen, waitFor, within } from '@testing-library/react';
import { SNIPPET } from '@vernissage/core/constants';
import { describe, expect, it } from 'vitest';
import { MEMBERS_WHY } from '../config/members.ts';
import { json, stubFetch } from '../testing/fetch-stub.ts';
import { snippet, slider, user } from '../testing/fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';

const homeRoutes = {
  [`GET /api/snippets/${SNIPPET.home}`]: () => json(snippet(SNIPPET.home, 'Original art<br>Ranked for you<br>Chicago')),
  'GET /api/home/slider': () => json(slider(8)),
};

describe('layout by path', () => {
  it('gives a public path the top bar and no side menu', async () => {
    stubFetch({ [`GET /api/snippets/${SNIPPET.aboutUs}`]: () => json(snippet(SNIPPET.aboutUs, '<p>We are a gallery.</p>')) });
    renderApp('/about-us');

    expect(await screen.findByText('We are a gallery.')).toBeInTheDocument();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'All Artworks' })).toHaveAttribute('href', '/all-artworks');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('gives an admin-layout path the side menu and no top bar', async () => {
    // A lazily loaded page that renders in place: /login and the other account paths move to /
    // at once, so they would only show the side menu while their loader flashes by.
    stubFetch({
      [`GET /api/snippets/${SNIPPET.consultation}`]: () => json(snippet(SNIPPET.consultation, '<p>Talk to a curator.</p>', { title: 'Schedule Art Consultation' })),
    });
    const { router } = renderApp('/schedule-art-consultation');

    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule Art Consultation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/schedule-art-consultation');
    const side = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(side).getByRole('link', { name: 'All Artworks' })).toBeInTheDocument();
    expect(within(side).getByText('Log In / Sign Up')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The keyboard's first stop leads past the side menu's entries to the page.
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(skip.compareDocumentPosition(side) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.getElementById('main')).toHaveAttribute('tabindex', '-1');
  });
});

describe('routes', () => {
  it('shows the 404 page for an unknown path, and Go To Home returns home', async () => {
    stubFetch(homeRoutes);
    const { user: person, router } = renderApp('/no-such-page');

    expect(await screen.findByText(/might have been moved, removed or might never have existed/)).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Go To Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Original art' })).toBeInTheDocument();
  });

  it('shows the 404 page to a collector on an admin page, as for a page that does not exist', async () => {
    stubFetch({}, { user: user() });
    renderApp('/manage-education');
    expect(await screen.findByRole('button', { name: 'Go To Home' })).toBeInTheDocument();
  });

  it.each(['/admin-art-works', '/hold-orders', '/my-works/grid', '/vernissage-snippet', '/profile'])(
    'tells a visitor on %s why it needs an account, and offers log in, sign up and the crowd’s gallery',
    async (path) => {
      stubFetch(homeRoutes);
      const { user: person, router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in to continue' })).toBeInTheDocument();
      expect(screen.getByText(MEMBERS_WHY.page)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse the crowd’s gallery' })).toHaveAttribute('href', '/view-gallery');
      await person.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByRole('dialog', { name: 'Log in to Vernissage' }, { timeout: 10_000 })).toBeInTheDocument();
    },
  );

  it('lets a signed-in person stay on a guarded route', async () => {
    stubFetch({ 'GET /api/admin/holds': () => json({ items: [], holdHours: 72 }) }, { user: user({ role: 'admin' }) });
    const { router } = renderApp('/hold-orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hold Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hold-orders');
  });

  it('gives a signed-in person without the role the 404 page on an admin or artist route', async () => {
    stubFetch({}, { user: user({ role: 'collector' }) });
    const { router } = renderApp('/manage-merchants');
    expect(await screen.findByText(/might have been moved, removed or might never have existed/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage-merchants');
    await router.navigate('/my-works/grid');
    // Looked for as one check: the last page's copy of the words, on its way out, is not the one found.
    await waitFor(() => expect(screen.getByText(/might have been moved, removed or might never have existed/)).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/my-works/grid');
  });

  it('recognises the snippet page named after the configured product', async () => {
    stubFetch({ 'GET /api/config': () => json({ product: 'Atelier', supportEmail: 'a@b.test', supportPhone: '123', consultationUrl: 'https://x.test', shareHost: 'https://x.test' }), ...homeRoutes });
    const { router } = renderApp('/atelier-snippet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to continue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/atelier-snippet');
  });

  it('sends a signed-in person away from /reset-password', async () => {
    stubFetch(homeRoutes, { user: user() });
    const { router } = renderApp('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the data-not-found page with a way home', async () => {
    stubFetch();
    renderApp('/data-not-found');
    expect(await screen.findByRole('heading', { name: 'We could not find that' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('document title', () => {
  it('uses the SEO record of the page with the product name filled in, and the page’s own name without one', async () => {
    stubFetch({
      'GET /api/seo': (url) =>
        url.searchParams.get('path') === '/terms'
          ? json({ id: 1, pageName: 'Terms', pageUrl: '/terms', metaTitle: 'Terms of Service | {product}', metaDescription: 'The terms of {product}', metaRobot: 'index, follow' })
          : json(null),
      [`GET /api/snippets/${SNIPPET.terms}`]: () => json(snippet(SNIPPET.terms, '<p>Terms text</p>')),
    });
    const { router } = renderApp('/terms');
    await waitFor(() => expect(document.title).toBe('Terms of Service | Vernissage'));
    await router.navigate('/data-not-found');
    await waitFor(() => expect(document.title).toBe('Not Found | Vernissage'));
  });

  it('names a signed-in page without an SEO record after the page, and the admin’s /my-purchases Artwork Sales', async () => {
    stubFetch({ 'GET /api/admin/holds': () => json({ items: [], holdHours: 72 }) }, { user: user({ role: 'admin' }) });
    const { router } = renderApp('/hold-orders');
    await waitFor(() => expect(document.title).toBe('Hold Orders | Vernissage'));
    await router.navigate('/my-purchases');
    await waitFor(() => expect(document.title).toBe('Artwork Sales | Vernissage'));
  });
});
