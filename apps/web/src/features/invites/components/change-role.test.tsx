import { screen, waitFor, within } from '@testing-library/react';
import { INVITE_MESSAGES as M } from '@vernissage/core/messages';
import { describe, expect, it, vi } from 'vitest';
import { INVITE_ARTIST_CONFIRM_KEY, INVITE_ARTIST_FLAG_KEY } from '../../../lib/invite-flags.ts';
import { bodyOf, fill, refusal } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectText } from '../../../testing/messages.ts';

const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxyz';
const EMAIL = 'hilma@example.test';
const PASSWORD = 'an artist password';

const valid = () => json({ valid: true, email: EMAIL });

describe('change role page', { timeout: 60_000 }, () => {
  it('checks the link (token in the body, not the URL), takes a password and sends the new artist to /profile', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    let signedIn = false;
    const stub = stubFetch({
      'POST /api/invites/check': (_url, init) => {
        bodies.push(bodyOf(init));
        return valid();
      },
      'POST /api/invites/accept': (_url, init) => {
        bodies.push(bodyOf(init));
        signedIn = true;
        return json({ message: M.roleChanged, user: user({ email: EMAIL, role: 'artist', inviteCount: 0 }) });
      },
      'GET /api/session': () => json({ user: signedIn ? user({ email: EMAIL, role: 'artist', inviteCount: 0 }) : null }),
    });
    window.sessionStorage.setItem(INVITE_ARTIST_FLAG_KEY, '1');
    // The profile page reads the confirmation and clears it once drawn, which may come before the
    // test looks: what the page stored is watched as it is stored.
    const stored = vi.spyOn(Storage.prototype, 'setItem');
    const { user: person, router } = renderApp(`/change-role/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Become an artist' });
    expect(within(form).getByText(EMAIL)).toBeInTheDocument();
    expect(stub.calls).toContain('POST /api/invites/check');
    expect(bodies[0]).toEqual({ token: TOKEN });
    expect(within(form).getByText('At least 8 characters.')).toBeInTheDocument();

    await fill(person, within(form).getByLabelText('Password'), PASSWORD);
    await fill(person, within(form).getByLabelText('Confirm password'), PASSWORD);
    for (const name of ['Password', 'Confirm password']) expect(within(form).getByLabelText(name)).toHaveAttribute('type', 'password');
    await person.click(within(form).getByRole('button', { name: 'Become an artist' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(bodies[1]).toEqual({ token: TOKEN, password: PASSWORD, confirm: PASSWORD });
    expect(stored).toHaveBeenCalledWith(INVITE_ARTIST_CONFIRM_KEY, '1');
    stored.mockRestore();
    expect(window.sessionStorage.getItem(INVITE_ARTIST_FLAG_KEY)).toBeNull();
    // Signed in as the artist: the account menu is there.
    expect(await screen.findByRole('button', { name: /^Account menu for / })).toBeInTheDocument();
  });

  it('validates the password with the spec messages', async () => {
    const stub = stubFetch({ 'POST /api/invites/check': valid });
    const { user: person } = renderApp(`/change-role/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Become an artist' });
    await person.click(within(form).getByRole('button', { name: 'Become an artist' }));
    await expectText(within(form), M.passwordRequired);
    await expectText(within(form), M.confirmRequired);

    await fill(person, within(form).getByLabelText('Password'), 'short');
    await fill(person, within(form).getByLabelText('Confirm password'), 'other');
    await expectText(within(form), M.passwordMin);
    await expectText(within(form), M.confirmMismatch);
    expect(stub.calls).not.toContain('POST /api/invites/accept');
  });

  it('shows the expired message for a used, expired or unknown link', async () => {
    stubFetch({ 'POST /api/invites/check': () => json({ valid: false, email: null }) });
    renderApp(`/change-role/${TOKEN}`);
    expect(await screen.findByText(M.expired)).toBeInTheDocument();
    expect(screen.getByText(M.expiredRetry)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Become an artist' })).not.toBeInTheDocument();
  });

  it('turns to the expired message when the link is used up meanwhile', async () => {
    stubFetch({
      'POST /api/invites/check': valid,
      'POST /api/invites/accept': () => refusal(400, 'bad_request', 'link_expired', M.expired),
    });
    const { user: person } = renderApp(`/change-role/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Become an artist' });
    await fill(person, within(form).getByLabelText('Password'), PASSWORD);
    await fill(person, within(form).getByLabelText('Confirm password'), PASSWORD);
    await person.click(within(form).getByRole('button', { name: 'Become an artist' }));
    expect(await screen.findByText(M.expiredRetry)).toBeInTheDocument();
  });

  it('shows the server message on another failure, or Something went wrong, keeping the values', async () => {
    let answer = () => refusal(429, 'too_many_requests', 'rate_limited', 'Too many requests. Please wait a few minutes and try again.');
    stubFetch({ 'POST /api/invites/check': valid, 'POST /api/invites/accept': () => answer() });
    const { user: person } = renderApp(`/change-role/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Become an artist' });
    await fill(person, within(form).getByLabelText('Password'), PASSWORD);
    await fill(person, within(form).getByLabelText('Confirm password'), PASSWORD);
    await person.click(within(form).getByRole('button', { name: 'Become an artist' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many requests. Please wait a few minutes and try again.');
    expect(within(form).getByLabelText('Password')).toHaveValue(PASSWORD);

    answer = () => new Response('', { status: 500 });
    await person.click(within(form).getByRole('button', { name: 'Become an artist' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(/^Something went wrong/));
  });
});
