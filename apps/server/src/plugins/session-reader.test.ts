import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { requireUser, signedInUser } from './auth.ts';
import { ASK_BETTER_AUTH, readSession, signedToken } from './session-reader.ts';

const DAY = 24 * 60 * 60 * 1000;

function whoAmI(app: FastifyInstance) {
  app.get('/test/session/me', { onRequest: requireUser }, async (request) => signedInUser(request));
}

describe('the one-query session read', () => {
  let t: TestApp;
  let collector: TestUser;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV, setup: whoAmI });
    collector = await signUpUser(t.app);
    const value = decodeURIComponent(collector.cookie.slice(collector.cookie.indexOf('=') + 1));
    token = value.slice(0, value.lastIndexOf('.'));
  });
  afterAll(() => t.close());

  const read = (cookie: string, now?: number) => readSession(t.app.db, t.app.sessionCookies, cookie, now);
  const tokenCookie = () => t.app.sessionCookies.sessionToken;

  it('reads the person of a signed cookie, as Better Auth and our row of them would', async () => {
    const person = await read(`other=1; ${collector.cookie}`);
    expect(person).toMatchObject({ id: collector.id, role: 'collector', logo: null });
    const res = await t.app.inject({ method: 'GET', url: '/test/session/me', headers: { cookie: collector.cookie } });
    expect(res.json()).toEqual(person);
  });

  it('is a visitor without the session cookie, or with one whose signature is not ours', async () => {
    expect(await read('cart=abc')).toBeNull();
    const [, signature] = decodeURIComponent(collector.cookie).split('.session_token=')[1]!.split(/\.(?=[^.]*$)/);
    expect(signature).toHaveLength(44);
    expect(await read(`${tokenCookie()}=${encodeURIComponent(`${token}x.${signature}`)}`)).toBeNull();
    expect(await read(`${tokenCookie()}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`)).toBeNull();
    expect(await read(`${tokenCookie()}=${token}`)).toBeNull();
    expect(signedToken(`${token}.short=`, t.app.sessionCookies.secret)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/test/session/me', headers: { cookie: `${tokenCookie()}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}` } })).statusCode).toBe(401);
  });

  it('leaves to Better Auth a session it must renew, clear or delete, and the cookies it alone reads', async () => {
    const [row] = await t.app.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, token));
    const expires = row!.expiresAt.getTime();
    const { expiresIn, updateAge } = t.app.sessionCookies;
    // Due for renewal once updateAge has passed since it was last renewed; expired after that.
    expect(await read(collector.cookie, expires - expiresIn * 1000 + updateAge * 1000 - 1)).toMatchObject({ id: collector.id });
    expect(await read(collector.cookie, expires - expiresIn * 1000 + updateAge * 1000 + 1)).toBe(ASK_BETTER_AUTH);
    expect(await read(collector.cookie, expires + DAY)).toBe(ASK_BETTER_AUTH);
    expect(await read(`${collector.cookie}; ${t.app.sessionCookies.dontRemember}=x`)).toBe(ASK_BETTER_AUTH);
    expect(await read(`${collector.cookie}; ${t.app.sessionCookies.sessionData}=x`)).toBe(ASK_BETTER_AUTH);
    expect(await read(`${collector.cookie}; broken=%E0%A4%A`)).toBe(ASK_BETTER_AUTH);
  });

  it('a signed-out session reads as a visitor at once', async () => {
    const other = await signUpUser(t.app);
    expect(await read(other.cookie)).toMatchObject({ id: other.id });
    const out = await t.app.inject({ method: 'POST', url: '/api/accounts/sign-out', headers: { cookie: other.cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect(await read(other.cookie)).toBe(ASK_BETTER_AUTH);
    expect((await t.app.inject({ method: 'GET', url: '/test/session/me', headers: { cookie: other.cookie } })).statusCode).toBe(401);
  });
});
