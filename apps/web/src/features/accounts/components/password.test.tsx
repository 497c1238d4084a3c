import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES as M } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, fill, signedIn } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectText } from '../../../testing/messages.ts';
import { resetTokenQueryOptions } from '../api/get-reset-token.ts';

beforeAll(() => import('./account-modals.tsx'), 60_000);

const TOKEN = 'reset-token-0123456789';

describe('forgot password', { timeout: 60_000 }, () => {
  it('opens from /forgotPassword, waits for an email, then says the link was sent', async () => {
    let body: Record<string, unknown> = {};
    stubFetch({
      'POST /api/accounts/password/forgot': (_url, init) => {
        body = bodyOf(init);
        return json({ message: M.resetLinkSent });
      },
    });
    const { user, router } = renderApp('/forgotPassword');
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const submit = within(dialog).getByRole('button', { name: 'Send reset link' });
    expect(submit).toBeDisabled();

    await fill(user, within(dialog).getByLabelText('Email'), 'someone@example.test');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(M.resetLinkSent);
    expect(body).toEqual({ email: 'someone@example.test' });
  });

  it('checks the email before sending', async () => {
    const stub = stubFetch();
    const { user } = renderApp('/forgotPassword');
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await fill(user, within(dialog).getByLabelText('Email'), 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await expectText(within(dialog), M.emailInvalid);
    expect(stub.calls).not.toContain('POST /api/accounts/password/forgot');
  });
});

describe('reset password page', { timeout: 60_000 }, () => {
  it('checks the link first, then takes a new password with the spec messages', async () => {
    let body: Record<string, unknown> = {};
    const stub = stubFetch({
      'GET /api/accounts/password/reset': () => json({ valid: true }),
      'POST /api/accounts/password/reset': (_url, init) => {
        body = bodyOf(init);
        return json({ message: 'Your password has been reset. You can now log in.' });
      },
    });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    expect(stub.calls).toContain(`GET /api/accounts/password/reset?token=${TOKEN}`);

    await user.click(within(form).getByRole('button', { name: 'Reset password' }));
    await expectText(within(form), M.resetPasswordRequired);
    await expectText(within(form), M.resetConfirmRequired);

    await fill(user, within(form).getByLabelText('New password'), 'short');
    await fill(user, within(form).getByLabelText('Confirm new password'), 'other');
    for (const name of ['New password', 'Confirm new password']) expect(within(form).getByLabelText(name)).toHaveAttribute('type', 'password');
    await expectText(within(form), M.passwordMin);
    await expectText(within(form), M.resetConfirmMismatch);

    await user.clear(within(form).getByLabelText('New password'));
    await fill(user, within(form).getByLabelText('New password'), 'a new long password');
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await fill(user, within(form).getByLabelText('Confirm new password'), 'a new long password');
    await user.click(within(form).getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Your password has been reset. You can now log in.')).toBeInTheDocument();
    expect(body).toEqual({ token: TOKEN, password: 'a new long password', confirm: 'a new long password' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to Vernissage' })).toBeInTheDocument();
  });

  it('marks the link used once the reset is done: the page still says it worked, and the link opened again in this tab reads as used', async () => {
    let used = false;
    stubFetch({
      'GET /api/accounts/password/reset': () => json({ valid: !used }),
      'POST /api/accounts/password/reset': () => {
        used = true;
        return json({ message: 'Your password has been reset. You can now log in.' });
      },
    });
    const link = `/reset-password?token=${TOKEN}`;
    const { user, router, queryClient } = renderApp(link);
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await fill(user, within(form).getByLabelText('New password'), 'a new long password');
    await fill(user, within(form).getByLabelText('Confirm new password'), 'a new long password');
    await user.click(within(form).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset. You can now log in.')).toBeInTheDocument();
    expect(screen.queryByText(M.resetExpired)).not.toBeInTheDocument();
    // The check is cached for good while the tab holds it: it must say what the server now says,
    // or the link opened again before the cache lets it go would offer the form once more.
    expect(queryClient.getQueryData(resetTokenQueryOptions(TOKEN).queryKey)).toEqual({ valid: false });

    // Each address is a new page (keyed by its link): the text is looked for as one check, so the
    // last page's copy, on its way out, is not the one found.
    await router.navigate('/reset-password');
    await waitFor(() => expect(screen.getByText(M.resetExpired)).toBeInTheDocument());
    await router.navigate(link);
    await waitFor(() => {
      expect(screen.getByText(M.resetExpired)).toBeInTheDocument();
      expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('form', { name: 'Choose a new password' })).not.toBeInTheDocument();
  });

  it('tells of an expired or used link and offers to try again', async () => {
    stubFetch({ 'GET /api/accounts/password/reset': () => json({ valid: false }) });
    renderApp(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByText(M.resetExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try resetting your password again' })).toHaveAttribute('href', '/forgotPassword');
    expect(screen.queryByRole('form', { name: 'Choose a new password' })).not.toBeInTheDocument();
  });

  it('treats a link without a token as expired, without asking the server', async () => {
    const stub = stubFetch();
    renderApp('/reset-password');
    expect(await screen.findByText(M.resetExpired)).toBeInTheDocument();
    expect(stub.calls.some((call) => call.startsWith('GET /api/accounts/password/reset'))).toBe(false);
  });

  it('sends someone signed in to /', async () => {
    stubFetch({ 'GET /api/accounts/password/reset': () => json({ valid: true }) }, { user: signedIn().user });
    const { router } = renderApp(`/reset-password?token=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
