import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { ratings } from '../db/schema/index.ts';
import { CONCURRENT_CHANGE_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './error-handler.ts';

/** A driver error as node-postgres raises it, wrapped as Drizzle wraps a failed query. */
function wrapped(fields: { code?: string; message?: string }): Error {
  const driver = Object.assign(new Error(fields.message ?? 'driver error'), fields.code ? { code: fields.code } : {});
  return new Error('Failed query: select 1', { cause: driver });
}

describe('a database that cannot be reached answers 503, never a hang or a bare 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      setup: (app) => {
        app.get('/fail/:kind', async (request) => {
          const kind = (request.params as { kind: string }).kind;
          if (kind === 'refused') throw wrapped({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' });
          if (kind === 'shutdown') throw wrapped({ code: '57P01', message: 'terminating connection due to administrator command' });
          if (kind === 'terminated') throw wrapped({ message: 'Connection terminated unexpectedly' });
          if (kind === 'unstorable') throw wrapped({ code: '22P05', message: 'unsupported Unicode escape sequence' });
          if (kind === 'aborted') throw Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
          if (kind === 'deadlock') throw wrapped({ code: '40P01', message: 'deadlock detected' });
          // A row that refers to a work and an account that are not there: the database refuses it.
          if (kind === 'vanished') await app.db.insert(ratings).values({ userId: 'no-such-account', artworkId: 2_000_000_000, rating: 1, source: 'queue' });
          throw new Error('something else');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('maps a refused, ended or shut-down connection to 503 with the JSON error and Retry-After', async () => {
    for (const kind of ['refused', 'shutdown', 'terminated']) {
      const res = await t.app.inject({ method: 'GET', url: `/fail/${kind}` });
      expect(res.statusCode, kind).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } });
    }
  });

  it('answers a body the client cut off (its socket reset) with 400, not as an unreachable database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fail/aborted' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'aborted' } });
  });

  it('leaves every other failure a 500 that says nothing of its cause', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fail/other' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong' } });
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
  });

  it('answers a write that met a change made at the same moment with 409, not 500', async () => {
    for (const kind of ['vanished', 'deadlock']) {
      const res = await t.app.inject({ method: 'GET', url: `/fail/${kind}` });
      expect(res.statusCode, kind).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'conflict', message: CONCURRENT_CHANGE_MESSAGE } });
    }
  });

  it('answers a value the database cannot store with 400, found under the wrapping error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fail/unstorable' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});
