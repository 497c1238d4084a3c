import { screen, waitFor, within } from '@testing-library/react';
import { INVITE_MESSAGES as M, inviteCreatedMessage, inviteExistingMessage, type InviteInfo } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { bodyOf, fill, refusal } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const artist = user({ role: 'artist', inviteCount: 1 });
const info = (overrides: Partial<InviteInfo> = {}): InviteInfo => ({ inviteCount: 1, limit: 3, remaining: 2, role: 'artist', ...overrides });

describe('invite page', { timeout: 60_000 }, () => {
  it('shows what remains, sends an invite and says the account was created', async () => {
    let body: Record<string, unknown> = {};
    let current = info();
    const stub = stubFetch(
      {
        'GET /api/invites/me': () => json(current),
        'POST /api/invites': (_url, init) => {
          body = bodyOf(init);
          current = info({ inviteCount: 2, remaining: 1 });
          return json({ message: inviteCreatedMessage('frida@example.test'), created: true, inviteCount: 2, remaining: 1 }, 201);
        },
      },
      { user: artist },
    );
    const { user: person } = renderApp('/invite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite' })).toBeInTheDocument();
    expect(await screen.findByText(/invites left\./)).toHaveTextContent('You have 2 of 3 invites left.');

    const form = screen.getByRole('form', { name: 'Invite an artist' });
    await fill(person, within(form).getByLabelText('Invitee name (optional)'), 'Frida K');
    await fill(person, within(form).getByLabelText('Email'), 'Frida@Example.test');
    await person.click(within(form).getByRole('button', { name: 'Send invite' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(inviteCreatedMessage('frida@example.test'));
    expect(body).toEqual({ name: 'Frida K', email: 'Frida@Example.test' });
    await waitFor(() => expect(screen.getByText(/invites left\./)).toHaveTextContent('You have 1 of 3 invites left.'));
    expect(within(form).getByLabelText('Email')).toHaveValue('');
    // The menus read the session again: the invite count changed.
    expect(stub.calls.filter((call) => call === 'GET /api/session').length).toBeGreaterThan(1);
  });

  it('tells of an existing account', async () => {
    stubFetch(
      {
        'GET /api/invites/me': () => json(info()),
        'POST /api/invites': () => json({ message: inviteExistingMessage('ada@example.test'), created: false, inviteCount: 2, remaining: 1 }, 201),
      },
      { user: artist },
    );
    const { user: person } = renderApp('/invite');
    const form = await screen.findByRole('form', { name: 'Invite an artist' });
    await fill(person, within(form).getByLabelText('Email'), 'ada@example.test');
    await person.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(inviteExistingMessage('ada@example.test'));
  });

  it('checks the address before sending', async () => {
    const stub = stubFetch({ 'GET /api/invites/me': () => json(info()) }, { user: artist });
    const { user: person } = renderApp('/invite');
    const form = await screen.findByRole('form', { name: 'Invite an artist' });
    await person.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByText('Please input your email address')).toBeInTheDocument();
    await fill(person, within(form).getByLabelText('Email'), 'not an address');
    expect(await within(form).findByText('Please validate your email address')).toBeInTheDocument();
    expect(stub.calls).not.toContain('POST /api/invites');
  });

  it('shows the refusal for the admin address as a warning on the field, keeping the values', async () => {
    stubFetch(
      {
        'GET /api/invites/me': () => json(info()),
        'POST /api/invites': () => refusal(400, 'bad_request', 'not_allowed', M.adminNotAllowed, { email: M.adminNotAllowed }),
      },
      { user: artist },
    );
    const { user: person } = renderApp('/invite');
    const form = await screen.findByRole('form', { name: 'Invite an artist' });
    await fill(person, within(form).getByLabelText('Invitee name (optional)'), 'The Admin');
    await fill(person, within(form).getByLabelText('Email'), 'admin@vernissage.local');
    await person.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(M.adminNotAllowed);
    await waitFor(() => expect(within(form).getAllByText(M.adminNotAllowed)).toHaveLength(2));
    expect(within(form).getByLabelText('Email')).toHaveValue('admin@vernissage.local');
    expect(within(form).getByLabelText('Invitee name (optional)')).toHaveValue('The Admin');
  });

  it('says clearly when no invites remain, and the form cannot be sent', async () => {
    stubFetch({ 'GET /api/invites/me': () => json(info({ inviteCount: 3, remaining: 0 })) }, { user: artist });
    renderApp('/invite');
    expect(await screen.findByText(M.noInvitesLeft)).toBeInTheDocument();
    expect(screen.getByText('Every account can send 3 invites, and you have sent 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invite' })).toBeDisabled();
  });

  it('tells the admin there is no limit', async () => {
    stubFetch({ 'GET /api/invites/me': () => json(info({ role: 'admin', limit: null, remaining: null, inviteCount: 12 })) }, { user: user({ role: 'admin' }) });
    renderApp('/invite');
    expect(await screen.findByText('You can send as many invites as you need.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invite' })).toBeEnabled();
  });

  it('is not there for collectors', async () => {
    const stub = stubFetch({}, { user: user({ role: 'collector' }) });
    renderApp('/invite');
    expect(await screen.findByText(/might have been moved, removed or might never have existed/)).toBeInTheDocument();
    expect(stub.calls).not.toContain('GET /api/invites/me');
  });
});
