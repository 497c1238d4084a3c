import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../db/migrations-folder.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite cluster, or '' on PostgreSQL (see createTestApp). */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite cluster (its initdb) is most of the cost of a fresh test database. The server
 * tests create one migrated cluster here, once per run, and each test app starts from its dump:
 * every test still has a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => {};
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vernissage-pglite-template-'));
  const file = path.join(dir, 'cluster.tar');
  const client = new PGlite();
  await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: migrationsFolder() });
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
