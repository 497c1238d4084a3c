import { screen, waitFor, within } from '@testing-library/react';
import { QUESTION_MESSAGES as M } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { bodyOf, fill, refusal } from '../../../testing/accounts.ts';
import { artistWorks, artworkDetail, profile } from '../../../testing/artwork-detail.ts';
import { TEST_CAPTCHA_PAYLOAD } from '../../../testing/captcha-double.tsx';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user as sessionUser } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectText } from '../../../testing/messages.ts';

type Handler = Parameters<typeof stubFetch>[0];

function stubPage(routes: Handler = {}, signedIn = false) {
  return stubFetch(
    {
      'GET /api/artworks/7': () => json(artworkDetail()),
      'GET /api/artworks/7/by-artist': () => json(artistWorks(0)),
      'POST /api/artworks/7/views': () => new Response(null, { status: 204 }),
      ...routes,
    },
    signedIn ? { user: sessionUser() } : {},
  );
}

async function openDialog(kind: 'question' | 'offer') {
  const view = renderApp('/artwork-for-sale/Blue-Hour-No-7');
  await screen.findByRole('heading', { level: 1, name: 'Blue Hour, No. 3' });
  await view.user.click(screen.getByRole('button', { name: kind === 'offer' ? /Make an offer/ : /Questions\?/ }));
  const dialog = await screen.findByRole('dialog', { name: kind === 'offer' ? 'Make an offer on Blue Hour, No. 3' : 'Ask about Blue Hour, No. 3' });
  return { ...view, dialog };
}

const send = (dialog: HTMLElement, kind: 'question' | 'offer' = 'question') =>
  within(dialog).getByRole('button', { name: kind === 'offer' ? 'Send offer' : 'Send question' });

async function solve(dialog: HTMLElement, user: Awaited<ReturnType<typeof openDialog>>['user']) {
  await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
}

async function fillVisitor(dialog: HTMLElement, user: Awaited<ReturnType<typeof openDialog>>['user']) {
  await fill(user, within(dialog).getByLabelText('Full name'), 'Grace Visitor');
  await fill(user, within(dialog).getByLabelText('Email'), 'grace@example.com');
  await fill(user, within(dialog).getByLabelText('Confirm email'), 'grace@example.com');
  await fill(user, within(dialog).getByLabelText('Phone'), '312 555 0100');
  await fill(user, within(dialog).getByLabelText('Confirm phone'), '312 555 0100');
  await fill(user, within(dialog).getByLabelText('Message'), 'Is the frame included?');
}

describe('the question and offer dialog', { timeout: 60_000 }, () => {
  it('waits for the captcha, then shows every required message', async () => {
    stubPage();
    const { dialog, user } = await openDialog('question');
    expect(send(dialog)).toBeDisabled();
    await solve(dialog, user);
    await user.click(send(dialog));
    for (const text of [M.nameRequired, M.emailRequired, M.confirmEmailRequired, M.phoneRequired, M.confirmPhoneRequired, M.messageRequired]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
  });

  it('refuses an invalid email and confirmations that do not match', async () => {
    stubPage();
    const { dialog, user } = await openDialog('question');
    await fill(user, within(dialog).getByLabelText('Email'), 'grace-at-example');
    await fill(user, within(dialog).getByLabelText('Confirm email'), 'grace@example.org');
    await fill(user, within(dialog).getByLabelText('Phone'), '312 555 0100');
    await fill(user, within(dialog).getByLabelText('Confirm phone'), '312 555 0199');
    await solve(dialog, user);
    await user.click(send(dialog));
    await expectText(within(dialog), M.emailInvalid);
    await expectText(within(dialog), M.emailMismatch);
    // The phone rule loads with its own chunk, so its message may come a moment after the others.
    await expectText(within(dialog), M.phoneMismatch);
  });

  it('leaves the checks to the form’s own messages, not the browser’s bubble', async () => {
    stubPage();
    const { dialog, user } = await openDialog('question');
    expect(within(dialog).getByRole('form', { name: 'Ask a question' })).toHaveAttribute('novalidate');
    // An address the browser would stop the submit for: the form still checks every field.
    await fill(user, within(dialog).getByLabelText('Email'), 'grace-at-example');
    await solve(dialog, user);
    await user.click(send(dialog));
    await expectText(within(dialog), M.nameRequired);
    await expectText(within(dialog), M.emailInvalid);
    await expectText(within(dialog), M.messageRequired);
  });

  it('refuses a phone that is not a number, and says a too-long one is too long', async () => {
    let sent = 0;
    stubPage({
      'POST /api/questions': () => {
        sent += 1;
        return json({ id: 3, message: M.sent }, 201);
      },
    });
    const { dialog, user } = await openDialog('question');
    await fillVisitor(dialog, user);
    for (const typed of ['abc', 'hello']) {
      for (const label of ['Phone', 'Confirm phone']) {
        await user.clear(within(dialog).getByLabelText(label));
        await fill(user, within(dialog).getByLabelText(label), typed);
      }
      await solve(dialog, user);
      await user.click(send(dialog));
      await expectText(within(dialog), M.phoneInvalid);
      expect(within(dialog).queryByText(M.phoneRequired)).not.toBeInTheDocument();
    }
    const long = '3'.repeat(41);
    await user.clear(within(dialog).getByLabelText('Phone'));
    await fill(user, within(dialog).getByLabelText('Phone'), long);
    await user.click(send(dialog));
    await expectText(within(dialog), M.phoneMax);
    expect(within(dialog).queryByText(M.phoneRequired)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(M.phoneInvalid)).not.toBeInTheDocument();
    expect(sent).toBe(0);
    // Nothing typed is lost.
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Grace Visitor');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue(long);
  });

  it('takes the same number written another way as its confirmation', async () => {
    let body: Record<string, unknown> = {};
    stubPage({
      'POST /api/questions': (_url, init) => {
        body = bodyOf(init);
        return json({ id: 3, message: M.sent }, 201);
      },
    });
    const { dialog, user } = await openDialog('question');
    await fillVisitor(dialog, user);
    await user.clear(within(dialog).getByLabelText('Confirm phone'));
    await fill(user, within(dialog).getByLabelText('Confirm phone'), '(312) 555-0100');
    await solve(dialog, user);
    await user.click(send(dialog));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(body).toMatchObject({ phone: '312 555 0100', confirmPhone: '(312) 555-0100' });
  });

  it('takes a confirmation that differs only in case or surrounding spaces, as the server does', async () => {
    let body: Record<string, unknown> = {};
    stubPage({
      'POST /api/questions': (_url, init) => {
        body = bodyOf(init);
        return json({ id: 3, message: M.sent }, 201);
      },
    });
    const { dialog, user } = await openDialog('question');
    await fillVisitor(dialog, user);
    await user.clear(within(dialog).getByLabelText('Confirm email'));
    await fill(user, within(dialog).getByLabelText('Confirm email'), 'Grace@Example.COM');
    await user.clear(within(dialog).getByLabelText('Confirm phone'));
    await fill(user, within(dialog).getByLabelText('Confirm phone'), ' 312 555 0100 ');
    await solve(dialog, user);
    await user.click(send(dialog));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(within(dialog).queryByText(M.emailMismatch)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(M.phoneMismatch)).not.toBeInTheDocument();
    expect(body).toMatchObject({ variant: 'visitor', email: 'grace@example.com', confirmEmail: 'Grace@Example.COM', confirmPhone: ' 312 555 0100 ' });
  });

  it('asks an offer for an amount above 0', async () => {
    stubPage();
    const { dialog, user } = await openDialog('offer');
    await solve(dialog, user);
    await user.click(send(dialog, 'offer'));
    await expectText(within(dialog), M.offerRequired);
    await fill(user, within(dialog).getByLabelText('Your offer (USD)'), '0');
    await user.click(send(dialog, 'offer'));
    await expectText(within(dialog), M.offerPositive);
  });

  it("sends a visitor's offer with the captcha and says 'Message sent successfully'", async () => {
    let body: Record<string, unknown> = {};
    stubPage({
      'POST /api/questions': (_url, init) => {
        body = bodyOf(init);
        return json({ id: 1, message: M.sent }, 201);
      },
    });
    const { dialog, user } = await openDialog('offer');
    await fillVisitor(dialog, user);
    await fill(user, within(dialog).getByLabelText('Your offer (USD)'), '3800');
    await solve(dialog, user);
    await user.click(send(dialog, 'offer'));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(body).toEqual({
      variant: 'visitor',
      artworkId: 7,
      name: 'Grace Visitor',
      email: 'grace@example.com',
      confirmEmail: 'grace@example.com',
      phone: '312 555 0100',
      confirmPhone: '312 555 0100',
      message: 'Is the frame included?',
      isOffer: true,
      offerAmount: 3800,
      captcha: TEST_CAPTCHA_PAYLOAD,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Make an offer/ })).not.toBeInTheDocument());
  });

  it("shows the question form's captcha message, keeps what was typed and asks for the captcha again", async () => {
    stubPage({ 'POST /api/questions': () => refusal(400, 'bad_request', 'captcha_failed', M.captchaInvalid, { captcha: M.captchaInvalid }) });
    const { dialog, user } = await openDialog('question');
    await fillVisitor(dialog, user);
    await solve(dialog, user);
    await user.click(send(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('recaptcha invalid please try again');
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Grace Visitor');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Is the frame included?');
    expect(within(dialog).getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    // The button follows the captcha's value as the form reports it, a render after the captcha clears.
    await waitFor(() => expect(send(dialog)).toBeDisabled());
  });

  it("says 'Something went wrong...!' when the server fails", async () => {
    stubPage({ 'POST /api/questions': () => json({ error: { code: 'internal', message: 'Something went wrong' } }, 500) });
    const { dialog, user } = await openDialog('question');
    await fillVisitor(dialog, user);
    await solve(dialog, user);
    await user.click(send(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong...!');
  });

  it("lets a signed-in member ask without retyping name, email and phone: the server takes them from the account", async () => {
    let body: Record<string, unknown> = {};
    stubPage(
      {
        'GET /api/profile': () => json(profile({ name: 'Ada Lovelace', email: 'ada@example.test', phone: '+1 312 555 0100' })),
        'POST /api/questions': (_url, init) => {
          body = bodyOf(init);
          return json({ id: 2, message: M.sent }, 201);
        },
      },
      true,
    );
    const { dialog, user } = await openDialog('offer');
    const sender = within(dialog).getByRole('group', { name: 'Sending as' });
    expect(sender).toHaveTextContent('Ada Lovelace');
    expect(sender).toHaveTextContent('ada@example.test');
    expect(await within(sender).findByText('+1 312 555 0100')).toBeInTheDocument();
    for (const label of ['Full name', 'Email', 'Confirm email', 'Phone', 'Confirm phone']) expect(within(dialog).queryByLabelText(label)).not.toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Message'), 'Could I see it in person?');
    await fill(user, within(dialog).getByLabelText('Your offer (USD)'), '3800');
    expect(send(dialog, 'offer')).toBeDisabled();
    await solve(dialog, user);
    await user.click(send(dialog, 'offer'));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(body).toEqual({ variant: 'member', artworkId: 7, message: 'Could I see it in person?', isOffer: true, offerAmount: 3800, captcha: TEST_CAPTCHA_PAYLOAD });
  });
});
