import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, otpSentMessage, signedInSchema } from '@vernissage/core/schemas';
import { verifications } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signUpUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRetryAfter } from '../../test/limits.ts';
import { mailTo } from '../../test/mailbox.ts';
import { MAIL_WINDOW_MS } from '../../lib/limits.ts';

describe('one-time code sign-in', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV });
  });
  afterAll(() => t.close());

  /** Each test from its own address, so only the per-email limit (or none) is in play. */
  const send = (email: string, remoteAddress = `10.1.0.${++ip}`) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/otp/send', payload: { email }, remoteAddress });
  const verify = (email: string, otp: string) => t.app.inject({ method: 'POST', url: '/api/accounts/otp/verify', payload: { email, otp }, remoteAddress: '10.2.0.1' });
  const codeSentTo = async (email: string) => {
    const [mail] = await mailTo(t.app, email, 'otp');
    const code = mail?.text.match(/Your code is (\d{6})/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };

  it('validates with the spec messages', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ email: '' }, 'email', M.emailRequired],
      [{ email: 'nope' }, 'email', M.emailInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/accounts/otp/send', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const otpCases: Array<[Record<string, string>, string, string]> = [
      [{ email: 'a@example.com', otp: '' }, 'otp', M.otpRequired],
      [{ email: 'a@example.com', otp: '12345' }, 'otp', M.otpLength],
      [{ email: 'a@example.com', otp: '1234567' }, 'otp', M.otpLength],
      [{ email: 'a@example.com', otp: 'abcdef' }, 'otp', M.otpLength],
      [{ email: '', otp: '123456' }, 'email', M.emailRequired],
    ];
    for (const [payload, field, message] of otpCases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/accounts/otp/verify', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
  });

  it('mails a 6-digit code that signs in once; the code is stored hashed', async () => {
    const user = await signUpUser(t.app);
    const res = await send(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: otpSentMessage(user.email) });
    const code = await codeSentTo(user.email);

    const stored = await t.app.db.select().from(verifications);
    for (const row of stored) {
      expect(row.value).not.toContain(code);
      expect(row.identifier).not.toContain(user.email);
    }

    const ok = await verify(user.email, code);
    expect(ok.statusCode).toBe(200);
    expect(signedInSchema.parse(ok.json())).toMatchObject({ user: { id: user.id, email: user.email }, welcome: null });
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: sessionCookie(ok) } });
    expect(session.json().user.id).toBe(user.id);

    const again = await verify(user.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.otp).toBe(M.otpInvalid);
    expect(again.json().error.reason).toBe('code_invalid');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await send('nobody-here@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: otpSentMessage('nobody-here@example.com') });
    expect(await mailTo(t.app, 'nobody-here@example.com')).toHaveLength(0);
    const attempt = await verify('nobody-here@example.com', '123456');
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json().error.fields.otp).toBe(M.otpInvalid);
    expect(attempt.json().error.reason).toBe('code_invalid');
  });

  it('kills the code after 3 wrong tries: even the right one is refused then', async () => {
    const user = await signUpUser(t.app);
    await send(user.email);
    const code = await codeSentTo(user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      const wrong = await verify(user.email, wrongCode);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields.otp).toBe(M.otpInvalid);
      expect(wrong.json().error.reason).toBe('code_invalid');
    }
    const right = await verify(user.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toMatchObject({ message: M.otpTooManyAttempts, fields: { otp: M.otpTooManyAttempts } });
    expect(right.json().error.reason).toBe('code_invalid');
    expect(right.cookies).toHaveLength(0);
    expect((await verify(user.email, code)).statusCode).toBe(400);

    // A new code works again.
    await send(user.email);
    expect((await verify(user.email, await codeSentTo(user.email))).statusCode).toBe(200);
  });

  it('refuses an expired code with its own message', async () => {
    const user = await signUpUser(t.app);
    await send(user.email);
    const code = await codeSentTo(user.email);
    await t.app.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await verify(user.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.otp).toBe(M.otpExpired);
    expect(res.json().error.reason).toBe('code_invalid');
  });

  it('expires codes 10 minutes after sending', async () => {
    const user = await signUpUser(t.app);
    const before = Date.now();
    await send(user.email);
    const rows = await t.app.db.select().from(verifications);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const minutes = (newest.expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10.1);
  });

  it('limits sends per e-mail (3 per 10 minutes) with 429, from any address', async () => {
    const user = await signUpUser(t.app);
    const openedAt = Date.now();
    for (let i = 0; i < 3; i += 1) expect((await send(user.email)).statusCode).toBe(200);
    const limited = await send(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'too_many_requests', message: M.tooManyCodes });
    expectRetryAfter(limited, MAIL_WINDOW_MS, openedAt);
    expect(await mailTo(t.app, user.email, 'otp')).toHaveLength(3);
  });

  it('limits sends per client address (10 per 10 minutes) with 429', async () => {
    const openedAt = Date.now();
    for (let i = 0; i < 10; i += 1) expect((await send(`someone-${i}@example.com`, '10.9.9.9')).statusCode).toBe(200);
    const limited = await send('someone-else@example.com', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(M.tooManyRequests);
    expectRetryAfter(limited, MAIL_WINDOW_MS, openedAt);
  });
});
