import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../test/postgres.ts';
import { openDatabase } from './client.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('several processes starting at once on one new PostgreSQL database', () => {
  it('migrate one at a time: every one opens it, and each migration is applied once', async () => {
    const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const opened = await Promise.allSettled(Array.from({ length: 3 }, () => openDatabase({ url: database.url })));
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened'))).toEqual(['opened', 'opened', 'opened']);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ n: string; distinct: string }>('select count(*) as n, count(distinct hash) as distinct from drizzle.__drizzle_migrations');
      await client.end();
      expect(Number(rows[0]!.n)).toBe(Number(rows[0]!.distinct));
    } finally {
      await database.drop();
    }
  });
});
