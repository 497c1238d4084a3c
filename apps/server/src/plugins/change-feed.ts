import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

/** The PostgreSQL channel every server process on one database listens on. */
export const CHANGE_CHANNEL = 'vernissage_changes';
/** The feed's connection, as pg_stat_activity names it. */
export const CHANGE_FEED_APPLICATION = 'vernissage-change-feed';
/**
 * What a change is about: `catalogue`, the works, their state and what pages show of an artist
 * (every cache of works and the taste index); `availability`, only the sold state of the works
 * `ids` (held, released, expired, sold: their cached answers and the index's facts, patched in
 * place); `crowd`, the ratings the crowd profile is folded from, changed other than by a rating
 * (an account and its ratings deleted); `ratings`, enough ratings stored since the crowd's last
 * fold that it is due again (catalogue.ts ratingsStored; the quiz's crowd stays); `content`, the
 * snippets and SEO records (content/cache.ts).
 */
export type Change = { kind: 'catalogue' } | { kind: 'availability'; ids: readonly number[] } | { kind: 'crowd' } | { kind: 'ratings' } | { kind: 'content' };
export type ChangeKind = Change['kind'];
/**
 * NOTIFY refuses a payload of 8000 bytes or more. An origin (36), the kind and the ids of one
 * order take a few dozen; past this many bytes the ids are not sent and the others hear
 * `catalogue`, everything changed, instead.
 */
export const MAX_PAYLOAD_BYTES = 7_000;
/** The wait before listening again after the connection is lost, doubled up to the maximum. */
const RECONNECT_FIRST_MS = 200;
const RECONNECT_MAX_MS = 2_000;
/** The longest a write waits for its notice to go out before it answers anyway. */
export const ANNOUNCE_WAIT_MS = 1_000;

/**
 * How the server processes on one database tell each other of writes that change what they hold
 * in memory (docs/decisions/022). A process announces after its write; every other process hears
 * it within milliseconds and drops what it built from the old data. On the embedded database there
 * is one process and nothing to tell.
 */
export interface ChangeFeed {
  /**
   * Tells every other process (coalesced: one notice per kind per turn of the event loop, the ids
   * of that turn's availability changes together; a `catalogue` change in the same turn covers them).
   * Resolves once the notice is out: PostgreSQL has queued it for every listener and woken them,
   * so a write that awaits it before answering is seen by the very next read on any process.
   * It never rejects, and waits at most ANNOUNCE_WAIT_MS: a notice that cannot go out is logged.
   */
  announce(change: Change): Promise<void>;
  /**
   * Runs `listener` for each change another process announces, and `catalogue`, `crowd` and
   * `content` after the feed's connection came back (changes may have been missed while it was down).
   */
  subscribe(listener: (change: Change) => void): void;
  close(): Promise<void>;
}

/** One process alone (PGlite): nothing to announce, nothing to hear. */
export function localChangeFeed(): ChangeFeed {
  return { announce: async () => {}, subscribe() {}, close: async () => {} };
}

/**
 * LISTEN/NOTIFY on a PostgreSQL server: a dedicated connection listens; announcements go out on
 * it too, tagged with this process's origin so it ignores its own. A lost connection is opened
 * again with a growing wait, and then every kind counts as changed.
 */
/** The NOTIFY payloads for one turn's changes: `origin:kind`, or `origin:availability:1,2,3`. */
export function changePayloads(origin: string, kinds: ReadonlySet<ChangeKind>, ids: ReadonlySet<number>): string[] {
  const payloads: string[] = [];
  let everything = kinds.has('catalogue');
  if (!everything && ids.size) {
    const payload = `${origin}:availability:${[...ids].join(',')}`;
    // Too many ids for one notice: everything changed, which every process can act on.
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) everything = true;
    else payloads.push(payload);
  }
  if (everything) payloads.push(`${origin}:catalogue`);
  if (kinds.has('crowd')) payloads.push(`${origin}:crowd`);
  if (kinds.has('ratings')) payloads.push(`${origin}:ratings`);
  if (kinds.has('content')) payloads.push(`${origin}:content`);
  return payloads;
}

/** The change a payload announces, or null for one of this process or one it cannot read. */
export function parseChange(payload: string, origin: string): Change | null {
  const [from, kind, list] = payload.split(':');
  if (!from || from === origin) return null;
  if (kind === 'catalogue' || kind === 'crowd' || kind === 'ratings' || kind === 'content') return { kind };
  if (kind !== 'availability') return null;
  const ids = (list ?? '').split(',').map(Number);
  // Unreadable ids: safer to count everything as changed than to miss one.
  if (!ids.length || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) return { kind: 'catalogue' };
  return { kind, ids };
}

export async function postgresChangeFeed(url: string, log: FastifyBaseLogger): Promise<ChangeFeed & { readonly origin: string; connected(): boolean }> {
  const origin = randomUUID();
  const listeners: Array<(change: Change) => void> = [];
  const pending = new Set<ChangeKind>();
  const pendingIds = new Set<number>();
  let client: pg.Client | null = null;
  let closed = false;
  let wait = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;

  const tell = (change: Change) => {
    for (const listener of listeners) listener(change);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: CHANGE_FEED_APPLICATION });
    next.on('notification', (message) => {
      const change = parseChange(message.payload ?? '', origin);
      if (change) tell(change);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'change feed connection lost');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    client = next;
    wait = RECONNECT_FIRST_MS;
  };

  function lost(which: pg.Client) {
    // Only the connection in use: one failing while it connects rejects connect() instead.
    if (client !== which) return;
    client = null;
    which.removeAllListeners('end');
    void which.end().catch(() => {});
    schedule();
  }

  function schedule() {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => {
          log.info('change feed connected again; dropping what was built meanwhile');
          tell({ kind: 'catalogue' });
          tell({ kind: 'crowd' });
          tell({ kind: 'content' });
        },
        (error: unknown) => {
          log.warn({ err: error }, 'change feed cannot connect yet');
          wait = Math.min(wait * 2, RECONNECT_MAX_MS);
          schedule();
        },
      );
    }, wait);
    timer.unref();
  }

  /** The notices of this turn, sent on the next; every announcement of the turn awaits them. */
  let flushing: Promise<void> | null = null;
  const flush = async (): Promise<void> => {
    const payloads = changePayloads(origin, pending, pendingIds);
    pending.clear();
    pendingIds.clear();
    const sent = Promise.all(
      payloads.map(async (payload) => {
        // Without the connection the notice is lost; the other processes reload when their own
        // connection comes back, and a write never fails for it.
        await client?.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]).catch((error: unknown) => {
          log.warn({ err: error, payload: payload.slice(0, 200) }, 'change not announced');
        });
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        log.warn({ waitedMs: ANNOUNCE_WAIT_MS }, 'change announcement slow; answering without waiting for it');
        resolve();
      }, ANNOUNCE_WAIT_MS);
      timer.unref();
    });
    await Promise.race([sent.then(() => undefined), late]);
    clearTimeout(timer);
  };

  await connect();
  return {
    origin,
    connected: () => client !== null,
    announce(change) {
      flushing ??= new Promise<void>((resolve) => {
        setImmediate(() => {
          flushing = null;
          resolve(flush());
        });
      });
      pending.add(change.kind);
      if (change.kind === 'availability') for (const id of change.ids) pendingIds.add(id);
      return flushing;
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners('end');
        await last.end().catch(() => {});
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}

/** app.changes: LISTEN/NOTIFY with DATABASE_URL, nothing on the embedded database. */
export const changeFeedPlugin = fp(
  async (app) => {
    const feed = app.env.DATABASE_URL ? await postgresChangeFeed(app.env.DATABASE_URL, app.log) : localChangeFeed();
    app.decorate('changes', feed);
    app.addHook('onClose', async () => {
      await feed.close();
    });
  },
  { name: 'change-feed' },
);
