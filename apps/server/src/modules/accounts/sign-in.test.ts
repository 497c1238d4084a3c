import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, CAPTCHA_INVALID_MESSAGE, signedInSchema, type SignUpInput } from '@vernissage/core/schemas';
import { accounts, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, simpleSignUp, solveCaptcha, TEST_PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRetryAfter } from '../../test/limits.ts';
import { lastMail, mailTo, withOutboxRefusing } from '../../test/mailbox.ts';
import { SIGN_IN_WINDOW_MS } from '../../lib/limits.ts';

const fullSignUp = (overrides: Record<string, unknown> = {}) => ({
  ...simpleSignUp(),
  variant: 'full',
  city: 'Evanston',
  bio: '<p>I collect <strong>prints</strong>.</p>',
  hearAboutUs: 'A friend',
  ...overrides,
});

describe('sign-up, sign-in, session and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, SIGN_IN_LIMIT_PER_MINUTE: '1000' } });
    await t.app.inject({ method: 'POST', url: '/api/test/snippets/Collector', payload: { status: '1', title: 'Welcome to {product}', content: 'Take the taste test.' } });
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: object, captcha = true) =>
    t.app.inject({ method: 'POST', url, payload: captcha ? { ...(payload as object), captcha: await solveCaptcha(t.app) } : payload });

  describe('sign-up validation, with the spec messages', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['name missing', { name: '' }, 'name', M.nameRequired],
      ['name too long', { name: 'n'.repeat(101) }, 'name', M.nameMax],
      ['email missing', { email: '' }, 'email', M.emailRequired],
      ['email invalid', { email: 'not-an-email' }, 'email', M.emailInvalid],
      ['email too long', { email: `${'e'.repeat(95)}@example.com` }, 'email', M.emailMax],
      ['phone missing', { phone: '' }, 'phone', M.phoneRequired],
      ['phone too long', { phone: '3'.repeat(41) }, 'phone', M.phoneMax],
      ['password missing', { password: '', confirm: '' }, 'password', M.passwordRequired],
      ['password short', { password: 'short', confirm: 'short' }, 'password', M.passwordMin],
      ['password too long', { password: 'p'.repeat(129), confirm: 'p'.repeat(129) }, 'password', M.passwordMax],
      ['confirm missing', { confirm: '' }, 'confirm', M.confirmRequired],
      ['confirm differs', { confirm: 'something else' }, 'confirm', M.confirmMismatch],
      ['terms not agreed', { terms: false }, 'terms', M.termsRequired],
    ];
    for (const variant of ['simple', 'full'] as const) {
      for (const [label, change, field, message] of cases) {
        it(`${variant}: ${label}`, async () => {
          const body = variant === 'simple' ? { ...simpleSignUp(), ...change } : fullSignUp(change);
          const res = await post('/api/accounts/sign-up', body);
          expect(res.statusCode).toBe(400);
          expect(res.json().error.fields[field]).toBe(message);
        });
      }
    }
    const fullOnly: Array<[string, Record<string, unknown>, string, string]> = [
      ['city missing', { city: '' }, 'city', M.cityRequired],
      ['bio missing', { bio: '' }, 'bio', M.bioRequired],
      ['bio with only markup', { bio: '<p> </p>' }, 'bio', M.bioRequired],
      ['bio too long', { bio: `<p>${'b'.repeat(5001)}</p>` }, 'bio', M.bioMax],
      ['how you heard missing', { hearAboutUs: '' }, 'hearAboutUs', M.heardRequired],
    ];
    for (const [label, change, field, message] of fullOnly) {
      it(`full: ${label}`, async () => {
        const res = await post('/api/accounts/sign-up', fullSignUp(change));
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields[field]).toBe(message);
      });
    }

    it('counts the bio limit in visible characters, not markup', async () => {
      const res = await post('/api/accounts/sign-up', fullSignUp({ bio: `<p><strong>${'b'.repeat(4990)}</strong></p>` }));
      expect(res.statusCode).toBe(201);
    });

    it('refuses a missing or wrong captcha with the spec message', async () => {
      const missing = await post('/api/accounts/sign-up', simpleSignUp(), false);
      expect(missing.statusCode).toBe(400);
      const wrong = await t.app.inject({ method: 'POST', url: '/api/accounts/sign-up', payload: { ...simpleSignUp(), captcha: 'bm90IGEgcGF5bG9hZA==' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({ message: CAPTCHA_INVALID_MESSAGE, fields: { captcha: CAPTCHA_INVALID_MESSAGE } });
    });
  });

  describe('sign-up', () => {
    it('creates a collector in the usa, signs in, answers the welcome snippet and e-mails a welcome', async () => {
      const body = fullSignUp({
        email: 'Grace.Full@Example.com',
        bio: '<p onclick="x()">Hello <a href="javascript:alert(1)">me</a></p><script>alert(1)</script>',
      }) as SignUpInput;
      const res = await post('/api/accounts/sign-up', body);
      expect(res.statusCode).toBe(201);
      const answer = signedInSchema.parse(res.json());
      expect(answer.user).toMatchObject({ email: 'grace.full@example.com', name: 'Ada Collector', role: 'collector', logo: null, tasteTestStatus: null, inviteCount: 0 });
      expect(answer.welcome).toEqual({ title: 'Welcome to {product}', content: '<p>Take the taste test.</p>' });
      expect(res.body).not.toContain(TEST_PASSWORD);

      const [row] = await t.app.db.select().from(users).where(eq(users.id, answer.user.id));
      expect(row).toMatchObject({ role: 'collector', country: 'usa', city: 'Evanston', hearAboutUs: 'A friend', phone: '+1 312 555 0100', emailVerified: false });
      expect(row!.bio).toBe('<p>Hello <a>me</a></p>');

      const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: sessionCookie(res) } });
      expect(session.json().user.id).toBe(answer.user.id);
      const welcome = await lastMail(t.app, 'grace.full@example.com', 'welcome');
      expect(welcome.subject).toContain('Welcome');
    });

    it('a welcome the outbox cannot take leaves the account and its session standing, with no welcome', async () => {
      const body = simpleSignUp({ email: 'no.welcome@example.com' });
      const res = await withOutboxRefusing(t.app, ['welcome'], () => post('/api/accounts/sign-up', body));
      expect(res.statusCode).toBe(201);
      const answer = signedInSchema.parse(res.json());
      const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: sessionCookie(res) } });
      expect(session.json().user.id).toBe(answer.user.id);
      expect(await mailTo(t.app, 'no.welcome@example.com', 'welcome')).toEqual([]);
      // The address is taken: signing up again is refused, not a second account.
      expect((await post('/api/accounts/sign-up', body)).statusCode).toBe(409);
    });

    it('stores the password as argon2id with 19 MiB and 2 passes, never in clear', async () => {
      const user = await signUpUser(t.app);
      const [account] = await t.app.db.select().from(accounts).where(eq(accounts.userId, user.id));
      expect(account).toMatchObject({ providerId: 'credential', accountId: user.id });
      expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(account!.password).not.toContain(user.password);
    });

    it('refuses an e-mail already registered with 409 on the email field, whatever its case', async () => {
      const first = await signUpUser(t.app);
      const res = await post('/api/accounts/sign-up', simpleSignUp({ email: first.email.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'conflict', message: M.emailTaken, fields: { email: M.emailTaken } });
      expect(res.json().error.reason).toBe('email_taken');
    });

    it('ignores a role or country sent along with the form', async () => {
      const res = await post('/api/accounts/sign-up', { ...simpleSignUp(), role: 'admin', country: 'fr' });
      expect(res.statusCode).toBe(201);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, res.json().user.id));
      expect(row).toMatchObject({ role: 'collector', country: 'usa' });
    });
  });

  describe('sign-in', () => {
    it('validates with the spec messages', async () => {
      const res = await post('/api/accounts/sign-in', { email: '', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ email: M.signInEmailRequired, password: M.signInPasswordRequired });
      const noCaptcha = await post('/api/accounts/sign-in', { email: 'a@example.com', password: 'x' }, false);
      expect(noCaptcha.statusCode).toBe(400);
    });

    it('signs in with the right password and refuses a wrong one or an unknown account with 401', async () => {
      const user = await signUpUser(t.app);
      const right = await signIn(t.app, user.email.toUpperCase(), user.password);
      expect(right.statusCode).toBe(200);
      expect(signedInSchema.parse(right.json())).toMatchObject({ user: { id: user.id }, welcome: null });
      expect(sessionCookie(right)).toBeTruthy();

      const wrong = await signIn(t.app, user.email, 'not the password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe(M.signInFailed);
      expect(wrong.json().error.reason).toBe('sign_in_failed');
      expect(wrong.cookies).toHaveLength(0);
      const unknown = await signIn(t.app, 'nobody@example.com', 'whatever password');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().error.message).toBe(M.signInFailed);
      expect(unknown.json().error.reason).toBe('sign_in_failed');
    });

    it('lets the admin from the settings sign in as admin', async () => {
      const res = await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe('admin');
    });

    it('sets an httpOnly, SameSite=Lax session cookie (not Secure outside production)', async () => {
      const user = await signUpUser(t.app);
      const res = await signIn(t.app, user.email, user.password);
      const cookie = res.cookies.find((c) => c.name === 'vernissage.session_token');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie!.secure).toBeFalsy();
    });
  });

  describe('session and sign-out', () => {
    it('is null before sign-in, the user after, null again after sign-out with the row gone', async () => {
      const before = await t.app.inject({ method: 'GET', url: '/api/session' });
      expect(before.json()).toEqual({ user: null });
      expect(before.headers['cache-control']).toBe('no-store');

      const user = await signUpUser(t.app);
      const during = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: user.cookie } });
      expect(during.json().user).toMatchObject({ id: user.id, email: user.email, role: 'collector' });

      const out = await t.app.inject({ method: 'POST', url: '/api/accounts/sign-out', headers: { cookie: user.cookie } });
      expect(out.statusCode).toBe(204);
      const cleared = out.cookies.find((c) => c.name === 'vernissage.session_token');
      expect(cleared?.value).toBe('');
      const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: user.cookie } });
      expect(after.json()).toEqual({ user: null });
    });

    it('treats a forged or tampered cookie as signed out', async () => {
      const user = await signUpUser(t.app);
      const [name, value] = user.cookie.split('=') as [string, string];
      const token = decodeURIComponent(value).split('.')[0];
      for (const cookie of [`${name}=${token}`, `${name}=${token}.forged`, `${name}=garbage`]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
        expect(res.json()).toEqual({ user: null });
      }
    });

    it('sign-out without a session still answers 204', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/accounts/sign-out' });
      expect(res.statusCode).toBe(204);
    });
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, SIGN_IN_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message past the limit per address, while other addresses go on', async () => {
    const openedAt = Date.now();
    for (let i = 0; i < 3; i += 1) expect((await signIn(t.app, 'x@example.com', 'wrong password', '10.0.0.1')).statusCode).toBe(401);
    const limited = await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'too_many_requests', message: M.tooManySignIns });
    expectRetryAfter(limited, SIGN_IN_WINDOW_MS, openedAt);
    expect((await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });
});
