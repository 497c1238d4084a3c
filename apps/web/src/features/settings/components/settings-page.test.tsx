import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES, SETTINGS_MESSAGES as M, type AccountSettings } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { bodyOf, fill, refusal } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectText } from '../../../testing/messages.ts';

const settings = (overrides: Partial<AccountSettings> = {}): AccountSettings => ({
  email: 'ada@example.test',
  pendingEmail: null,
  hasPassword: true,
  preferences: { orderUpdates: true, newWorkAlerts: true },
  sessions: [
    { id: 's1', device: 'Firefox on macOS', lastSeen: '2026-11-20T10:00:00.000Z', current: true },
    { id: 's2', device: 'Chrome on Android', lastSeen: '2026-11-19T10:00:00.000Z', current: false },
  ],
  deleteBlocked: null,
  ...overrides,
});

describe('/settings', { timeout: 60_000 }, () => {
  it('keeps a refused new address in the form with the reason on its field, and shows a sent link as waiting', async () => {
    const calls: Array<Record<string, unknown>> = [];
    stubFetch(
      {
        'GET /api/settings': () => json(settings()),
        'POST /api/settings/email': (_url, init) => {
          calls.push(bodyOf(init));
          if (calls.length === 1) return refusal(409, 'conflict', 'email_taken', ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
          return json({ message: M.confirmSent('new@example.test'), pendingEmail: 'new@example.test' });
        },
      },
      { user: user() },
    );
    const { user: person } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Change email' });
    expect(screen.getByText('Firefox on macOS')).toBeInTheDocument();
    expect(screen.getByText('This browser')).toBeInTheDocument();
    await fill(person, within(form).getByLabelText('New email'), 'taken@example.test');
    await fill(person, within(form).getByLabelText('Current password'), 'my-password');
    await person.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findAllByText(ACCOUNT_MESSAGES.emailTaken)).not.toHaveLength(0);
    expect(within(form).getByLabelText('New email')).toHaveValue('taken@example.test');

    await person.clear(within(form).getByLabelText('New email'));
    await fill(person, within(form).getByLabelText('New email'), 'new@example.test');
    await person.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Waiting for confirmation: we sent a link to new@example.test.')).toBeInTheDocument();
    expect(calls[1]).toEqual({ email: 'new@example.test', currentPassword: 'my-password' });
  });

  it('deletes the account only after the password and the dialog, then goes home signed out', async () => {
    const calls: Array<Record<string, unknown>> = [];
    stubFetch(
      {
        'GET /api/settings': () => json(settings()),
        'POST /api/settings/delete-account': (_url, init) => {
          calls.push(bodyOf(init));
          return json({ message: M.deleted });
        },
      },
      { user: user() },
    );
    const { user: person, router } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Delete account' });
    await person.click(within(form).getByRole('button', { name: 'Delete my account' }));
    await expectText(within(form), M.passwordRequired);
    await fill(person, within(form).getByLabelText('Type your password to confirm'), 'my-password');
    await person.click(within(form).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls).toHaveLength(0);
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([{ password: 'my-password' }]);
  });

  it('says why the admin cannot delete their account here', async () => {
    stubFetch({ 'GET /api/settings': () => json(settings({ deleteBlocked: M.adminProtected })) }, { user: user({ role: 'admin' }) });
    renderApp('/settings');
    expect(await screen.findByText(M.adminProtected)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Delete account' })).not.toBeInTheDocument();
  });
});

describe('/unsubscribe', { timeout: 60_000 }, () => {
  it('asks before turning a kind off, without signing in', async () => {
    const calls: Array<Record<string, unknown>> = [];
    stubFetch({
      'GET /api/settings/unsubscribe': () => json({ valid: true, kind: 'orderUpdates', subscribed: true }),
      'POST /api/settings/unsubscribe': (_url, init) => {
        calls.push(bodyOf(init));
        return json({ message: M.unsubscribed('Order updates') });
      },
    });
    const { user: person } = renderApp('/unsubscribe?token=abc.orderUpdates.sig');
    await screen.findByText('order updates');
    expect(calls).toHaveLength(0);
    await person.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(M.unsubscribed('Order updates'))).toBeInTheDocument();
    expect(calls).toEqual([{ token: 'abc.orderUpdates.sig' }]);
  });
});
