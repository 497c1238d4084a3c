import { screen, within } from '@testing-library/react';
import { SNIPPET } from '@vernissage/core/constants';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { siteConfig, snippet } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('footer', () => {
  function setup() {
    stubFetch({
      [`GET /api/snippets/${SNIPPET.terms}`]: () => json(snippet(SNIPPET.terms, '<p>Terms</p>')),
      [`GET /api/snippets/${SNIPPET.contact}`]: () => json(snippet(SNIPPET.contact, '<p>Write to {product} any time.</p>')),
      [`GET /api/snippets/${SNIPPET.faq}`]: () => json(snippet(SNIPPET.faq, '<h3>Do you ship?</h3><p>Within the Chicago area.</p>')),
    });
    return renderApp('/terms');
  }

  it('links the content pages and shows the current year and product', async () => {
    setup();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Our Partners' })).toHaveAttribute('href', '/our-partners');
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(await within(footer).findByText(`© ${new Date().getFullYear()} Vernissage`)).toBeInTheDocument();
  });

  it('opens Contact with the snippet and the support e-mail and phone', async () => {
    const { user } = setup();
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Contact' }));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Write to Vernissage any time.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: siteConfig.supportEmail })).toHaveAttribute('href', `mailto:${siteConfig.supportEmail}`);
    expect(within(dialog).getByRole('link', { name: siteConfig.supportPhone })).toHaveAttribute('href', 'tel:+13125550142');
  });

  it('opens the FAQ with its snippet', async () => {
    const { user } = setup();
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'FAQ' }));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Do you ship?' })).toBeInTheDocument();
  });
});
