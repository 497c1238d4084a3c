import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CAPTCHA_INVALID_MESSAGE, captchaChallengeSchema, captchaPayloadSchema, type CaptchaChallenge } from '@vernissage/core/schemas';
import { loadEnv } from '../../config/env.ts';
import { CHALLENGE_WINDOW_MS, captchaRoutes } from './routes.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRetryAfter } from '../../test/limits.ts';
import { captchaPlugin, createCaptcha, requireCaptcha } from '../../plugins/captcha.ts';
import { errorHandlerPlugin } from '../../plugins/error-handler.ts';

const EXPIRES_SECONDS = 600;

/** The captcha pieces of the app, plus a form route guarded by requireCaptcha as sign-in will be. */
async function buildCaptchaApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', loadEnv({ NODE_ENV: 'test', CAPTCHA_MAX_NUMBER: '300', CAPTCHA_EXPIRES_SECONDS: String(EXPIRES_SECONDS), ...env }));
  await app.register(errorHandlerPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(captchaPlugin);
  await app.register(captchaRoutes);
  app.post('/test/form', { schema: { body: z.object({ altcha: captchaPayloadSchema.optional() }) } }, async (request) => {
    await requireCaptcha(app, request.body.altcha);
    return { ok: true };
  });
  await app.ready();
  return app;
}

async function fetchChallenge(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<CaptchaChallenge> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress });
  expect(res.statusCode).toBe(200);
  return captchaChallengeSchema.parse(res.json());
}

/** What the widget submits: base64 of { challenge, solution }. */
async function solve(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function reencode(payload: string, change: (decoded: { challenge: CaptchaChallenge; solution: { counter: number; derivedKey: string } }) => void): string {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  change(decoded);
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
}

describe('captcha', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildCaptchaApp({ ALTCHA_HMAC_KEY: 'test-key' });
  });
  afterAll(() => app.close());
  afterEach(() => vi.useRealTimers());

  // That no cache keeps it (each is single-use) is the whole app's rule for API answers (health.test.ts).
  it('serves a signed challenge that expires', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    const challenge = captchaChallengeSchema.parse(res.json());
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(EXPIRES_SECONDS - 5);
    expect(expiresIn).toBeLessThanOrEqual(EXPIRES_SECONDS);
  });

  it('accepts a solved challenge once and refuses its replay', async () => {
    const payload = await solve(await fetchChallenge(app));
    expect(await app.captcha.verify(payload)).toBe(true);
    expect(await app.captcha.verify(payload)).toBe(false);
  });

  it('keeps the work within CAPTCHA_MAX_NUMBER', async () => {
    const solution = await solveChallenge({ challenge: await fetchChallenge(app), deriveKey });
    expect(solution?.counter).toBeGreaterThanOrEqual(150);
    expect(solution?.counter).toBeLessThanOrEqual(300);
  });

  it('refuses a tampered payload', async () => {
    const payload = await solve(await fetchChallenge(app));
    const wrongKey = reencode(payload, (d) => {
      d.solution.derivedKey = d.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    });
    const longerLife = reencode(payload, (d) => {
      d.challenge.parameters.expiresAt = (d.challenge.parameters.expiresAt ?? 0) + 3600;
    });
    const easierWork = reencode(payload, (d) => {
      d.challenge.parameters.keyPrefix = '0';
    });
    for (const tampered of [wrongKey, longerLife, easierWork, 'not base64 json', Buffer.from('{"challenge":1}').toString('base64'), 'x'.repeat(10_000)]) {
      expect(await app.captcha.verify(tampered)).toBe(false);
    }
    // The untouched payload still works: the refusals above did not burn it.
    expect(await app.captcha.verify(payload)).toBe(true);
  });

  it('refuses a challenge signed with another key', async () => {
    const other = await buildCaptchaApp({ ALTCHA_HMAC_KEY: 'another-key' });
    const payload = await solve(await fetchChallenge(other));
    await other.close();
    expect(await app.captcha.verify(payload)).toBe(false);
  });

  it('refuses an expired challenge', async () => {
    const payload = await solve(await fetchChallenge(app));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (EXPIRES_SECONDS + 1) * 1000);
    expect(await app.captcha.verify(payload)).toBe(false);
  });

  it('refuses a missing payload', async () => {
    expect(await app.captcha.verify(undefined)).toBe(false);
    expect(await app.captcha.verify('')).toBe(false);
  });

  it('answers a failed captcha on a form with the spec message and a 400', async () => {
    const missing = await app.inject({ method: 'POST', url: '/test/form', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { code: 'bad_request', message: CAPTCHA_INVALID_MESSAGE, reason: 'captcha_failed', fields: { captcha: CAPTCHA_INVALID_MESSAGE } } });
    expect(CAPTCHA_INVALID_MESSAGE).toBe('Recaptcha invalid please try again');

    const altcha = await solve(await fetchChallenge(app));
    const passed = await app.inject({ method: 'POST', url: '/test/form', payload: { altcha } });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toEqual({ ok: true });

    const replayed = await app.inject({ method: 'POST', url: '/test/form', payload: { altcha } });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ error: { message: CAPTCHA_INVALID_MESSAGE } });
  });

  it('limits challenges per address', async () => {
    const responses = [];
    const openedAt = Date.now();
    for (let i = 0; i < 61; i += 1) {
      responses.push(await app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: '203.0.113.7' }));
    }
    expect(responses.slice(0, 60).every((res) => res.statusCode === 200)).toBe(true);
    expect(responses[60]!.statusCode).toBe(429);
    expectRetryAfter(responses[60]!, CHALLENGE_WINDOW_MS, openedAt);
    // Another address is not affected.
    await fetchChallenge(app, '203.0.113.8');
  });
});

describe('createCaptcha without ALTCHA_HMAC_KEY', () => {
  it('signs with a random key, and warns about it in production', async () => {
    const warn = vi.fn();
    const log = { warn, debug: vi.fn() } as unknown as Parameters<typeof createCaptcha>[0]['log'];
    const env = { ALTCHA_HMAC_KEY: '', CAPTCHA_MAX_NUMBER: 50, CAPTCHA_EXPIRES_SECONDS: 60 };
    const dev = createCaptcha({ env: { ...env, NODE_ENV: 'development' }, log });
    expect(warn).not.toHaveBeenCalled();
    const prod = createCaptcha({ env: { ...env, NODE_ENV: 'production' }, log });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ALTCHA_HMAC_KEY'));
    // Two processes with random keys do not accept each other's challenges.
    const payload = await solve(await dev.challenge());
    expect(await prod.verify(payload)).toBe(false);
    expect(await dev.verify(payload)).toBe(true);
  });
});

describe('captcha in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_MAX_NUMBER: '100' } });
  });
  afterAll(() => t.close());

  it('serves challenges that app.captcha verifies', async () => {
    const payload = await solve(await fetchChallenge(t.app));
    expect(await t.app.captcha.verify(payload)).toBe(true);
  });
});
