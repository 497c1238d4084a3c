import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadEnv, type Env } from '../config/env.ts';
import { freshPostgresDatabase, type FreshDatabase } from './postgres.ts';

export interface TestApp {
  app: FastifyInstance;
  env: Env;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Load the demo catalogue (rows only unless images is true). */
  demo?: boolean;
  images?: boolean;
  /** Settings over the harness's own; undefined leaves a variable unset, as on a bare start. */
  env?: Record<string, string | undefined>;
  /** Adds routes or hooks to the built app before it is made ready (e.g. a route behind a guard). */
  setup?: (app: FastifyInstance) => void | Promise<void>;
  onRoute?: BuildOptions['onRoute'];
  logStream?: BuildOptions['logStream'];
}

/**
 * Builds the real app on a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL points
 * at a PostgreSQL server (CI), a new database on it created for this app and dropped after.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const sentTwice = answersSentTwice(options.logStream);
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'vernissage-media-'));
  const database = await freshDatabase();
  // Tests read codes and links from the development mailbox and set up state through /api/test,
  // so both aids are on, unless the test asks for production (which refuses them).
  const aids = options.env?.NODE_ENV === 'production' ? {} : { DEV_MAILBOX: 'true', TEST_ROUTES: 'true' };
  const env = loadEnv({
    NODE_ENV: 'test',
    ...aids,
    // Warnings and errors go to the test's stream (or nowhere), read for answers sent twice.
    LOG_LEVEL: 'warn',
    DATA_DIR: 'memory://',
    MEDIA_DIR: mediaDir,
    DATABASE_URL: database.url,
    DEMO_CATALOGUE: options.demo ? 'true' : 'false',
    // The crowd folds again only every five minutes unless a test asks for more: many tests
    // compare an answer with a profile worked out from the crowd just after it.
    CROWD_REFOLD_RATINGS: '0',
    WEB_DIST: path.join(mediaDir, 'no-web-build'),
    ...options.env,
  });
  const app = await buildApp(env, {
    demoImages: options.images ?? false,
    onRoute: options.onRoute,
    logStream: sentTwice.stream,
    databaseTemplate: env.DATABASE_URL || env.DATA_DIR !== 'memory://' ? undefined : migratedCluster(),
  });
  await options.setup?.(app);
  await app.ready();
  return {
    app,
    env,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(mediaDir, { recursive: true, force: true });
      sentTwice.check();
    },
  };
}

/**
 * Fastify's word for a handler that answered and then went on to throw or answer again (the
 * client got the first answer; the second is only logged): any in a test file fails it when its
 * app closes, whatever the test itself checked.
 */
const SENT_TWICE = /reply\.sent = true was set|Reply was already sent|Reply already sent/;

function answersSentTwice(tee: BuildOptions['logStream']): { stream: NonNullable<BuildOptions['logStream']>; check: () => void } {
  const found: string[] = [];
  return {
    stream: {
      write: (line: string) => {
        tee?.write(line);
        if (SENT_TWICE.test(line)) found.push(line);
      },
    },
    check: () => {
      if (found.length > 0) throw new Error(`A route answered and then threw or answered again (${found.length} times):\n${found.slice(0, 3).join('')}`);
    },
  };
}

let cluster: Blob | undefined;

/** The migrated PGlite cluster the run's global setup dumped (test/global-setup.ts), read once per file. */
function migratedCluster(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  cluster ??= new Blob([readFileSync(file)]);
  return cluster;
}

async function freshDatabase(): Promise<FreshDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? freshPostgresDatabase(serverUrl) : { url: '', drop: async () => {} };
}
