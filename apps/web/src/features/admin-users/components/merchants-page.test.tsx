import { screen, waitFor, within } from '@testing-library/react';
import { CITY_TOOLTIP } from '@vernissage/core/lookups';
import { ACCOUNT_MESSAGES as A, adminUserSchema, USER_MESSAGES as M, type AdminUser } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, bodyOf, fill, lookups, refusal } from '../../../testing/accounts.ts';
import { shownEmail } from '../../../testing/email-text.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectText } from '../../../testing/messages.ts';

// The page and the rich-text editor load lazily; loading them once up front keeps each test's waits short.
beforeAll(() => import('./merchants-page.tsx'), 60_000);

const RED = 'rgb(207, 19, 34)';
const admin = user({ id: 'admin-1', name: 'Vera Admin', role: 'admin' });

function merchant(n: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return adminUserSchema.parse({
    id: `merchant-${n}`,
    name: `Gallery ${n}`,
    email: `gallery${n}@merchants.test`,
    role: 'merchant',
    phone: '312 555 0100',
    city: 'Evanston',
    address: '1 Lake St',
    country: 'usa',
    bio: '<p>Prints since 2009.</p>',
    logo: null,
    createdAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  });
}

const merchants = Array.from({ length: 12 }, (_, i) => merchant(i + 1));

function merchantsFetch(routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch(
    {
      'GET /api/lookups': () => json(lookups),
      'GET /api/admin/users': (url) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return json({ items: merchants.slice(offset, offset + limit), total: merchants.length });
      },
      ...routes,
    },
    { user: admin },
  );
}

type User = ReturnType<typeof renderApp>['user'];

async function openCreate(user: User): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: /Create Merchant/ }));
  return screen.findByRole('dialog', { name: 'Create Merchant' });
}

async function chooseCity(user: User, dialog: HTMLElement, city: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /^City/ }));
  await user.paste(city);
  await user.click(await screen.findByTitle(city));
}

async function fillCreate(user: User, dialog: HTMLElement) {
  await fill(user, within(dialog).getByLabelText('Full name'), 'Lakeside Prints');
  await fill(user, within(dialog).getByLabelText('Email'), 'studio@lakeside.test');
  await fill(user, within(dialog).getByLabelText('Phone'), '312 555 0199');
  await chooseCity(user, dialog, 'Evanston');
  await fill(user, within(dialog).getByLabelText('Password'), 'merchant-pass');
  await fill(user, within(dialog).getByLabelText('Confirm password'), 'merchant-pass');
}

describe('/manage-merchants (admin)', { timeout: 90_000 }, () => {
  it('lists merchants ten a page from the server', async () => {
    const stub = merchantsFetch();
    const { user: person } = renderApp('/manage-merchants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchants' })).toBeInTheDocument();
    expect(await screen.findByText(shownEmail('gallery10@merchants.test'))).toBeInTheDocument();
    expect(screen.getByText('12 merchants')).toBeInTheDocument();
    expect(stub.calls).toContain('GET /api/admin/users?offset=0&limit=10&role=merchant');
    await person.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText(shownEmail('gallery12@merchants.test'))).toBeInTheDocument();
    expect(stub.calls).toContain('GET /api/admin/users?offset=10&limit=10&role=merchant');
  });

  it('deletes a merchant after the spec\'s question, then reloads the list', async () => {
    let deleted = false;
    const stub = merchantsFetch({
      'DELETE /api/admin/users/merchant-3': () => {
        deleted = true;
        return json({ message: M.deleted });
      },
    });
    const { user: person } = renderApp('/manage-merchants');
    await person.click(await screen.findByRole('button', { name: 'Delete Gallery 3' }));
    const confirm = await screen.findByRole('dialog', { name: M.deleteConfirm });
    expect(within(confirm).getByText('Gallery 3 (gallery3@merchants.test)')).toBeInTheDocument();
    const lists = () => stub.calls.filter((call) => call.startsWith('GET /api/admin/users')).length;
    const before = lists();
    await person.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });

  it('create: a modal 1000 wide that shows every spec message for an empty form', async () => {
    merchantsFetch();
    const { user: person } = renderApp('/manage-merchants');
    const dialog = await openCreate(person);
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '1000px' });
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [A.nameRequired, A.emailRequired, A.phoneRequired, A.cityRequired, A.passwordRequired, A.confirmRequired]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
  });

  it('create: checks the e-mail and the confirmation with the merchant wording, and says only Chicago is served', async () => {
    merchantsFetch();
    const { user: person } = renderApp('/manage-merchants');
    const dialog = await openCreate(person);
    await fill(person, within(dialog).getByLabelText('Email'), 'not-an-email');
    await fill(person, within(dialog).getByLabelText('Password'), 'merchant-pass');
    await fill(person, within(dialog).getByLabelText('Confirm password'), 'something else');
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expectText(within(dialog), A.emailInvalid);
    await expectText(within(dialog), M.confirmMismatch);

    await person.hover(within(dialog).getByRole('img', { name: 'question-circle' }));
    expect(await screen.findByText(CITY_TOOLTIP)).toBeInTheDocument();
  });

  it('create: counts name, e-mail and the visible bio, red past the limit', async () => {
    merchantsFetch();
    const { user: person } = renderApp('/manage-merchants');
    const dialog = await openCreate(person);
    expect(within(dialog).getAllByText('0/100')).toHaveLength(2);
    await fill(person, within(dialog).getByLabelText('Full name'), 'x'.repeat(101));
    expect(within(dialog).getByText('101/100')).toHaveStyle({ color: RED });
    await expectText(within(dialog), A.nameMax);
    await fill(person, within(dialog).getByLabelText('Email'), 'abc@example.test');
    expect(within(dialog).getByText('16/100')).not.toHaveStyle({ color: RED });

    const bio = within(dialog).getByRole('textbox', { name: 'Bio' });
    await fill(person, bio, 'Prints');
    expect(await within(dialog).findByText('6/5000')).not.toHaveStyle({ color: RED });
    await person.paste('y'.repeat(4995));
    expect(await within(dialog).findByText('5001/5000')).toHaveStyle({ color: RED });
    await expectText(within(dialog), A.bioMax);
  });

  it("create: sends every field, keeps Submit disabled while saving, then shows the server's message as success", async () => {
    let body: Record<string, unknown> = {};
    let answer: (response: Response) => void = () => undefined;
    merchantsFetch({
      'POST /api/admin/merchants': (_url, init) => {
        body = bodyOf(init);
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      },
    });
    const { user: person } = renderApp('/manage-merchants');
    const dialog = await openCreate(person);
    await fillCreate(person, dialog);
    await fill(person, within(dialog).getByLabelText('Address (optional)'), '1 Lake St, Evanston');
    await fill(person, within(dialog).getByRole('textbox', { name: 'Bio' }), 'A print studio.');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await person.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveClass('ant-btn-loading');
    expect(body).toEqual({
      name: 'Lakeside Prints',
      email: 'studio@lakeside.test',
      phone: '312 555 0199',
      city: 'Evanston',
      address: '1 Lake St, Evanston',
      bio: '<p>A print studio.</p>',
      password: 'merchant-pass',
      confirm: 'merchant-pass',
    });
    answer(json({ status: 1, message: M.merchantCreated, id: 'merchant-new' }, 201));
    expect(await screen.findByText(M.merchantCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Merchant' })).not.toBeInTheDocument());
  });

  it('create: a registered e-mail is shown as a warning on the field, and every value stays', async () => {
    merchantsFetch({ 'POST /api/admin/merchants': () => refusal(409, 'conflict', 'email_taken', M.emailRegistered, { email: M.emailRegistered }) });
    const { user: person } = renderApp('/manage-merchants');
    const dialog = await openCreate(person);
    await fillCreate(person, dialog);
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.emailRegistered);
    expect(document.querySelector('.ant-message-warning')).toHaveTextContent(M.emailRegistered);
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('studio@lakeside.test');
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Lakeside Prints');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('merchant-pass');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('edit: prefilled; a changed e-mail is checked first and a registered one stops the save', async () => {
    const stub = merchantsFetch({
      'GET /api/admin/users/email-available': (url) => json({ available: url.searchParams.get('email') !== 'taken@example.test' }),
      'PATCH /api/admin/merchants/merchant-2': () => json({ status: 1, message: M.merchantUpdated, id: 'merchant-2' }),
    });
    const { user: person } = renderApp('/manage-merchants');
    await person.click(await screen.findByLabelText('Edit Gallery 2'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Merchant' });
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Gallery 2');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('gallery2@merchants.test');
    expect(within(dialog).getByLabelText('Address (optional)')).toHaveValue('1 Lake St');
    expect(within(dialog).getByTitle('Evanston')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New password (optional)')).toHaveValue('');

    const email = within(dialog).getByLabelText('Email');
    await person.clear(email);
    await fill(person, email, 'taken@example.test');
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.emailRegistered);
    expect(stub.calls).toContain('GET /api/admin/users/email-available?email=taken%40example.test&except=merchant-2');
    expect(stub.calls.some((call) => call.startsWith('PATCH'))).toBe(false);
    expect(email).toHaveValue('taken@example.test');

    await person.clear(email);
    await fill(person, email, 'free@example.test');
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.merchantUpdated)).toBeInTheDocument();
    expect(stub.calls).toContain('PATCH /api/admin/merchants/merchant-2');
  });

  it("edit: says 'Sorry, something went wrong' when the e-mail check fails, and saves nothing", async () => {
    const stub = merchantsFetch({ 'GET /api/admin/users/email-available': () => apiError(500, 'internal', 'Something went wrong') });
    const { user: person } = renderApp('/manage-merchants');
    await person.click(await screen.findByLabelText('Edit Gallery 1'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Merchant' });
    const email = within(dialog).getByLabelText('Email');
    await person.clear(email);
    await fill(person, email, 'elsewhere@example.test');
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.emailCheckFailed);
    expect(stub.calls.some((call) => call.startsWith('PATCH'))).toBe(false);
  });

  it('edit: the same e-mail skips the check; the password stays unless a confirmed new one is given', async () => {
    let body: Record<string, unknown> = {};
    const stub = merchantsFetch({
      'PATCH /api/admin/merchants/merchant-3': (_url, init) => {
        body = bodyOf(init);
        return json({ status: 1, message: M.merchantUpdated, id: 'merchant-3' });
      },
    });
    const { user: person } = renderApp('/manage-merchants');
    await person.click(await screen.findByLabelText('Edit Gallery 3'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Merchant' });
    await fill(person, within(dialog).getByLabelText('New password (optional)'), 'brand-new-pass');
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expectText(within(dialog), A.confirmRequired);
    await fill(person, within(dialog).getByLabelText('Confirm password'), 'brand-new-pasz');
    await expectText(within(dialog), M.confirmMismatch);
    await person.clear(within(dialog).getByLabelText('New password (optional)'));
    await person.clear(within(dialog).getByLabelText('Confirm password'));
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(M.merchantUpdated)).toBeInTheDocument();
    expect(body).toMatchObject({ name: 'Gallery 3', email: 'gallery3@merchants.test', city: 'Evanston', bio: '<p>Prints since 2009.</p>', password: '' });
    expect(stub.calls.some((call) => call.includes('email-available'))).toBe(false);
  });
});
