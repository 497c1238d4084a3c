import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('several processes starting at once on one new PostgreSQL database', () => {
  it('migrate one at a time: every one opens it, and each migration is applied once', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled(Array.from({ length: 3 }, () => openDatabase({ url: url.toString() })));
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened'))).toEqual(['opened', 'opened', 'opened']);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query<{ n: string; distinct: string }>('select count(*) as n, count(distinct hash) as distinct from drizzle.__drizzle_migrations');
      await client.end();
      expect(Number(rows[0]!.n)).toBe(Number(rows[0]!.distinct));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
