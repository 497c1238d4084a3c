import { screen, within } from '@testing-library/react';
import { SEO_MESSAGES as M, seoPagesPageSchema } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeAll(() => import('./manage-seo-page.tsx'), 60_000);

const FIRST_PAINT_MS = 20_000;
const admin = user({ id: 'admin-1', name: 'Vera Admin', role: 'admin' });
const ABOUT = { id: 3, pageName: 'About us', pageUrl: '/about-us', metaTitle: 'About {product}', metaDescription: 'Who we are.', metaRobot: 'index, follow' };

describe('Manage SEO Page', { timeout: 40_000 }, () => {
  it('names every missing field with the spec message and keeps what was typed', async () => {
    const posted: unknown[] = [];
    stubFetch(
      {
        'GET /api/admin/seo-pages': () => json(seoPagesPageSchema.parse({ total: 1, items: [ABOUT] })),
        'POST /api/admin/seo-pages': (_url, init) => {
          posted.push(bodyOf(init));
          return json({ error: { code: 'conflict', message: M.taken, fields: { pageUrl: M.taken } } }, 409);
        },
      },
      { user: admin },
    );
    const { user: person } = renderApp('/manage-seo-page');
    expect(await screen.findByText('/about-us', {}, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: /Create SEO/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create SEO' });
    await person.clear(within(dialog).getByLabelText('Meta robot'));
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const text of [M.pageName, M.pageUrl, M.metaTitle, M.metaDescription, M.metaRobot]) expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await person.type(within(dialog).getByLabelText('Page name'), 'About again');
    await person.type(within(dialog).getByLabelText('Page url'), '/about-us');
    await person.type(within(dialog).getByLabelText('Meta title'), 'About');
    await person.type(within(dialog).getByLabelText('Meta description'), 'Again.');
    await person.type(within(dialog).getByLabelText('Meta robot'), 'index, follow');
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(M.taken, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Page name')).toHaveValue('About again');
    expect(posted).toHaveLength(1);
  });

  it('deletes a record after Do you want to delete SEO', async () => {
    let deleted = false;
    stubFetch(
      {
        'GET /api/admin/seo-pages': () => json(seoPagesPageSchema.parse({ total: 1, items: [ABOUT] })),
        'DELETE /api/admin/seo-pages/3': () => {
          deleted = true;
          return json({ message: M.deleted });
        },
      },
      { user: admin },
    );
    const { user: person } = renderApp('/manage-seo-page');
    await person.click(await screen.findByRole('button', { name: 'Delete About us' }, { timeout: FIRST_PAINT_MS }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(M.deleteConfirm, { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    await person.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(deleted).toBe(true);
  });
});
