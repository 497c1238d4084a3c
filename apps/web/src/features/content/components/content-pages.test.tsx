import { screen } from '@testing-library/react';
import { SNIPPET } from '@vernissage/core/constants';
import { describe, expect, it } from 'vitest';
import { json, notFound, stubFetch } from '../../../testing/fetch-stub.ts';
import { siteConfig, snippet } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('content pages', () => {
  it.each([
    ['/terms', SNIPPET.terms, 'Terms and Conditions'],
    ['/privacy-policy', SNIPPET.privacyPolicy, 'Privacy Policy'],
    ['/our-partners', SNIPPET.ourPartners, 'Our Partners'],
    ['/for-artists', SNIPPET.forArtists, 'For Artists'],
    ['/for-collectors', SNIPPET.forCollectors, 'For Collectors'],
    ['/about-us', SNIPPET.aboutUs, 'About Us'],
  ])('%s shows the %s snippet as HTML with the placeholders filled', async (path, name, title) => {
    stubFetch({ [`GET /api/snippets/${name}`]: () => json(snippet(name, '<h2>Section</h2><p>Write to {email} or call {phone} at {product}.</p>')) });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByText(`Write to ${siteConfig.supportEmail} or call ${siteConfig.supportPhone} at Vernissage.`)).toBeInTheDocument();
  });

  it('prefers the snippet title, with the product name filled in', async () => {
    stubFetch({ [`GET /api/snippets/${SNIPPET.aboutUs}`]: () => json(snippet(SNIPPET.aboutUs, '<p>Story</p>', { title: 'About {product}' })) });
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vernissage' })).toBeInTheDocument();
  });

  it('does not reset the cart count on About Us', async () => {
    window.sessionStorage.setItem('cartItemCount', '2');
    stubFetch({ [`GET /api/snippets/${SNIPPET.aboutUs}`]: () => json(snippet(SNIPPET.aboutUs, '<p>Story</p>')) });
    renderApp('/about-us');
    expect(await screen.findByText('Story')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('cartItemCount')).toBe('2');
  });

  it('says so when a page has not been written yet', async () => {
    stubFetch({ [`GET /api/snippets/${SNIPPET.terms}`]: () => notFound() });
    renderApp('/terms');
    expect(await screen.findByText('This page has not been published yet. Please check back soon.')).toBeInTheDocument();
  });

  it('tells the person when the content could not be loaded', async () => {
    stubFetch({ [`GET /api/snippets/${SNIPPET.terms}`]: () => json({ error: { code: 'internal', message: 'The server had a problem.' } }, 500) });
    renderApp('/terms');
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Schedule Art Consultation shows the snippet and a booking link that opens in a new tab', async () => {
    stubFetch({ [`GET /api/snippets/${SNIPPET.consultation}`]: () => json(snippet(SNIPPET.consultation, '<p>Talk to a curator.</p>', { title: 'Schedule Art Consultation' })) });
    renderApp('/schedule-art-consultation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule Art Consultation' })).toBeInTheDocument();
    expect(screen.getByText('Talk to a curator.')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Book a consultation/ });
    expect(link).toHaveAttribute('href', siteConfig.consultationUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
