import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@vernissage/core/schemas';
import { loadEnv } from '../config/env.ts';
import { FAST_CAPTCHA_ENV, signIn, signUpUser, type TestUser } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { AUTH_SECRET_FILE, authSecret, requireRole, requireUser, signedInUser, trustedOrigins } from './auth.ts';

function guardedRoutes(app: FastifyInstance) {
  app.get('/test/guard/user', { onRequest: requireUser }, async (request) => ({ id: signedInUser(request).id }));
  app.get('/test/guard/admin', { onRequest: requireRole('admin') }, async (request) => ({ role: signedInUser(request).role }));
  app.get('/test/guard/makers', { onRequest: requireRole('artist', 'merchant') }, async (request) => ({ role: signedInUser(request).role }));
}

describe('auth guards and origin check', () => {
  let t: TestApp;
  let collector: TestUser;
  let artist: TestUser;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, PUBLIC_URL: 'https://shop.example', TRUSTED_ORIGINS: 'https://admin.shop.example' }, setup: guardedRoutes });
    collector = await signUpUser(t.app);
    artist = await signUpUser(t.app, { role: 'artist' });
    const admin = await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD);
    adminCookie = admin.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

  it('requireUser: 401 with "Please sign in" for visitors, the user for anyone signed in', async () => {
    const visitor = await get('/test/guard/user');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toEqual({ code: 'unauthorized', reason: 'sign_in_required', message: M.signInRequired });
    expect((await get('/test/guard/user', collector.cookie)).json()).toEqual({ id: collector.id });
  });

  it('requireRole: 401 for visitors, 403 for other roles, through for the named ones', async () => {
    expect((await get('/test/guard/admin')).statusCode).toBe(401);
    const wrongRole = await get('/test/guard/admin', collector.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().error.code).toBe('forbidden');
    expect((await get('/test/guard/admin', artist.cookie)).statusCode).toBe(403);
    expect((await get('/test/guard/admin', adminCookie)).json()).toEqual({ role: 'admin' });
    expect((await get('/test/guard/makers', artist.cookie)).json()).toEqual({ role: 'artist' });
    expect((await get('/test/guard/makers', adminCookie)).statusCode).toBe(403);
  });

  it('reads the role from the database on every request, so a change applies at once', async () => {
    const user = await signUpUser(t.app, { role: 'merchant' });
    expect((await get('/test/guard/makers', user.cookie)).statusCode).toBe(200);
  });

  it('refuses writes from a foreign Origin or Referer with 403, reads and our own origin pass', async () => {
    const post = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/accounts/sign-out', headers });
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://shop.example.evil.example' },
    ];
    for (const headers of foreign) {
      const res = await post(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    const patch = await t.app.inject({ method: 'POST', url: '/api/settings/email', headers: { origin: 'https://evil.example', cookie: collector.cookie }, payload: { email: 'x@example.com' } });
    expect(patch.statusCode).toBe(403);
    // The router decodes a percent-encoded path to the same route: the check holds there too.
    for (const url of ['/%61pi/accounts/sign-out', '/%61%70%69/accounts/sign-out', '/%2561pi/accounts/sign-out']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { origin: 'https://evil.example', cookie: collector.cookie } });
      expect(res.statusCode, url).toBe(403);
    }

    expect((await post({ origin: 'https://shop.example' })).statusCode).toBe(204);
    expect((await post({ referer: 'https://shop.example/login' })).statusCode).toBe(204);
    // What a browser sends for our own page under helmet's 'Referrer-Policy: no-referrer'.
    expect((await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    expect((await post({ origin: 'https://admin.shop.example' })).statusCode).toBe(204);
    expect((await post({})).statusCode).toBe(204);
    const read = await t.app.inject({ method: 'GET', url: '/api/session', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });

  it("mounts none of Better Auth's own endpoints (they would skip our captcha, limits and checks)", async () => {
    for (const [method, url] of [['POST', '/api/auth/sign-in/email'], ['POST', '/api/auth/sign-up/email'], ['POST', '/api/auth/email-otp/send-verification-otp'], ['GET', '/api/auth/get-session'], ['POST', '/api/auth/request-password-reset']] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { email: t.env.ADMIN_EMAIL, password: t.env.ADMIN_PASSWORD } : undefined });
      expect(res.statusCode, url).toBe(404);
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('trusts the Vite dev server only in development', () => {
    expect(trustedOrigins(loadEnv({ NODE_ENV: 'development' })).has('http://localhost:5173')).toBe(true);
    expect(trustedOrigins(loadEnv({ NODE_ENV: 'production' })).has('http://localhost:5173')).toBe(false);
  });
});

describe('session cookie in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, NODE_ENV: 'production', AUTH_SECRET: 'a-test-secret-that-is-long-enough-0123456789' } });
  });
  afterAll(() => t.close());

  it('is Secure, httpOnly and SameSite=Lax, with the __Secure- prefix', async () => {
    const res = await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === '__Secure-vernissage.session_token');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: `${cookie!.name}=${cookie!.value}` } });
    expect(session.json().user.role).toBe('admin');
  });
});

describe('the secret that signs sessions', () => {
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyInstance['log'];

  it('is AUTH_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(authSecret(loadEnv({ AUTH_SECRET: secret }), { log })).toBe(secret);
  });

  it('is made once per embedded data directory and kept there (private), so restarts keep sessions', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vernissage-secret-'));
    try {
      const env = loadEnv({ DATA_DIR: dir });
      const first = authSecret(env, { log });
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(authSecret(env, { log })).toBe(first);
      expect(statSync(path.join(dir, AUTH_SECRET_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is random per start with a database server (processes must share AUTH_SECRET)', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://127.0.0.1/none' });
    expect(authSecret(env, { log })).not.toBe(authSecret(env, { log }));
  });
});
