import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES as M, otpSentMessage, type SessionUser } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, fill, refusal, signedIn } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectText } from '../../../testing/messages.ts';

beforeAll(() => import('./account-modals.tsx'), 60_000);

const EMAIL = 'otp.person@example.test';

async function openOtp() {
  const view = renderApp('/login');
  await view.user.click(within(await screen.findByRole('dialog', { name: 'Log in to Vernissage' })).getByRole('button', { name: 'Login without password' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Login without password' }) };
}

describe('login without password', { timeout: 60_000 }, () => {
  it('asks for a valid email before sending a code', async () => {
    const stub = stubFetch();
    const { user, dialog } = await openOtp();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await expectText(within(dialog), M.emailRequired);
    await fill(user, within(dialog).getByLabelText('Email'), 'nobody@');
    await expectText(within(dialog), M.emailInvalid);
    expect(stub.calls.filter((call) => call.includes('/otp/'))).toEqual([]);
  });

  it('sends the code, checks its length, verifies it and goes to /gallery', async () => {
    let current: SessionUser | null = null;
    const sent: unknown[] = [];
    let verified: Record<string, unknown> = {};
    stubFetch({
      'GET /api/session': () => json({ user: current }),
      'POST /api/accounts/otp/send': (_url, init) => {
        sent.push(bodyOf(init));
        return json({ message: otpSentMessage(EMAIL) });
      },
      'POST /api/accounts/otp/verify': (_url, init) => {
        verified = bodyOf(init);
        current = signedIn({ name: 'Otto Person' }).user;
        return json(signedIn({ name: 'Otto Person' }));
      },
    });
    const { user, dialog, router } = await openOtp();
    await fill(user, within(dialog).getByLabelText('Email'), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(otpSentMessage(EMAIL));
    expect(sent).toEqual([{ email: EMAIL }]);
    const resend = within(dialog).getByRole('button', { name: /Resend code \(30s\)/ });
    expect(resend).toBeDisabled();
    // The countdown runs down by the second.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Resend code \(29s\)/ })).toBeDisabled(), { timeout: 2500 });

    await fill(user, within(dialog).getByLabelText('Code'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expectText(within(dialog), M.otpLength);

    await user.clear(within(dialog).getByLabelText('Code'));
    await expectText(within(dialog), M.otpRequired);
    await fill(user, within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(verified).toEqual({ email: EMAIL, otp: '123456' });
    expect(await screen.findByRole('button', { name: 'Account menu for Otto Person' })).toBeInTheDocument();
  });

  it('shows the server’s refusal as a warning and keeps the code typed', async () => {
    stubFetch({
      'POST /api/accounts/otp/send': () => json({ message: otpSentMessage(EMAIL) }),
      'POST /api/accounts/otp/verify': () => refusal(400, 'bad_request', 'code_invalid', M.otpInvalid, { otp: M.otpInvalid }),
    });
    const { user, dialog } = await openOtp();
    await fill(user, within(dialog).getByLabelText('Email'), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await fill(user, await within(dialog).findByLabelText('Code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.otpInvalid);
    expect(within(dialog).getByLabelText('Code')).toHaveValue('654321');
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the 429 message when codes are asked for too often', async () => {
    stubFetch({ 'POST /api/accounts/otp/send': () => refusal(429, 'too_many_requests', 'rate_limited', M.tooManyCodes) });
    const { user, dialog } = await openOtp();
    await fill(user, within(dialog).getByLabelText('Email'), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.tooManyCodes);
    expect(within(dialog).queryByLabelText('Code')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue(EMAIL);
  });
});
