import { screen, within } from '@testing-library/react';
import { adminArticlesPageSchema, EDUCATION_EDIT_MESSAGES, EDUCATION_MESSAGES as E, EXHIBITION_MESSAGES as M } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeAll(() => import('./manage-articles-page.tsx'), 60_000);

const FIRST_PAINT_MS = 20_000;
const admin = user({ id: 'admin-1', name: 'Vera Admin', role: 'admin' });
const ROW = { id: 4, kind: 'exhibitions', metaTitle: null, metaDescription: null, metaKeywords: null, title: 'Lake Effect', url: 'lake-effect', path: '/exhibitions/lake-effect', dateRange: 'March 2026', name: 'Halsted', status: '1', description: '<p>Six painters</p>', image: null, updatedAt: '2026-03-01T00:00:00.000Z' };

describe('Manage Exhibitions', { timeout: 40_000 }, () => {
  it('lists exhibitions with their status, names each missing field, and keeps what was typed when the url is taken', async () => {
    const posted: unknown[] = [];
    stubFetch(
      {
        'GET /api/admin/articles/exhibitions': () => json(adminArticlesPageSchema.parse({ total: 1, items: [ROW] })),
        'POST /api/admin/articles/exhibitions': (_url, init) => {
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

  it('Manage Education asks for the meta fields and speaks the spec\'s messages', async () => {
    stubFetch({ 'GET /api/admin/articles/education': () => json({ total: 0, items: [] }) }, { user: admin });
    const { user: person } = renderApp('/manage-education');
    expect(await screen.findByText('No education entries yet.', {}, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: /Create Education/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Education' });
    for (const label of ['Meta title', 'Meta description', 'Meta keywords']) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const text of [E.title, E.url, E.dateRange]) expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(within(dialog).getByText(/Cropped to 1.5 : 1/)).toBeInTheDocument();
  });

  it("words the edit form's messages as the spec's edit form does", async () => {
    const row = { ...ROW, id: 9, kind: 'education', title: 'Framing works on paper', url: 'framing-paper', path: '/education/framing-paper' };
    stubFetch({ 'GET /api/admin/articles/education': () => json(adminArticlesPageSchema.parse({ total: 1, items: [row] })) }, { user: admin });
    const { user: person } = renderApp('/manage-education');
    expect(await screen.findByText('Framing works on paper', {}, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Education' });
    await person.clear(within(dialog).getByLabelText('Education name'));
    await person.clear(within(dialog).getByLabelText('Date'));
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const text of [EDUCATION_EDIT_MESSAGES.title, EDUCATION_EDIT_MESSAGES.dateRange]) expect(await within(dialog).findByText(text, { normalizer: (value) => value })).toBeInTheDocument();
    expect(EDUCATION_EDIT_MESSAGES.dateRange).toBe('Please input  date Range');
  });
});
