import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/** A hit as @fastify/rate-limit reads it: the hits in the window so far, and the ms left of it. */
export interface RateLimitHit {
  current: number;
  ttl: number;
}

/** What @fastify/rate-limit calls on its store (its README, "Custom store"). */
export interface RateLimitStore {
  incr(key: string, callback: (error: Error | null, result?: RateLimitHit) => void, timeWindow: number, max: number): void;
  child(routeOptions: object): RateLimitStore;
}

/** How often a process deletes the rows whose window has passed, at most. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The name of a limiter: `nameSpace` when its options carry one (lib/limits.ts names each), else
 * the route it guards (a route's own `config.rateLimit`). Every process derives the same name, so
 * they count together; two limiters with different names never share a count.
 */
function nameOf(routeOptions: object): string {
  const options = routeOptions as { nameSpace?: unknown; routeInfo?: { method?: unknown; url?: unknown } };
  if (typeof options.nameSpace === 'string' && options.nameSpace) return options.nameSpace;
  const method = options.routeInfo?.method;
  const url = options.routeInfo?.url;
  return `${Array.isArray(method) ? method.join(',') : String(method ?? '')} ${String(url ?? '')}`;
}

/** The stored key: hashed, so neither an address nor an e-mail is kept in the table. */
function storedKey(name: string, key: string): string {
  return createHash('sha256').update(name).update('\0').update(key).digest('base64url');
}

/**
 * Counts one hit in one statement: a new key or one whose window has passed starts at 1 with a
 * new window; otherwise the count goes up and the window stays. Atomic across processes (the
 * row is locked by the upsert), and the time left is reckoned by the database's clock alone.
 */
export async function countHit(db: Database, name: string, key: string, windowMs: number): Promise<RateLimitHit> {
  const passed = sql`${rateLimits.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: storedKey(name, key), hits: 1, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${passed} then 1 else ${rateLimits.hits} + 1 end`,
        resetsAt: sql`case when ${passed} then excluded.resets_at else ${rateLimits.resetsAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, ttl: sql<string>`ceil(extract(epoch from ${rateLimits.resetsAt} - now()) * 1000)` });
  if (!row) throw new Error('rate limit upsert returned no row');
  // now() is each transaction's start: a hit whose transaction began just before the one that
  // opened the window (and waited on its row lock) reckons a few milliseconds over the window.
  return { current: row.hits, ttl: Math.min(windowMs, Math.max(0, Number(row.ttl))) };
}

/** Deletes the counters whose window has passed. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetsAt, sql`now()`));
}

/**
 * A store for @fastify/rate-limit keeping its counters in PostgreSQL (table rate_limits), so every
 * server process on one database counts the same hits: ten sign-in tries per address in all, not
 * per process. The plugin constructs it (`new Store(options)`), hence a class made per database.
 * Expired rows are deleted at most every minute per process, after a hit, without delaying it.
 */
export function databaseRateLimitStore(db: Database, log: FastifyBaseLogger, pruneEveryMs = PRUNE_EVERY_MS): new (options: object) => RateLimitStore {
  let lastPrune = Date.now();
  const prune = () => {
    const at = Date.now();
    if (at - lastPrune < pruneEveryMs) return;
    lastPrune = at;
    pruneRateLimits(db).catch((error: unknown) => log.warn({ err: error }, 'expired rate-limit counters not deleted'));
  };

  return class DatabaseRateLimitStore implements RateLimitStore {
    private readonly name: string;

    constructor(options: object) {
      this.name = nameOf(options);
    }

    incr(key: string, callback: (error: Error | null, result?: RateLimitHit) => void, timeWindow: number): void {
      countHit(db, this.name, key, timeWindow).then(
        (hit) => {
          callback(null, hit);
          prune();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): RateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
