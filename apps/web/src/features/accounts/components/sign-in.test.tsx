import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES as M, CAPTCHA_INVALID_MESSAGE, type SessionUser } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, fill, refusal, signedIn } from '../../../testing/accounts.ts';
import { TEST_CAPTCHA_PAYLOAD } from '../../../testing/captcha-double.tsx';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectText } from '../../../testing/messages.ts';

// The modals are loaded lazily by the app; loading them once up front keeps each test's waits short.
beforeAll(() => import('./account-modals.tsx'), 60_000);

async function signInDialog() {
  return screen.findByRole('dialog', { name: 'Log in to Vernissage' });
}

describe('sign-in modal', { timeout: 60_000 }, () => {
  it('opens from /login over the home page, and waits for the captcha before it can be sent', async () => {
    stubFetch();
    const { router, user } = renderApp('/login');
    const dialog = await signInDialog();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const submit = within(dialog).getByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    expect(submit).toBeEnabled();

    await user.click(submit);
    await expectText(within(dialog), M.signInEmailRequired);
    await expectText(within(dialog), M.signInPasswordRequired);
  });

  it('answers for itself rather than with the browser’s bubble: an address without @ still goes to the server', async () => {
    const stub = stubFetch({ 'POST /api/accounts/sign-in': () => refusal(401, 'unauthorized', 'sign_in_failed', M.signInFailed) });
    const { user } = renderApp('/login');
    const dialog = await signInDialog();
    expect(within(dialog).getByRole('form', { name: 'Sign in' })).toHaveAttribute('novalidate');
    await fill(user, within(dialog).getByLabelText('Email'), 'grace-at-example');
    await fill(user, within(dialog).getByLabelText('Password'), 'correct horse');
    // The password is not shown as it is typed.
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await expectText(within(dialog), M.signInFailed);
    expect(stub.calls).toContain('POST /api/accounts/sign-in');
    // Log in waits for a new captcha; the focus is back in the password, not lost on the page.
    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveFocus());
  });

  it('opens from LOG IN/SIGN UP in the top bar', async () => {
    stubFetch();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'LOG IN/SIGN UP' }));
    expect(await signInDialog()).toBeInTheDocument();
  });

  it('signs in with the captcha payload, goes to /gallery and shows the account menu', async () => {
    let current: SessionUser | null = null;
    const answer = signedIn({ name: 'Grace Hopper', tasteTestStatus: 0 });
    let body: Record<string, unknown> = {};
    stubFetch({
      'GET /api/session': () => json({ user: current }),
      'POST /api/accounts/sign-in': (_url, init) => {
        body = bodyOf(init);
        current = answer.user;
        return json(answer);
      },
    });
    const { router, user } = renderApp('/login');
    const dialog = await signInDialog();
    await fill(user, within(dialog).getByLabelText('Email'), 'grace@example.test');
    await fill(user, within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(body).toEqual({ email: 'grace@example.test', password: 'correct horse', captcha: TEST_CAPTCHA_PAYLOAD });
    expect(await screen.findByRole('button', { name: 'Account menu for Grace Hopper' })).toHaveTextContent('GH');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Taste Test' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refusal, keeps what was typed and asks for the captcha again', async () => {
    stubFetch({ 'POST /api/accounts/sign-in': () => refusal(401, 'unauthorized', 'sign_in_failed', M.signInFailed) });
    const { user } = renderApp('/login');
    const dialog = await signInDialog();
    await fill(user, within(dialog).getByLabelText('Email'), 'grace@example.test');
    await fill(user, within(dialog).getByLabelText('Password'), 'wrong password');
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.signInFailed);
    expect(within(dialog).getByLabelText('Email')).toHaveValue('grace@example.test');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('wrong password');
    expect(within(dialog).getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    // The button follows the captcha's value as the form reports it, a render after the captcha clears.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeDisabled());
  });

  it('puts a failed captcha on the captcha field', async () => {
    stubFetch({
      'POST /api/accounts/sign-in': () => refusal(400, 'bad_request', 'captcha_failed', CAPTCHA_INVALID_MESSAGE, { captcha: CAPTCHA_INVALID_MESSAGE }),
    });
    const { user } = renderApp('/login');
    const dialog = await signInDialog();
    await fill(user, within(dialog).getByLabelText('Email'), 'grace@example.test');
    await fill(user, within(dialog).getByLabelText('Password'), 'whatever');
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CAPTCHA_INVALID_MESSAGE);
    // The field's own message can draw a moment after the alert.
    await waitFor(() => expect(within(dialog).getAllByText(CAPTCHA_INVALID_MESSAGE).length).toBeGreaterThan(1));
  });

  it('links to the one-time code, forgot-password and sign-up modals', async () => {
    stubFetch();
    const { user } = renderApp('/login');
    await user.click(within(await signInDialog()).getByRole('button', { name: 'Login without password' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Login without password' })).getByRole('button', { name: 'Log in with a password' }));
    await user.click(within(await signInDialog()).getByRole('button', { name: 'Forgot password?' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Forgot password' })).getByRole('button', { name: 'Back to log in' }));
    await user.click(within(await signInDialog()).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Join Vernissage as a collector' })).toBeInTheDocument();
  });

  it('sends someone already signed in from /login to /gallery', async () => {
    stubFetch({}, { user: signedIn().user });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
