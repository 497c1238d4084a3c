import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A database of its own on a PostgreSQL server. */
export interface FreshDatabase {
  url: string;
  /** Drops it, closing whatever is still connected. */
  drop: () => Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Makes an empty database named `{prefix}_{random}` on the PostgreSQL server at `serverUrl` (the
 * tests', or the one scripts/with-postgres.mjs started), for one test file, test or benchmark.
 */
export async function freshPostgresDatabase(serverUrl: string, prefix = 'test'): Promise<FreshDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
