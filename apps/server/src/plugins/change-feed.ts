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
 * (every cache of works and the taste index); `crowd`, the ratings the crowd profile is folded
 * from, changed other than by a rating (an account and its ratings deleted).
 */
export type ChangeKind = 'catalogue' | 'crowd';
const KINDS: readonly ChangeKind[] = ['catalogue', 'crowd'];
/** The wait before listening again after the connection is lost, doubled up to the maximum. */
const RECONNECT_FIRST_MS = 200;
const RECONNECT_MAX_MS = 2_000;

/**
 * How the server processes on one database tell each other of writes that change what they hold
 * in memory (docs/decisions/022). A process announces after its write; every other process hears
 * it within milliseconds and drops what it built from the old data. On the embedded database there
 * is one process and nothing to tell.
 */
export interface ChangeFeed {
  /** Tells every other process (coalesced: one notice per kind per turn of the event loop). */
  announce(kind: ChangeKind): void;
  /**
   * Runs `listener` for each change another process announces, and for every kind after the
   * feed's connection came back (changes may have been missed while it was down).
   */
  subscribe(listener: (kind: ChangeKind) => void): void;
  close(): Promise<void>;
}

/** One process alone (PGlite): nothing to announce, nothing to hear. */
export function localChangeFeed(): ChangeFeed {
  return { announce() {}, subscribe() {}, close: async () => {} };
}

/**
 * LISTEN/NOTIFY on a PostgreSQL server: a dedicated connection listens; announcements go out on
 * it too, tagged with this process's origin so it ignores its own. A lost connection is opened
 * again with a growing wait, and then every kind counts as changed.
 */
export async function postgresChangeFeed(url: string, log: FastifyBaseLogger): Promise<ChangeFeed & { readonly origin: string; connected(): boolean }> {
  const origin = randomUUID();
  const listeners: Array<(kind: ChangeKind) => void> = [];
  const pending = new Set<ChangeKind>();
  let client: pg.Client | null = null;
  let closed = false;
  let wait = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;

  const tell = (kind: ChangeKind) => {
    for (const listener of listeners) listener(kind);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: CHANGE_FEED_APPLICATION });
    next.on('notification', (message) => {
      const [from, kind] = (message.payload ?? '').split(':');
      if (from !== origin && KINDS.includes(kind as ChangeKind)) tell(kind as ChangeKind);
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
          for (const kind of KINDS) tell(kind);
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

  const flush = () => {
    const kinds = [...pending];
    pending.clear();
    for (const kind of kinds) {
      // Without the connection the notice is lost; the other processes reload when their own
      // connection comes back, and a write never fails for it.
      void client?.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, `${origin}:${kind}`]).catch((error: unknown) => {
        log.warn({ err: error, kind }, 'change not announced');
      });
    }
  };

  await connect();
  return {
    origin,
    connected: () => client !== null,
    announce(kind) {
      if (!pending.size) setImmediate(flush);
      pending.add(kind);
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
