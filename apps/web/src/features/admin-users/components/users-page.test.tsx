import { screen, waitFor, within } from '@testing-library/react';
import { adminUserSchema, USER_MESSAGES as M, type AdminUser } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { fill, refusal } from '../../../testing/accounts.ts';
import { shownEmail } from '../../../testing/email-text.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// The page is loaded lazily by its route; loading it once up front keeps each test's waits short.
beforeAll(() => import('./users-page.tsx'), 60_000);

const admin = user({ id: 'admin-1', name: 'Vera Admin', role: 'admin' });

function person(n: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return adminUserSchema.parse({
    id: `user-${n}`,
    name: `Person ${n}`,
    email: `person${n}@example.test`,
    role: 'collector',
    phone: '312 555 0100',
    city: 'Chicago',
    address: null,
    country: 'usa',
    bio: null,
    logo: null,
    createdAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  });
}

/** 23 people; the stub pages, searches and filters them as the server would. */
function usersFetch(routes: Parameters<typeof stubFetch>[0] = {}) {
  const everyone = [person(0, { id: admin.id, name: admin.name, email: admin.email, role: 'admin' }), ...Array.from({ length: 22 }, (_, i) => person(i + 1, { role: i % 4 === 0 ? 'artist' : 'collector' }))];
  return stubFetch(
    {
      'GET /api/admin/users': (url) => {
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        const role = url.searchParams.get('role');
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        const matching = everyone.filter((p) => (!role || p.role === role) && (!search || p.name.toLowerCase().includes(search) || p.email.includes(search)));
        return json({ items: matching.slice(offset, offset + limit), total: matching.length });
      },
      ...routes,
    },
    { user: admin },
  );
}

const listCalls = (calls: string[]) => calls.filter((call) => call.startsWith('GET /api/admin/users?'));

/** Ant Design's confirm: its title is the question (the dialog's name is not set under jsdom's ids). */
async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(M.deleteConfirm, { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
  return dialog;
}

async function table() {
  return screen.findByRole('table');
}

describe('/users (admin)', { timeout: 60_000 }, () => {
  it('lists the first ten users with the total, and pages on the server', async () => {
    const stub = usersFetch();
    const { user: person } = renderApp('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const rows = within(await table()).findAllByRole('row');
    expect(await rows).toHaveLength(11);
    expect(screen.getByText('23 users')).toBeInTheDocument();
    expect(within(await table()).getByText(shownEmail('person1@example.test'))).toBeInTheDocument();
    expect(listCalls(stub.calls)).toEqual(['GET /api/admin/users?offset=0&limit=10']);

    await person.click(screen.getByRole('listitem', { name: '3' }));
    expect(await within(await table()).findByText(shownEmail('person22@example.test'))).toBeInTheDocument();
    expect(listCalls(stub.calls)).toContain('GET /api/admin/users?offset=20&limit=10');
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
  });

  it('searches by name or email and filters by role, from page one', async () => {
    const stub = usersFetch();
    const { user: person, router } = renderApp('/users?page=2');
    await screen.findByText(shownEmail('person11@example.test'));

    await fill(person, screen.getByRole('searchbox', { name: 'Search by name or email' }), 'person1');
    await person.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls(stub.calls)).toContain('GET /api/admin/users?offset=0&limit=10&search=person1'));
    expect(await screen.findByText('11 users')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=person1');

    await person.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.getAttribute('title'));
    expect(options).toEqual(['All', 'Collector', 'Artist', 'Merchant', 'Admin']);
    await person.click(screen.getByTitle('Artist'));
    await waitFor(() => expect(listCalls(stub.calls)).toContain('GET /api/admin/users?offset=0&limit=10&role=artist&search=person1'));
    expect(await screen.findByText('3 users')).toBeInTheDocument();
  });

  it('asks before deleting, then says the user has been deleted and reloads the list', async () => {
    let deleted = false;
    const stub = usersFetch({
      'DELETE /api/admin/users/user-3': () => {
        deleted = true;
        return json({ message: M.deleted });
      },
    });
    const { user: person } = renderApp('/users');
    await person.click(await screen.findByLabelText('Delete Person 3'));
    const confirm = await confirmDialog();
    expect(within(confirm).getByText('Person 3 (person3@example.test)')).toBeInTheDocument();
    const before = listCalls(stub.calls).length;
    await person.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(listCalls(stub.calls).length).toBeGreaterThan(before));
  });

  it('deletes nothing when the admin cancels', async () => {
    const stub = usersFetch();
    const { user: person } = renderApp('/users');
    await person.click(await screen.findByLabelText('Delete Person 2'));
    await person.click(within(await confirmDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stub.calls.some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it("shows the server's reason when a user cannot be deleted", async () => {
    usersFetch({ 'DELETE /api/admin/users/user-4': () => refusal(409, 'conflict', 'has_orders', M.deleteHasOrders) });
    const { user: person } = renderApp('/users');
    await person.click(await screen.findByLabelText('Delete Person 4'));
    await person.click(within(await confirmDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleteHasOrders)).toBeInTheDocument();
    expect(screen.queryByText(M.deleted)).not.toBeInTheDocument();
  });

  it("does not offer to delete the admin's own account", async () => {
    usersFetch();
    renderApp('/users');
    expect(await screen.findByLabelText('Delete Vera Admin')).toBeDisabled();
    expect(screen.getByLabelText('Delete Person 1')).toBeEnabled();
  });

  it('is a 404 page for anyone but an admin', async () => {
    stubFetch({}, { user: user({ role: 'merchant' }) });
    renderApp('/users');
    expect(await screen.findByRole('button', { name: 'Go To Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });
});
