import { screen, waitFor, within } from '@testing-library/react';
import { SNIPPET } from '@vernissage/core/constants';
import { SNIPPET_MESSAGES as M, type SnippetSummary } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { siteConfig, snippet, user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeAll(() => import('./snippet-editor-page.tsx'), 60_000);

const FIRST_PAINT_MS = 20_000;
const admin = user({ id: 'admin-1', name: 'Vera Admin', role: 'admin' });
const HOME = snippet(SNIPPET.home, 'Art that knows your taste<br>Like or pass<br>Chicago artists', { title: 'Home' });
const NOTICE = snippet(SNIPPET.notification, '<p>Down at 2 a.m.</p>', { title: 'Scheduled maintenance', status: '0' });
const summary = (name: string, preview: string, status: '1' | '0' | null = '1'): SnippetSummary => ({ name, title: null, preview, status, updatedAt: status ? '2026-11-01T10:00:00.000Z' : null });
const list = () => json({ items: [summary(SNIPPET.home, 'Art that knows your taste · Like or pass'), summary(SNIPPET.notification, 'Down at 2 a.m.', '0'), summary(SNIPPET.faq, '', null)] });

describe('the snippet pages', { timeout: 40_000 }, () => {
  it('edits Home’s three parts with a live preview, keeps the values when the save fails, and sends them joined by the line-break marker', async () => {
    const sent: Record<string, unknown>[] = [];
    stubFetch(
      {
        'GET /api/admin/snippets': list,
        [`GET /api/snippets/${SNIPPET.home}`]: () => json(HOME),
        [`PUT /api/admin/snippets/${SNIPPET.home}`]: (_url, init) => {
          sent.push(bodyOf(init));
          return sent.length === 1
            ? json({ error: { code: 'bad_request', message: M.headline, fields: { content: M.headline } } }, 400)
            : json({ message: M.saved, snippet: { ...HOME, content: String(bodyOf(init).content) } });
        },
      },
      { user: admin },
    );
    const { user: person } = renderApp('/vernissage-snippet');
    const form = await screen.findByRole('form', { name: 'Edit Home headline' }, { timeout: FIRST_PAINT_MS });
    expect(screen.getByRole('heading', { level: 1, name: 'Snippets' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Snippet pages' })).getByRole('link', { name: 'Vernissage' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkOut-snippet');
    expect(screen.getByRole('button', { name: /Maintenance alert.*Off/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /FAQ.*Not written/ })).toBeInTheDocument();

    const headline = within(form).getByLabelText('Headline');
    expect(headline).toHaveValue('Art that knows your taste');
    await person.clear(headline);
    await person.type(headline, 'New art for {{product}'); // '{{' types a '{'
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('New art for Vernissage')).toBeInTheDocument();

    await person.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(`${M.saveFailed}: ${M.headline}`)).toBeInTheDocument();
    expect(headline).toHaveValue('New art for {product}');
    expect(within(form).getByLabelText('Sub-title')).toHaveValue('Chicago artists');

    await person.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ content: 'New art for {product}<br>Like or pass<br>Chicago artists' });
  });

  it('switches the maintenance alert on and previews it as the visitor’s dialog', async () => {
    const sent: Record<string, unknown>[] = [];
    stubFetch(
      {
        'GET /api/admin/snippets': list,
        [`GET /api/snippets/${SNIPPET.notification}`]: () => json(NOTICE),
        [`PUT /api/admin/snippets/${SNIPPET.notification}`]: (_url, init) => {
          sent.push(bodyOf(init));
          return json({ message: M.saved, snippet: { ...NOTICE, status: '1' } });
        },
      },
      { user: admin },
    );
    const { user: person } = renderApp(`/vernissage-snippet?name=${SNIPPET.notification}`);
    const form = await screen.findByRole('form', { name: 'Edit Maintenance alert' }, { timeout: FIRST_PAINT_MS });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('The alert is off: visitors do not see it.')).toBeInTheDocument();
    expect(within(preview).getByText('Scheduled maintenance')).toBeInTheDocument();
    await person.click(within(form).getByRole('switch', { name: 'Show the maintenance alert' }));
    expect(within(preview).queryByText('The alert is off: visitors do not see it.')).not.toBeInTheDocument();
    await person.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ status: '1', title: 'Scheduled maintenance', content: '<p>Down at 2 a.m.</p>' });
  });

  it('opens the snippet page named after another product for the admin only', async () => {
    const config = () => json({ ...siteConfig, product: 'Atelier' });
    stubFetch({ 'GET /api/config': config, 'GET /api/admin/snippets': list, [`GET /api/snippets/${SNIPPET.home}`]: () => json(HOME) }, { user: admin });
    const { unmount } = renderApp('/atelier-snippet');
    expect(await screen.findByRole('form', { name: 'Edit Home headline' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Snippet pages' })).getByRole('link', { name: 'Atelier' })).toHaveAttribute('href', '/atelier-snippet');
    unmount();

    stubFetch({ 'GET /api/config': config }, { user: user({ role: 'collector' }) });
    renderApp('/atelier-snippet');
    expect(await screen.findByText(/might have been moved, removed or might never have existed/)).toBeInTheDocument();
  });
});
