import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { captchaChallengeSchema, type Role, type SignUpInput } from '@vernissage/core/schemas';
import { users } from '../db/schema/index.ts';

/** Settings that make captchas quick to solve in tests (pass to createTestApp's env). */
export const FAST_CAPTCHA_ENV = { CAPTCHA_MAX_NUMBER: '200' };

/** Fetches a challenge and solves it as the widget would: the base64 payload a form submits. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  const challenge = captchaChallengeSchema.parse(res.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** "name=value" of the session cookie a response sets, for the Cookie header of later requests. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name.endsWith('vernissage.session_token'));
  if (!cookie) throw new Error(`no session cookie in the response (${res.statusCode} ${res.body})`);
  return `${cookie.name}=${cookie.value}`;
}

export const TEST_PASSWORD = 'correct horse battery';

export function simpleSignUp(overrides: Partial<SignUpInput> = {}): Omit<SignUpInput, 'captcha'> {
  return {
    variant: 'simple',
    name: 'Ada Collector',
    email: `ada-${randomUUID().slice(0, 8)}@example.com`,
    phone: '+1 312 555 0100',
    password: TEST_PASSWORD,
    confirm: TEST_PASSWORD,
    terms: true,
    ...overrides,
  } as Omit<SignUpInput, 'captcha'>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Cookie header value of a live session. */
  cookie: string;
}

/** Signs a new account up through the API (captcha solved), then gives it `role` if asked. */
export async function signUpUser(app: FastifyInstance, options: { role?: Role; email?: string; password?: string } = {}): Promise<TestUser> {
  const body = simpleSignUp({
    ...(options.email ? { email: options.email } : {}),
    ...(options.password ? { password: options.password, confirm: options.password } : {}),
  });
  const res = await app.inject({ method: 'POST', url: '/api/accounts/sign-up', payload: { ...body, captcha: await solveCaptcha(app) } });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { user: { id: string } }).user.id;
  if (options.role && options.role !== 'collector') await app.db.update(users).set({ role: options.role }).where(eq(users.id, id));
  return { id, email: body.email, password: body.password, cookie: sessionCookie(res) };
}

/** Signs in through the API; returns the response (its cookie via sessionCookie). */
export async function signIn(app: FastifyInstance, email: string, password: string, remoteAddress?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/accounts/sign-in',
    payload: { email, password, captcha: await solveCaptcha(app) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
