import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@vernissage/core/schemas';
import { rateLimits } from '../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { expectRetryAfter } from '../test/limits.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { limit, SIGN_IN_WINDOW_MS, tryWithin } from '../lib/limits.ts';
import { countHit, databaseRateLimitStore, pruneRateLimits } from './rate-limit-store.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate-limit counters in the database (several processes on one PostgreSQL)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = { ...FAST_CAPTCHA_ENV, SIGN_IN_LIMIT_PER_MINUTE: '4', ALTCHA_HMAC_KEY: 'a-key-every-process-shares-0123456789' };
    one = await createTestApp({ env });
    // On PostgreSQL a second app on the same database, as a second process; on PGlite the store
    // code is checked on one database and the cross-process case runs in the PostgreSQL pass.
    two = await createTestApp({ env: process.env.TEST_DATABASE_URL ? { ...env, DATABASE_URL: one.env.DATABASE_URL } : env });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('counts every hit of one key once, racing hits included, with the time left of the window', async () => {
    const hits = await Promise.all(Array.from({ length: 12 }, () => countHit(one.app.db, 'race', '10.1.1.1', 60_000)));
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    for (const hit of hits) {
      expect(hit.ttl).toBeGreaterThan(50_000);
      expect(hit.ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('keeps each limiter and each client apart, and starts a new window once one has passed', async () => {
    expect((await countHit(one.app.db, 'a', 'k', 300)).current).toBe(1);
    expect((await countHit(one.app.db, 'a', 'k', 300)).current).toBe(2);
    expect((await countHit(one.app.db, 'b', 'k', 300)).current).toBe(1);
    expect((await countHit(one.app.db, 'a', 'other', 300)).current).toBe(1);
    await sleep(350);
    const fresh = await countHit(one.app.db, 'a', 'k', 300);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(200);
  });

  it('deletes counters whose window has passed, and keeps no address in clear', async () => {
    await countHit(one.app.db, 'prune', '10.2.2.2', 1);
    await countHit(one.app.db, 'prune', '10.3.3.3', 60_000);
    await sleep(20);
    await pruneRateLimits(one.app.db);
    const rows = await one.app.db.select().from(rateLimits);
    expect(rows.some((row) => row.key.includes('10.'))).toBe(false);
    const before = rows.length;
    await countHit(one.app.db, 'prune', '10.3.3.3', 60_000);
    expect((await countHit(one.app.db, 'prune', '10.3.3.3', 60_000)).current).toBe(3);
    expect((await one.app.db.select().from(rateLimits)).length).toBe(before);
  });

  it('answers the plugin through its callback, errors included', async () => {
    const Store = databaseRateLimitStore(one.app.db, one.app.log);
    const store = new Store({}).child({ nameSpace: 'callback' });
    const hit = await new Promise((resolve, reject) => store.incr('k', (error, result) => (error ? reject(error) : resolve(result)), 1_000, 5));
    expect(hit).toMatchObject({ current: 1 });
  });

  it('counts every caller of one limit’s name on one count, and refuses the name with other settings', async () => {
    const options = { name: 'shared-count', max: 2, windowMs: 60_000, message: 'Too many.' };
    const guard = limit(one.app, options);
    const page = tryWithin(one.app, options);
    const request = { ip: '10.6.6.6', headers: {}, routeOptions: { config: {} } } as unknown as FastifyRequest;
    expect(await page(request)).toBe(true);
    await guard.call(one.app, request, {} as FastifyReply);
    expect(await page(request)).toBe(false);
    await expect(guard.call(one.app, request, {} as FastifyReply)).rejects.toThrow('Too many.');
    expect(() => tryWithin(one.app, { ...options, max: 3 })).toThrow('counted with other settings');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('counts sign-in tries from one address across processes: 429 once past the limit in all', async () => {
    const apps = [one.app, two.app];
    const openedAt = Date.now();
    for (let i = 0; i < 4; i += 1) expect((await signIn(apps[i % 2]!, 'x@example.com', 'wrong password', '10.4.4.4')).statusCode).toBe(401);
    for (const app of apps) {
      const limited = await signIn(app, one.env.ADMIN_EMAIL, one.env.ADMIN_PASSWORD, '10.4.4.4');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatchObject({ code: 'too_many_requests', message: ACCOUNT_MESSAGES.tooManySignIns });
      expectRetryAfter(limited, SIGN_IN_WINDOW_MS, openedAt);
    }
    expect((await signIn(two.app, one.env.ADMIN_EMAIL, one.env.ADMIN_PASSWORD, '10.4.4.5')).statusCode).toBe(200);
  });
});
