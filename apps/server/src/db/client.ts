import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { migrationsFolder } from './migrations-folder.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';
/** An open transaction: what a use case hands its repositories while it writes several rows. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a repository function runs its statements: the database, or a use case's transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; omitted or 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this dump of a data directory (`dumpDataDir`) instead of
   * creating a cluster: the tests share one migrated cluster this way. Migrations still run.
   */
  template?: Blob;
  /**
   * Told when an idle pooled connection fails (the server restarted or ended it). The pool drops
   * that connection and the next query opens a new one; without a listener the error would stop
   * the process.
   */
  onIdleError?: (error: Error) => void;
}

const casing = 'snake_case' as const;
/** The advisory lock key held while migrating (unique among the product's locks). */
const MIGRATION_LOCK = 7_410_002;

/** Opens the database and applies every committed migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // A connection that cannot be had within 10 s (opened, or freed by another request) fails the request (503) instead of holding it.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 10_000 });
    pool.on('error', (error) => options.onIdleError?.(error));
    // A connection ended while checked out but between queries (inside a transaction, say)
    // raises its error on the client, which the pool listens to only while it is idle: without
    // this listener the process would stop. The query waiting on it fails instead (503).
    pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
    const db = drizzlePg(pool, { schema, casing });
    // Processes started together on one database migrate one at a time: the others wait for the
    // lock and then find every migration applied.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lock.release();
    }
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? path.resolve(options.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = !dataDir && options.template ? new PGlite({ loadDataDir: options.template }) : new PGlite(dataDir);
  const db = drizzlePglite(client, { schema, casing });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, driver: 'pglite', close: () => client.close() };
}
