import { screen, within } from '@testing-library/react';
import { EXHIBITION_MESSAGES as M, exhibitionsAdminPageSchema } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeAll(() => import('./manage-exhibitions-page.tsx'), 60_000);

const FIRST_PAINT_MS = 20_000;
const admin = user({ id: 'admin-1', name: 'Vera Admin', role: 'admin' });
const ROW = { id: 4, title: 'Lake Effect', url: 'lake-effect', path: '/exhibitions/lake-effect', dateRange: 'March 2026', name: 'Halsted', status: '1', description: '<p>Six painters</p>', image: null, updatedAt: '2026-03-01T00:00:00.000Z' };

describe('Manage Exhibitions', { timeout: 40_000 }, () => {
  it('lists exhibitions with their status, names each missing field, and keeps what was typed when the url is taken', async () => {
    const posted: unknown[] = [];
    stubFetch(
      {
        'GET /api/admin/exhibitions': () => json(exhibitionsAdminPageSchema.parse({ total: 1, items: [ROW] })),
        'POST /api/admin/exhibitions': (_url, init) => {
          posted.push(bodyOf(init));
          return json({ error: { code: 'conflict', message: M.urlTaken, fields: { url: M.urlTaken } } }, 409);
        },
      },
      { user: admin },
    );
    const { user: person } = renderApp('/manage-exhibition');
    expect(await screen.findByText('Lake Effect', {}, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: /Create Exhibition/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Exhibition' });
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const text of [M.title, M.url, M.dateRange, M.name]) expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await person.type(within(dialog).getByLabelText('Exhibition name'), 'Lake Effect');
    expect(within(dialog).getByLabelText('Url')).toHaveValue('lake-effect');
    await person.type(within(dialog).getByLabelText('Date'), 'May 2026');
    await person.type(within(dialog).getByLabelText('Author or gallery'), 'Halsted');
    await person.type(await within(dialog).findByRole('textbox', { name: 'Description' }, { timeout: FIRST_PAINT_MS }), 'New works');
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(M.urlTaken, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Exhibition name')).toHaveValue('Lake Effect');
    expect(posted).toHaveLength(1);
  });
});
