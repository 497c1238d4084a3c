import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@vernissage/core/schemas';
import { sessions, users, verifications } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRetryAfter } from '../../test/limits.ts';
import { lastMail, mailTo } from '../../test/mailbox.ts';
import { MAIL_WINDOW_MS } from '../../lib/limits.ts';

const NEW_PASSWORD = 'a brand new password';

describe('password reset', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, PUBLIC_URL: 'https://shop.example', SIGN_IN_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(() => t.close());

  const forgot = (email: string, remoteAddress = `10.3.0.${++ip}`) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/password/forgot', payload: { email }, remoteAddress });
  const check = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/accounts/password/reset?token=${encodeURIComponent(token)}` })).json();
  const reset = (token: string, password = NEW_PASSWORD, confirm = password) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/password/reset', payload: { token, password, confirm } });
  const tokenMailedTo = async (email: string) => {
    const mail = await lastMail(t.app, email, 'reset');
    const link = mail.text.match(/https:\/\/shop\.example\/reset-password\?token=[^\s]+/)?.[0];
    if (!link) throw new Error(`no reset link in: ${mail.text}`);
    return new URL(link).searchParams.get('token')!;
  };

  it('validates with the spec messages', async () => {
    expect((await forgot('')).json().error.fields.email).toBe(M.emailRequired);
    expect((await forgot('nope')).json().error.fields.email).toBe(M.emailInvalid);
    const cases: Array<[string, string, string, string]> = [
      ['', '', 'password', M.resetPasswordRequired],
      ['short', 'short', 'password', M.passwordMin],
      [NEW_PASSWORD, '', 'confirm', M.resetConfirmRequired],
      [NEW_PASSWORD, 'something else', 'confirm', M.resetConfirmMismatch],
    ];
    for (const [password, confirm, field, message] of cases) {
      const res = await reset('a-token-of-some-length', password, confirm);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
  });

  it('answers the same whether or not the account exists, mailing only a real one', async () => {
    const unknown = await forgot('ghost@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: M.resetLinkSent });
    expect(await mailTo(t.app, 'ghost@example.com')).toHaveLength(0);
  });

  it('mails a single-use link, ends every session, refuses the old password and accepts the new', async () => {
    const user = await signUpUser(t.app);
    const second = sessionCookie(await signIn(t.app, user.email, user.password));
    const res = await forgot(user.email);
    expect(res.json()).toEqual({ message: M.resetLinkSent });
    const token = await tokenMailedTo(user.email);

    const stored = await t.app.db.select().from(verifications);
    expect(stored.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false);

    expect(await check(token)).toEqual({ valid: true });
    const ok = await reset(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: M.passwordUpdated });

    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    for (const cookie of [user.cookie, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json()).toEqual({ user: null });
    }

    expect(await check(token)).toEqual({ valid: false });
    const twice = await reset(token, 'yet another password');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(M.resetExpired);
    expect(twice.json().error.reason).toBe('link_expired');

    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired or made-up token with the expired message', async () => {
    const user = await signUpUser(t.app);
    await forgot(user.email);
    const token = await tokenMailedTo(user.email);
    const [row] = await t.app.db.select().from(verifications).orderBy(verifications.createdAt);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    await t.app.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await check(token)).toEqual({ valid: false });
    expect((await reset(token)).json().error.message).toBe(M.resetExpired);
    expect((await reset(token)).json().error.reason).toBe('link_expired');
    expect(await check('')).toEqual({ valid: false });
    expect((await reset('made-up-token-123456')).statusCode).toBe(400);
    expect((await reset('another-made-up-token')).json().error.reason).toBe('link_expired');
  });

  it('limits reset requests per e-mail with 429', async () => {
    const user = await signUpUser(t.app);
    const openedAt = Date.now();
    for (let i = 0; i < 3; i += 1) expect((await forgot(user.email)).statusCode).toBe(200);
    const limited = await forgot(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(M.tooManyCodes);
    expectRetryAfter(limited, MAIL_WINDOW_MS, openedAt);
  });

  it('ends every other reset link when one is used, and all of them when the password is changed', async () => {
    const user = await signUpUser(t.app);
    await forgot(user.email);
    const older = await tokenMailedTo(user.email);
    await forgot(user.email);
    const newer = await tokenMailedTo(user.email);
    expect(newer).not.toBe(older);
    expect(await check(older)).toEqual({ valid: true });
    expect((await reset(newer)).statusCode).toBe(200);
    expect(await check(older)).toEqual({ valid: false });
    expect((await reset(older, 'someone else’s password')).json().error.reason).toBe('link_expired');
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);

    await forgot(user.email);
    const beforeChange = await tokenMailedTo(user.email);
    const cookie = sessionCookie(await signIn(t.app, user.email, NEW_PASSWORD));
    const body = { currentPassword: NEW_PASSWORD, password: 'changed while signed in', confirm: 'changed while signed in' };
    const changed = await t.app.inject({ method: 'PATCH', url: '/api/accounts/me/password', payload: body, headers: { cookie } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await check(beforeChange)).toEqual({ valid: false });
  });

  it('counts sign-in codes and reset links together: three mails in all to one inbox', async () => {
    const user = await signUpUser(t.app);
    const code = () => t.app.inject({ method: 'POST', url: '/api/accounts/otp/send', payload: { email: user.email }, remoteAddress: `10.3.1.${++ip}` });
    expect((await code()).statusCode).toBe(200);
    expect((await code()).statusCode).toBe(200);
    expect((await forgot(user.email)).statusCode).toBe(200);
    expect((await forgot(user.email)).statusCode).toBe(429);
    expect((await code()).statusCode).toBe(429);
  });

  it('counts reset links tried per address, checked or used together', async () => {
    const remoteAddress = '10.9.0.1';
    const tryLink = (n: number) =>
      n % 2 === 0
        ? t.app.inject({ method: 'GET', url: `/api/accounts/password/reset?token=guess-${n}-of-some-length`, remoteAddress })
        : t.app.inject({ method: 'POST', url: '/api/accounts/password/reset', payload: { token: `guess-${n}-of-some-length`, password: NEW_PASSWORD, confirm: NEW_PASSWORD }, remoteAddress });
    const openedAt = Date.now();
    for (let n = 0; n < 60; n += 1) expect((await tryLink(n)).statusCode).toBeLessThan(429);
    const refused = await tryLink(0);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(M.tooManyRequests);
    expectRetryAfter(refused, MAIL_WINDOW_MS, openedAt);
    expect((await tryLink(1)).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/password/reset?token=guess-x-of-some-length', remoteAddress: '10.9.0.2' })).statusCode).toBe(200);
  });
});

describe('changing e-mail and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, SIGN_IN_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(() => t.close());

  const patch = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'PATCH', url, payload, ...(cookie ? { headers: { cookie } } : {}) });

  it('asks visitors to sign in', async () => {
    // The address changes only through /settings' link to the new address (modules/settings).
    expect((await patch('/api/accounts/me/email', { email: 'x@example.com' })).statusCode).toBe(404);
    const res = await patch('/api/accounts/me/password', { currentPassword: 'x', password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(M.signInRequired);
  });

  it('changes the password with the current one, ending the other sessions', async () => {
    const user = await signUpUser(t.app);
    const other = sessionCookie(await signIn(t.app, user.email, user.password));
    const wrong = await patch('/api/accounts/me/password', { currentPassword: 'not it at all', password: NEW_PASSWORD, confirm: NEW_PASSWORD }, user.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe(M.currentPasswordWrong);
    expect(wrong.json().error.reason).toBe('current_password_wrong');
    const mismatch = await patch('/api/accounts/me/password', { currentPassword: user.password, password: NEW_PASSWORD, confirm: 'different' }, user.cookie);
    expect(mismatch.json().error.fields.confirm).toBe(M.confirmMismatch);

    const ok = await patch('/api/accounts/me/password', { currentPassword: user.password, password: NEW_PASSWORD, confirm: NEW_PASSWORD }, user.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: M.passwordUpdated });
    const fresh = sessionCookie(ok);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: fresh } })).json().user.id).toBe(user.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: other } })).json()).toEqual({ user: null });
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts tries of the current password per member, with deleting the account: a held session cannot guess it', async () => {
    const user = await signUpUser(t.app);
    const bystander = await signUpUser(t.app);
    const wrongChange = { currentPassword: 'not it at all', password: NEW_PASSWORD, confirm: NEW_PASSWORD };
    const openedAt = Date.now();
    for (let n = 0; n < 6; n += 1) expect((await patch('/api/accounts/me/password', wrongChange, user.cookie)).statusCode).toBe(400);
    const deleteAccount = (password: string, cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/settings/delete-account', payload: { password }, headers: { cookie } });
    for (let n = 0; n < 4; n += 1) expect((await deleteAccount('not it either', user.cookie)).statusCode).toBe(400);
    // The eleventh try is refused even with the right password, on either route, until the window ends.
    const refused = await patch('/api/accounts/me/password', { ...wrongChange, currentPassword: user.password }, user.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(M.tooManyPasswordTries);
    expectRetryAfter(refused, MAIL_WINDOW_MS, openedAt);
    expect((await deleteAccount(user.password, user.cookie)).statusCode).toBe(429);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
    // Another member's count is their own.
    const theirs = await patch('/api/accounts/me/password', { ...wrongChange, currentPassword: bystander.password }, bystander.cookie);
    expect(theirs.statusCode).toBe(200);
  });

  it('a code sign-in proves the address (Better Auth then drops access set up before the proof)', async () => {
    const user = await signUpUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/accounts/otp/send', payload: { email: user.email } });
    const code = (await lastMail(t.app, user.email, 'otp')).text.match(/Your code is (\d{6})/)![1]!;
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/otp/verify', payload: { email: user.email, otp: code } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(true);
    // The sign-up session and password predate the proof, so they are revoked.
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: user.cookie } })).json()).toEqual({ user: null });
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
  });
});
