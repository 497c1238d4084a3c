import { screen, waitFor, within } from '@testing-library/react';
import { CITY_TOOLTIP } from '@vernissage/core/lookups';
import { ACCOUNT_MESSAGES as M, type SessionUser } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, fill, lookups, refusal, signedIn } from '../../../testing/accounts.ts';
import { TEST_CAPTCHA_PAYLOAD } from '../../../testing/captcha-double.tsx';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { cameWelcomed } from '../../../lib/welcomed.ts';
import { CAPTCHA_HINT } from './sign-up-form.tsx';
import { expectText } from '../../../testing/messages.ts';

// The modals are loaded lazily by the app; loading them once up front keeps each test's waits short.
beforeAll(() => import('./account-modals.tsx'), 60_000);

const FULL = 'Join Vernissage';
const SIMPLE = 'Join Vernissage as a collector';
const RED = 'rgb(207, 19, 34)';

function accountsFetch(routes: Parameters<typeof stubFetch>[0] = {}, session: { user?: SessionUser | null } = {}) {
  return stubFetch({ 'GET /api/lookups': () => json(lookups), ...routes }, session);
}

type User = ReturnType<typeof renderApp>['user'];

/** Picks an option of one of the form's selects (the browser's own). */
async function choose(user: User, dialog: HTMLElement, label: string, option: string) {
  await user.selectOptions(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }), option);
}

async function solveAndSubmit(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
  await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
}

/** The sign-up dialog once its form (loaded on first opening) is in it. */
async function signUpForm() {
  const dialog = await screen.findByRole('dialog', { name: FULL });
  await within(dialog).findByLabelText('Email');
  return dialog;
}

describe('full sign-up (/register)', { timeout: 60_000 }, () => {
  it('shows every spec message for an empty form, once the captcha is solved', async () => {
    accountsFetch();
    const { user } = renderApp('/register');
    const dialog = await signUpForm();
    expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await solveAndSubmit(user, dialog);

    for (const message of [M.nameRequired, M.emailRequired, M.phoneRequired, M.cityRequired, M.passwordRequired, M.confirmRequired, M.bioRequired, M.heardRequired, M.termsRequired]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
  });

  it('checks the email, the phone, the password length and the confirmation with the spec wording', async () => {
    accountsFetch();
    const { user } = renderApp('/register');
    const dialog = await signUpForm();
    await fill(user, within(dialog).getByLabelText('Email'), 'not-an-email');
    await fill(user, within(dialog).getByLabelText('Phone'), 'hello');
    await fill(user, within(dialog).getByLabelText('Password'), 'short');
    await fill(user, within(dialog).getByLabelText('Confirm password'), 'different');
    await solveAndSubmit(user, dialog);

    await expectText(within(dialog), M.emailInvalid);
    await expectText(within(dialog), M.phoneInvalid);
    await expectText(within(dialog), M.passwordMin);
    await expectText(within(dialog), M.confirmMismatch);
    // The error says what the hint said: the hint gives way to it, and comes back once it is met.
    await waitFor(() => expect(within(dialog).queryByText('At least 8 characters.')).not.toBeInTheDocument());
    await fill(user, within(dialog).getByLabelText('Password'), ' and more');
    await waitFor(() => expect(within(dialog).queryByText(M.passwordMin)).not.toBeInTheDocument());
    expect(await within(dialog).findByText('At least 8 characters.')).toBeInTheDocument();
  });

  it('says why Sign up waits until the captcha is solved', async () => {
    accountsFetch();
    const { user } = renderApp('/register');
    const dialog = await signUpForm();
    const button = within(dialog).getByRole('button', { name: 'Sign up' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(CAPTCHA_HINT);
    expect(within(dialog).getByText(CAPTCHA_HINT)).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    expect(button).toBeEnabled();
    expect(within(dialog).queryByText(CAPTCHA_HINT)).not.toBeInTheDocument();
  });

  it('counts the name and the visible characters of the bio, red past the limit', async () => {
    accountsFetch();
    const { user } = renderApp('/register');
    const dialog = await signUpForm();
    expect(within(dialog).getByText('0/100')).not.toHaveStyle({ color: RED });

    await fill(user, within(dialog).getByLabelText('Full name'), 'x'.repeat(101));
    expect(within(dialog).getByText('101/100')).toHaveStyle({ color: RED });
    // The message comes once the field is left; from then on it follows every change.
    await user.tab();
    await expectText(within(dialog), M.nameMax);

    const bio = within(dialog).getByRole('textbox', { name: 'Bio' });
    await fill(user, bio, 'Painter');
    expect(await within(dialog).findByText('7/5000')).not.toHaveStyle({ color: RED });
    await user.paste('y'.repeat(4994));
    expect(await within(dialog).findByText('5001/5000')).toHaveStyle({ color: RED });
    await user.tab();
    await expectText(within(dialog), M.bioMax);
  });

  it('says that only the Chicago area is served, and offers the area cities', async () => {
    accountsFetch();
    const { user } = renderApp('/register');
    const dialog = await signUpForm();
    await user.hover(within(dialog).getByRole('img', { name: 'Why only these cities' }));
    expect(await screen.findByText(CITY_TOOLTIP)).toBeInTheDocument();
    await choose(user, dialog, 'City', 'Evanston');
    expect(within(dialog).getByRole('combobox', { name: /^City/ })).toHaveValue('Evanston');
  });

  it('prefills the email from /signup/{email}', async () => {
    accountsFetch();
    renderApp(`/signup/${encodeURIComponent('new.collector+art@example.test')}`);
    const dialog = await signUpForm();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('new.collector+art@example.test');
  });

  it('signs up with every field, then welcomes the collector; Take The Taste Test goes to /tastequiz', async () => {
    let current: SessionUser | null = null;
    let body: Record<string, unknown> = {};
    const answer = signedIn({ name: 'Frida Kahlo' }, { title: 'Welcome to {product}', content: '<p>Your taste, {product} style.</p>' });
    accountsFetch({
      'GET /api/session': () => json({ user: current }),
      'POST /api/accounts/sign-up': (_url, init) => {
        body = bodyOf(init);
        current = answer.user;
        return json(answer, 201);
      },
    });
    const { router, user } = renderApp('/register');
    const dialog = await signUpForm();
    await fill(user, within(dialog).getByLabelText('Full name'), 'Frida Kahlo');
    await fill(user, within(dialog).getByLabelText('Email'), 'frida@example.test');
    await fill(user, within(dialog).getByLabelText('Phone'), '312 555 0100');
    await choose(user, dialog, 'City', 'Chicago');
    await fill(user, within(dialog).getByLabelText('Password'), 'viva la vida');
    await fill(user, within(dialog).getByLabelText('Confirm password'), 'viva la vida');
    for (const name of ['Password', 'Confirm password']) expect(within(dialog).getByLabelText(name)).toHaveAttribute('type', 'password');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Bio' }), 'I collect prints.');
    await choose(user, dialog, 'How did you hear about us?', 'Instagram');
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await solveAndSubmit(user, dialog);

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Vernissage' });
    expect(within(welcome).getByText('Your taste, Vernissage style.')).toBeInTheDocument();
    expect(body).toEqual({
      variant: 'full',
      name: 'Frida Kahlo',
      email: 'frida@example.test',
      phone: '312 555 0100',
      city: 'Chicago',
      password: 'viva la vida',
      confirm: 'viva la vida',
      bio: '<p>I collect prints.</p>',
      hearAboutUs: 'Instagram',
      terms: true,
      captcha: TEST_CAPTCHA_PAYLOAD,
    });
    expect(await screen.findByRole('button', { name: 'Account menu for Frida Kahlo' })).toBeInTheDocument();

    // The welcome says what the taste test is, and tells the quiz not to welcome a second time.
    expect(within(welcome).getByText(/The Taste Test shows you 20 artworks, one at a time/)).toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Take The Taste Test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tastequiz'));
    expect(cameWelcomed(router.state.location.state)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('simple collector sign-up', { timeout: 60_000 }, () => {
  async function openSimple() {
    const view = renderApp('/login');
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Log in to Vernissage' })).getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: SIMPLE });
    // The dialog opens at once and its form's code follows: wait for the form, not just the dialog.
    await within(dialog).findByLabelText('Full name');
    return { ...view, dialog };
  }

  async function fillSimple(user: User, dialog: HTMLElement) {
    await fill(user, within(dialog).getByLabelText('Full name'), 'Georgia O’Keeffe');
    await fill(user, within(dialog).getByLabelText('Email'), 'georgia@example.test');
    await fill(user, within(dialog).getByLabelText('Phone'), '312 555 0199');
    await fill(user, within(dialog).getByLabelText('Password'), 'red hills 1');
    await fill(user, within(dialog).getByLabelText('Confirm password'), 'red hills 1');
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  }

  it('has no city, bio or how-you-heard, and shows its messages for an empty form', async () => {
    accountsFetch();
    const { user, dialog } = await openSimple();
    expect(within(dialog).queryByRole('combobox', { name: /^City/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Bio' })).not.toBeInTheDocument();
    await solveAndSubmit(user, dialog);
    for (const message of [M.nameRequired, M.emailRequired, M.phoneRequired, M.passwordRequired, M.confirmRequired, M.termsRequired]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText(M.cityRequired)).not.toBeInTheDocument();
  });

  it('puts the server’s field message on its field and keeps every value', async () => {
    accountsFetch({ 'POST /api/accounts/sign-up': () => refusal(409, 'conflict', 'email_taken', M.emailTaken, { email: M.emailTaken }) });
    const { user, dialog } = await openSimple();
    await fillSimple(user, dialog);
    await solveAndSubmit(user, dialog);

    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // Said once, on the field, with the way to the account instead of a second copy above the button.
    expect(await within(dialog).findByRole('button', { name: 'Log in instead' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByText(M.emailTaken)).toHaveLength(1));
    expect(email).toHaveValue('georgia@example.test');
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Georgia O’Keeffe');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('red hills 1');
    expect(within(dialog).getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Log in instead' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to Vernissage' })).toBeInTheDocument();
  });

  it('welcomes the collector; Skip For Now goes to /view-gallery', async () => {
    let body: Record<string, unknown> = {};
    accountsFetch({
      'POST /api/accounts/sign-up': (_url, init) => {
        body = bodyOf(init);
        return json(signedIn({ name: 'Georgia O’Keeffe' }, { title: null, content: '<p>Glad you are here.</p>' }), 201);
      },
    });
    const { user, dialog, router } = await openSimple();
    await fillSimple(user, dialog);
    await solveAndSubmit(user, dialog);

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Vernissage' });
    expect(body).toMatchObject({ variant: 'simple', email: 'georgia@example.test', terms: true });
    expect(body).not.toHaveProperty('city');
    await user.click(within(welcome).getByRole('button', { name: 'Skip For Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-gallery'));
  });

  it('hands the ratings made as a visitor to the new account, then forgets them here', async () => {
    const ratings = [
      { artworkId: 12, rating: 1, ratedAt: '2026-11-01T10:00:00.000Z' },
      { artworkId: 40, rating: -1, ratedAt: '2026-11-01T10:01:00.000Z' },
    ];
    window.localStorage.setItem('visitor_ratings', JSON.stringify(ratings));
    let stored: Record<string, unknown> = {};
    accountsFetch({
      'POST /api/accounts/sign-up': () => json(signedIn({ name: 'Georgia O’Keeffe' }), 201),
      'POST /api/ratings/visitor': (_url, init) => {
        stored = bodyOf(init);
        return json({ stored: 2 });
      },
    });
    const { user, dialog } = await openSimple();
    await fillSimple(user, dialog);
    await solveAndSubmit(user, dialog);

    expect(await screen.findByRole('dialog', { name: 'Welcome to Vernissage' })).toBeInTheDocument();
    expect(stored).toEqual({ ratings });
    expect(window.localStorage.getItem('visitor_ratings')).toBeNull();
  });
});

describe('welcome for an artist', { timeout: 60_000 }, () => {
  it('offers Add Artworks, which goes to /my-works/grid', async () => {
    // The server answers the session with the new account, so the signed-in route opens.
    const answer = signedIn({ role: 'artist' }, { title: 'Welcome, artist', content: '<p>Show us your work.</p>' });
    let current: SessionUser | null = null;
    accountsFetch({
      'GET /api/session': () => json({ user: current }),
      'POST /api/accounts/sign-up': () => {
        current = answer.user;
        return json(answer, 201);
      },
    });
    const { user, router } = renderApp('/login');
    await user.click(within(await screen.findByRole('dialog', { name: 'Log in to Vernissage' })).getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: SIMPLE });
    // The form's code follows the dialog: wait for it.
    await fill(user, await within(dialog).findByLabelText('Full name'), 'Ada Artist');
    await fill(user, within(dialog).getByLabelText('Email'), 'artist@example.test');
    await fill(user, within(dialog).getByLabelText('Phone'), '312 555 0100');
    await fill(user, within(dialog).getByLabelText('Password'), 'long enough');
    await fill(user, within(dialog).getByLabelText('Confirm password'), 'long enough');
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree/ }));
    await solveAndSubmit(user, dialog);

    const welcome = await screen.findByRole('dialog', { name: 'Welcome, artist' });
    expect(within(welcome).queryByRole('button', { name: 'Take The Taste Test' })).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Add Artworks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-works/grid'));
  });
});
