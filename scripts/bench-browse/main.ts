/**
 * The browse benchmark: GET /api/artworks/browse on a large synthetic catalogue in PostgreSQL.
 * Loads the catalogue (catalogue.ts) into a fresh database on the server scripts/with-postgres.mjs
 * started, starts the production server build on it, times each request of queries.ts one at a
 * time and prints p50/p95/p99 and req/s, then the EXPLAIN (ANALYZE, BUFFERS) plans of the SQL
 * each request runs.
 *
 *   npm run bench:browse                         # 100,000 works (a few minutes)
 *   npm run bench:browse -- --size 10000 --requests 50 --brief
 *   npx tsx scripts/bench-browse/main.ts --database-url postgres://…/db --load-only
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { freshPostgres, startServer } from '../bench-http/processes.ts';
import { loadCatalogue, loadedSize } from './catalogue.ts';
import { explainCase, timeCases, type Explained, type Timing } from './measure.ts';
import { BROWSE_CASES } from './queries.ts';

const HELP = `Usage: npm run bench:browse -- [options]

  --size N            works in the catalogue (default 100000)
  --seed N            seed of the catalogue (default 1)
  --requests N        timed requests per query, one at a time, in rounds over every query (default 200)
  --max-seconds N     stop timing a query once its requests took this long in all (default 15)
  --brief             the table and each plan's access paths only, not the full plans
  --database-url URL  load into this database (or reuse the catalogue a run left there)
                      instead of a fresh one on the PostgreSQL server the wrapper started
  --load-only         load the catalogue and stop (with --database-url, to explore it)
  --port N            port of the server (default 3340)
  --help              this text
`;

const { values: flags } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    requests: { type: 'string', default: '200' },
    'max-seconds': { type: 'string', default: '15' },
    brief: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'load-only': { type: 'boolean', default: false },
    port: { type: 'string', default: '3340' },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(HELP);
  process.exit(0);
}
const whole = (name: string, raw: string, min: number) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
  return n;
};
const SIZE = whole('size', flags.size, 100);
const SEED = whole('seed', flags.seed, 0);
const REQUESTS = whole('requests', flags.requests, 1);
const MAX_SECONDS = whole('max-seconds', flags['max-seconds'], 1);

/** The database to load: the one given, or a fresh one on the wrapper's server (dropped after). */
async function database(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (flags['database-url']) return { url: flags['database-url'], drop: async () => {} };
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('No PostgreSQL: run it as `npm run bench:browse` (which starts one), or pass --database-url');
  return freshPostgres(server);
}

/** Migrates (the server's own migrations) and loads the catalogue, or reuses the one a run left. */
async function prepare(url: string, client: pg.Client) {
  const handle = await openDatabase({ url });
  const present = await loadedSize(client);
  if (present.others > 0) throw new Error(`the database holds ${present.others} works of its own: give the benchmark an empty one`);
  if (present.works === SIZE) console.log(`Reusing the ${SIZE.toLocaleString('en-US')} works already loaded`);
  else if (present.works > 0) throw new Error(`the database holds a catalogue of ${present.works} works, not ${SIZE}: give an empty one`);
  else {
    console.log(`Loading ${SIZE.toLocaleString('en-US')} works (seed ${SEED})`);
    await loadCatalogue(client, SIZE, SEED, (line) => console.log(line));
  }
  // As autovacuum leaves a table this size once writes settle: statistics, and the visibility
  // map that index-only scans need (a load or a migration's backfill leaves it unset).
  const started = performance.now();
  await client.query('vacuum analyze');
  console.log(`  vacuum analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { rows } = await client.query<{ listed: number; available: number; ratings: number; version: string }>(
    `select (select count(*) from artworks where status = '1')::int as listed,
            (select count(*) from artworks where status = '1' and sold = 0)::int as available,
            (select count(*) from ratings)::int as ratings, current_setting('server_version') as version`,
  );
  const facts = rows[0];
  console.log(`PostgreSQL ${facts?.version}: ${facts?.listed.toLocaleString('en-US')} listed works, ${facts?.available.toLocaleString('en-US')} for sale, ${facts?.ratings.toLocaleString('en-US')} ratings`);
  return handle;
}

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

function report(rows: Array<{ name: string; timing: Timing; page: Explained; total: Explained }>) {
  console.log(`\n| query | works matching | p50 ms | p95 ms | p99 ms | req/s | requests |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const { name, timing } of rows) {
    console.log(`| ${name} | ${timing.total.toLocaleString('en-US')} | ${ms(timing.p50)} | ${ms(timing.p95)} | ${ms(timing.p99)} | ${Math.round(timing.perSecond)} | ${timing.count} |`);
  }
  console.log(`\nPlans in short (EXPLAIN ANALYZE execution time):`);
  console.log('| query | page: access paths | page ms | total: access paths | total ms |');
  console.log('|---|---|---|---|---|');
  for (const { name, page, total } of rows) console.log(`| ${name} | ${page.summary} | ${ms(page.milliseconds)} | ${total.summary} | ${ms(total.milliseconds)} |`);
  if (flags.brief) return;
  for (const { name, timing, page, total } of rows) {
    console.log(`\n### ${name}: ?${timing.query}\n-- page\n${page.text}\n-- total\n${total.text}`);
  }
}

const target = await database();
const client = new pg.Client({ connectionString: target.url });
await client.connect();
const handle = await prepare(target.url, client).catch(async (error: unknown) => {
  await client.end();
  await target.drop();
  throw error;
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'vernissage-bench-browse-'));
try {
  if (!flags['load-only']) {
    const server = await startServer(whole('port', flags.port, 1), {
      // Only errors: the warnings about the unset captcha key and the web app not built do not apply here.
      LOG_LEVEL: 'error',
      DATABASE_URL: target.url,
      DEMO_CATALOGUE: 'false',
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dataDir, 'media'),
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    });
    try {
      console.log(`Timing ${BROWSE_CASES.length} queries: ${REQUESTS} rounds of one request each, one at a time (at most ${MAX_SECONDS} s of requests per query), load average ${loadavg()[0]?.toFixed(1)}`);
      const timings = await timeCases(server.url, BROWSE_CASES, REQUESTS, MAX_SECONDS);
      console.log(`Load average after: ${loadavg()[0]?.toFixed(1)}`);
      const rows = [];
      for (const [index, item] of BROWSE_CASES.entries()) {
        const timing = timings[index]!;
        rows.push({ name: item.name, timing, ...(await explainCase(handle.db, client, timing.query)) });
      }
      report(rows);
    } finally {
      await server.stop();
    }
  }
} finally {
  await handle.close();
  await client.end();
  await target.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
