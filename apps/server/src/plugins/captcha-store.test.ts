import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usedChallenges } from '../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, solveCaptcha } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { databaseUsedChallengeStore, memoryUsedChallengeStore } from './captcha-store.ts';

describe('memoryUsedChallengeStore', () => {
  it('lets an id be claimed once until it expires', async () => {
    let now = 1_000;
    const store = memoryUsedChallengeStore({ now: () => now });
    expect(await store.claim('a', 2_000)).toBe(true);
    expect(await store.claim('a', 2_000)).toBe(false);
    expect(await store.claim('b', 2_000)).toBe(true);
    now = 2_001;
    expect(await store.claim('a', 3_000)).toBe(true);
  });

  it('forgets expired ids so memory does not grow without bound', async () => {
    let now = 0;
    const store = memoryUsedChallengeStore({ now: () => now, pruneEveryMs: 100 });
    for (let i = 0; i < 50; i += 1) await store.claim(`id-${i}`, 500);
    await store.claim('late', 10_000);
    expect(store.size()).toBe(51);
    now = 600;
    await store.claim('fresh', 10_000);
    expect(store.size()).toBe(2);
  });
});

describe('databaseUsedChallengeStore (several processes on one PostgreSQL)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    // Processes share the signing key, as README asks of every process.
    const env = { ...FAST_CAPTCHA_ENV, ALTCHA_HMAC_KEY: 'a-key-every-process-shares-0123456789' };
    one = await createTestApp({ env });
    // A second process on the same database (on PGlite, a second app on its own database: the
    // store is the same code; the cross-process case runs in the PostgreSQL pass).
    two = await createTestApp({ env: process.env.TEST_DATABASE_URL ? { ...env, DATABASE_URL: one.env.DATABASE_URL } : env });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('lets an id be claimed once, by one of many racing claims, and again once expired', async () => {
    const store = databaseUsedChallengeStore(one.app.db);
    const later = Date.now() + 60_000;
    const racing = await Promise.all(Array.from({ length: 8 }, () => store.claim('race', later)));
    expect(racing.filter(Boolean)).toHaveLength(1);
    expect(await store.claim('race', later)).toBe(false);
    expect(await store.claim('gone', Date.now() - 1)).toBe(true);
    expect(await store.claim('gone', later)).toBe(true);
    expect(await store.claim('gone', later)).toBe(false);
  });

  it('deletes expired rows as claims come in', async () => {
    const store = databaseUsedChallengeStore(one.app.db, { pruneEveryMs: 0 });
    await store.claim('old-1', Date.now() - 1_000);
    await store.claim('old-2', Date.now() - 1_000);
    await store.claim('new', Date.now() + 60_000);
    const ids = (await one.app.db.select({ id: usedChallenges.id }).from(usedChallenges)).map((row) => row.id);
    expect(ids).toContain('new');
    expect(ids).not.toContain('old-1');
    expect(ids).not.toContain('old-2');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('refuses on a second process a captcha solved on the first', async () => {
    const payload = await solveCaptcha(one.app);
    expect(await one.app.captcha.verify(payload)).toBe(true);
    expect(await two.app.captcha.verify(payload)).toBe(false);
    expect(await one.app.captcha.verify(payload)).toBe(false);
    // The second process takes the first's challenges: the refusal above was the replay.
    expect(await two.app.captcha.verify(await solveCaptcha(one.app))).toBe(true);
  });
});
