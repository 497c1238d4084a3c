// The soak (npm run test:soak): three server processes on one PostgreSQL behind HAProxy, on
// loopback. First --seconds (60) of mixed reads and writes at --connections (200): the artwork
// list and pages, browse, the collector's queue, ratings, carts, orders, and the admin releasing
// holds; it expects no error (no 5xx, no failed connection, no timeout; a refusal such as 409 for
// a work already held is an answer, counted apart). Then --outage-load (24) seconds of the same
// load while PostgreSQL is stopped (immediate shutdown, as a crash) after 5 s and started again 6 s later:
// requests that need the database are answered 503 with the JSON error, none hangs, no process
// stops, each answers from the database again within 5 s of its return; every write answered
// 2xx in either phase (ratings, orders, releases) is in the database after.
// Starts its own PostgreSQL server (it has to stop it); prints its figures; exits non-zero on a
// failed check.
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import { captcha, cookieOf, request, runReport, startCluster, startPostgres, takeQuiz, type Cluster } from './harness.ts';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.SOAK_SECONDS ?? '60' },
    connections: { type: 'string', default: '200' },
    'outage-load': { type: 'string', default: '24' },
  },
});
const SOAK_SECONDS = Number(flags.seconds);
const CONNECTIONS = Number(flags.connections);
const OUTAGE_LOAD_SECONDS = Number(flags['outage-load']);
if (![SOAK_SECONDS, CONNECTIONS, OUTAGE_LOAD_SECONDS].every((n) => Number.isInteger(n) && n > 0) || OUTAGE_LOAD_SECONDS < 16) {
  console.error('usage: soak.ts [--seconds 60] [--connections 200] [--outage-load 24 (16 or more)]');
  process.exit(2);
}
const PROCESSES = 3;
const OUTAGE_AT_MS = 5_000;
const OUTAGE_MS = 6_000;
/** A process must answer from the database again this soon after it is back. */
const RECOVERY_MS = 5_000;
/** An answer slower than this counts as a hang (autocannon's timeout). */
const HANG_SECONDS = 10;
// Four connections or so per collector: one person does not rate from dozens of tabs at once (their
// ratings take a lock on their taste record, one after another).
const COLLECTORS = 48;
const SIGN_UPS_AT_ONCE = 6;
const PASSWORD = 'soak password 1';
const ADMIN = { email: 'admin@vernissage.local', password: 'vernissage-admin' };
const CONTACT = { name: 'Soak Collector', email: 'soak@example.com', phone: '+1 312 555 0100', address: '1200 Lake Shore Dr', city: 'Evanston', zip: '60201', notes: '' };

const { check, figures, finish } = runReport('Every soak check passed.');

interface Collector {
  id: string;
  cookie: string;
  queue: number[];
}

async function newCollector(cluster: Cluster, n: number): Promise<Collector> {
  // Each from its own loopback address, as separate people would be (sign-ups are limited per address).
  const from = `127.0.1.${n + 1}`;
  const email = `soak-${n}-${Date.now()}@example.com`;
  const signUp = await request(cluster.lb, 'POST', '/api/accounts/sign-up', {
    from,
    body: { variant: 'simple', name: `Soak ${n}`, email, phone: '+1 312 555 0100', password: PASSWORD, confirm: PASSWORD, terms: true, captcha: await captcha(cluster.lb, from) },
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${signUp.body}`);
  const cookie = cookieOf(signUp);
  await takeQuiz(cluster.lb, cookie, (i) => ((i + n) % 3 === 0 ? -1 : 1));
  const queue = (await request(cluster.lb, 'GET', '/api/taste/queue', { cookie })).json<{ items: Array<{ work: { id: number } }> }>();
  return { id: signUp.json<{ user: { id: string } }>().user.id, cookie, queue: queue.items.map((item) => item.work.id) };
}

type Kind = 'work' | 'list' | 'browse' | 'queue' | 'rate' | 'cart' | 'order' | 'release';
/** The mix, by weight: about 60 % reads, 40 % writes. */
const MIX: Array<[Kind, number]> = [
  ['work', 24],
  ['list', 12],
  ['browse', 8],
  ['queue', 14],
  ['rate', 20],
  ['cart', 13],
  ['order', 6],
  ['release', 3],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);

function pick(n: number): Kind {
  let at = (n * 7919) % TOTAL_WEIGHT;
  for (const [kind, weight] of MIX) {
    if (at < weight) return kind;
    at -= weight;
  }
  return 'work';
}

/** What the load saw: answers by kind and status, 503s without the JSON error, and every write answered 2xx. */
interface Tally {
  byKind: Map<Kind, Map<number, number>>;
  badUnavailable: number;
  ratings: Array<{ userId: string; artworkId: number }>;
  orders: number[];
  releases: number[];
  carts: number;
  /** The first few 5xx answers, to say what failed. */
  samples: string[];
}

const newTally = (): Tally => ({ byKind: new Map(), badUnavailable: 0, ratings: [], orders: [], releases: [], carts: 0, samples: [] });
function statuses(tally: Tally): Map<number, number> {
  const all = new Map<number, number>();
  for (const counts of tally.byKind.values()) for (const [status, n] of counts) all.set(status, (all.get(status) ?? 0) + n);
  return all;
}
const count = (tally: Tally, test: (status: number) => boolean) => [...statuses(tally)].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
const describe = (counts: Map<number, number>) => [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
const describeKinds = (tally: Tally) => MIX.map(([kind]) => `    ${kind.padEnd(8)} ${describe(tally.byKind.get(kind) ?? new Map())}`).join('\n');

/** Order items placed during the run and not released yet: what the admin's releases take. */
const heldItems: number[] = [];

async function load(cluster: Cluster, seconds: number, collectors: Collector[], admin: string, works: number[], tally: Tally): Promise<autocannon.Result> {
  let next = 0;
  let sent = 0;
  const setupRequest = (_req: Request, state: object): Request => {
    const context = state as Record<string, unknown>;
    context.c ??= next++ % collectors.length;
    const collector = collectors[context.c as number]!;
    const n = sent++;
    let kind = pick(n);
    // Nothing held to release yet: a read instead.
    const release = kind === 'release' ? heldItems.shift() : undefined;
    if (kind === 'release' && release === undefined) kind = 'work';
    context.kind = kind;
    const json = { 'content-type': 'application/json', cookie: collector.cookie };
    const work = works[(n * 31) % works.length]!;
    switch (kind) {
      case 'work':
        return { method: 'GET', path: `/api/artworks/${work}`, headers: {} };
      case 'list':
        return { method: 'GET', path: `/api/artworks?offset=${(n % 10) * 24}&limit=24`, headers: {} };
      case 'browse':
        return { method: 'GET', path: `/api/artworks/browse?sort=newest&maxPrice=${2000 + (n % 20) * 500}`, headers: {} };
      case 'queue':
        return { method: 'GET', path: '/api/taste/queue', headers: { cookie: collector.cookie } };
      case 'rate': {
        const artworkId = collector.queue[n % collector.queue.length]!;
        context.rated = { userId: collector.id, artworkId };
        return { method: 'POST', path: '/api/ratings', headers: json, body: JSON.stringify({ artworkId, rating: n % 4 === 0 ? -1 : 1, keepThrough: artworkId }) };
      }
      case 'cart':
        return { method: 'POST', path: '/api/cart/items', headers: json, body: JSON.stringify({ artworkId: work }) };
      case 'order':
        return { method: 'POST', path: '/api/orders', headers: json, body: JSON.stringify(CONTACT) };
      case 'release':
        context.released = release;
        return { method: 'POST', path: `/api/admin/holds/${release}/release`, headers: { cookie: admin } };
    }
  };
  const onResponse = (status: number, body: string, state: object) => {
    const context = state as Record<string, unknown>;
    const kind = context.kind as Kind;
    let counts = tally.byKind.get(kind);
    if (!counts) tally.byKind.set(kind, (counts = new Map()));
    counts.set(status, (counts.get(status) ?? 0) + 1);
    if (status >= 500 && status !== 503 && tally.samples.length < 5) tally.samples.push(`${kind} ${status} ${body.slice(0, 160)}`);
    if (status === 503) {
      try {
        const error = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error;
        if (error?.code !== 'unavailable' || typeof error.message !== 'string' || !error.message) tally.badUnavailable += 1;
      } catch {
        tally.badUnavailable += 1;
        if (tally.samples.length < 5) tally.samples.push(`${kind} 503 without the JSON error: ${body.slice(0, 160)}`);
      }
    }
    if (status < 200 || status >= 300) return;
    if (kind === 'rate') tally.ratings.push(context.rated as { userId: string; artworkId: number });
    if (kind === 'cart') tally.carts += 1;
    if (kind === 'order') {
      const { order } = JSON.parse(body) as { order: { id: number; items: Array<{ id: number }> } };
      tally.orders.push(order.id);
      heldItems.push(...order.items.map((item) => item.id));
    }
    if (kind === 'release') tally.releases.push(context.released as number);
  };
  return autocannon({ url: cluster.lb, connections: CONNECTIONS, duration: seconds, timeout: HANG_SECONDS, requests: [{ setupRequest, onResponse }] });
}

/** Every rating, order and release answered 2xx is stored. */
async function checkWritesStored(cluster: Cluster, tally: Tally, phase: string): Promise<void> {
  const { rows: rated } = await cluster.db.query<{ user_id: string; artwork_id: number }>(`select user_id, artwork_id from ratings`);
  const stored = new Set(rated.map((row) => `${row.user_id}:${row.artwork_id}`));
  const missingRatings = tally.ratings.filter((rating) => !stored.has(`${rating.userId}:${rating.artworkId}`)).length;
  check(missingRatings === 0, `${phase}: every rating answered 2xx is stored (${tally.ratings.length} answered, ${tally.ratings.length - missingRatings} found)`);
  const { rows: orders } = await cluster.db.query<{ id: number }>(`select id from orders where id = any($1::int[])`, [tally.orders]);
  check(orders.length === new Set(tally.orders).size, `${phase}: every order answered 201 is stored (${tally.orders.length} answered, ${orders.length} found)`);
  const { rows: released } = await cluster.db.query<{ id: number }>(`select id from order_items where id = any($1::int[]) and status = 'released'`, [tally.releases]);
  check(released.length === new Set(tally.releases).size, `${phase}: every release answered 200 is stored (${tally.releases.length} answered, ${released.length} found)`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const started = Date.now();
  const postgres = await startPostgres();
  let cluster: Cluster | null = null;
  try {
    cluster = await startCluster(postgres.url, PROCESSES);
    const made = Date.now();
    // A few at a time: each sign-up hashes a password, and a crowd of them at once would outwait the client.
    const collectors: Collector[] = [];
    for (let n = 0; n < COLLECTORS; n += SIGN_UPS_AT_ONCE) {
      collectors.push(...(await Promise.all(Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, COLLECTORS - n) }, (_, i) => newCollector(cluster!, n + i)))));
    }
    const signedIn = await request(cluster.lb, 'POST', '/api/accounts/sign-in', { body: { ...ADMIN, captcha: await captcha(cluster.lb) } });
    if (signedIn.status !== 200) throw new Error(`admin sign-in: ${signedIn.status} ${signedIn.body}`);
    const admin = cookieOf(signedIn);
    const { rows } = await cluster.db.query<{ id: number }>(`select id from artworks where status = '1' order by id`);
    const works = rows.map((row) => row.id);
    figures.push(`setup: PostgreSQL, ${PROCESSES} processes and HAProxy, ${COLLECTORS} collectors with a finished taste test, in ${seconds(Date.now() - started)} (collectors ${seconds(Date.now() - made)}); ${works.length} listed works`);

    console.log(`Soak: ${SOAK_SECONDS} s at ${CONNECTIONS} connections through the load balancer`);
    const soak = newTally();
    const result = await load(cluster, SOAK_SECONDS, collectors, admin, works, soak);
    const fivexx = count(soak, (status) => status >= 500);
    const refusals = count(soak, (status) => status >= 400 && status < 500);
    figures.push(
      `soak: ${result.requests.total.toLocaleString('en')} requests in ${SOAK_SECONDS} s (${Math.round(result.requests.average)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
        `errors ${result.errors + fivexx} (connection ${result.errors - result.timeouts}, timeouts ${result.timeouts}, 5xx ${fivexx}); refusals (4xx) ${refusals}`,
    );
    figures.push(`soak answers by kind:\n${describeKinds(soak)}`);
    figures.push(`soak writes answered 2xx: ${soak.ratings.length} ratings, ${soak.carts} cart additions, ${soak.orders.length} orders, ${soak.releases.length} releases`);
    if (soak.samples.length) console.log(`  5xx answers, the first few:\n${soak.samples.map((line) => `    ${line}`).join('\n')}`);
    check(result.errors === 0 && fivexx === 0, `no error under load (failed connections ${result.errors - result.timeouts}, timeouts ${result.timeouts}, 5xx ${fivexx})`);
    check(cluster.exited().length === 0, `every process is still up after the soak (stopped: ${cluster.exited().join(', ') || 'none'})`);
    await checkWritesStored(cluster, soak, 'soak');

    console.log(`Outage: the same load for ${OUTAGE_LOAD_SECONDS} s; PostgreSQL stopped after ${OUTAGE_AT_MS / 1000} s for ${OUTAGE_MS / 1000} s`);
    const outage = newTally();
    const running = load(cluster, OUTAGE_LOAD_SECONDS, collectors, admin, works, outage);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_AT_MS));
    const stopping = Date.now();
    postgres.pause();
    const stoppedAt = Date.now();
    console.log(`  PostgreSQL stopped (immediate shutdown, ${stoppedAt - stopping} ms)`);
    // While it is down, each process answers a database read at once with the JSON 503.
    const down = await Promise.all(
      [...cluster.servers].map(async ([name, base]) => ({ name, res: await request(base, 'GET', '/api/artworks/browse?sort=newest', { timeoutMs: HANG_SECONDS * 1000 }).catch(() => null) })),
    );
    for (const { name, res } of down) {
      let code = '';
      try {
        code = res?.json<{ error: { code: string } }>().error.code ?? '';
      } catch {
        // not JSON
      }
      check(res?.status === 503 && code === 'unavailable', `${name} answers 503 unavailable while the database is down (${res ? `${res.status} in ${res.ms} ms: ${res.body.slice(0, 100)}` : 'no answer'})`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt))));
    postgres.resume();
    const backAt = Date.now();
    console.log(`  PostgreSQL started again (down ${seconds(backAt - stoppedAt)})`);
    const recovered = await Promise.all(
      [...cluster.servers].map(async ([name, base]) => {
        while (Date.now() - backAt < 15_000) {
          const res = await request(base, 'GET', '/api/artworks/browse?sort=newest', { timeoutMs: HANG_SECONDS * 1000 }).catch(() => null);
          if (res?.status === 200) return { name, ms: Date.now() - backAt };
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return { name, ms: Number.POSITIVE_INFINITY };
      }),
    );
    const slowest = Math.max(...recovered.map((entry) => entry.ms));
    figures.push(`outage: database down ${seconds(backAt - stoppedAt)}; every process answered from it again ${slowest} ms after it was back (${recovered.map((entry) => `${entry.name} ${entry.ms} ms`).join(', ')})`);
    check(slowest <= RECOVERY_MS, `every process answers from the database within ${RECOVERY_MS / 1000} s of its return, without a restart (${slowest} ms)`);
    const outageResult = await running;
    const unavailable = count(outage, (status) => status === 503);
    const other5xx = count(outage, (status) => status >= 500 && status !== 503);
    figures.push(
      `outage load: ${outageResult.requests.total.toLocaleString('en')} requests in ${OUTAGE_LOAD_SECONDS} s, p50 ${outageResult.latency.p50} ms, p99 ${outageResult.latency.p99} ms, max ${outageResult.latency.max} ms; ` +
        `503 with the JSON error ${unavailable - outage.badUnavailable}, other 5xx ${other5xx}, failed connections ${outageResult.errors - outageResult.timeouts}, timeouts ${outageResult.timeouts}`,
    );
    figures.push(`outage answers by kind:\n${describeKinds(outage)}`);
    figures.push(`outage writes answered 2xx: ${outage.ratings.length} ratings, ${outage.carts} cart additions, ${outage.orders.length} orders, ${outage.releases.length} releases`);
    if (outage.samples.length) console.log(`  unexpected answers, the first few:\n${outage.samples.map((line) => `    ${line}`).join('\n')}`);
    check(unavailable > 0, `requests during the outage were answered 503 (${unavailable})`);
    check(outageResult.errors === 0, `no request hung (over ${HANG_SECONDS} s) or lost its connection (failed ${outageResult.errors - outageResult.timeouts}, timeouts ${outageResult.timeouts})`);
    check(other5xx === 0, `no 5xx but 503 (${describe(statuses(outage))})`);
    check(outage.badUnavailable === 0, `every 503 has the JSON error with code 'unavailable' (${outage.badUnavailable} without)`);
    const alive = await Promise.all([...cluster.servers].map(async ([name, base]) => ({ name, ok: (await request(base, 'GET', '/api/health').catch(() => null))?.status === 200 })));
    check(
      alive.every((entry) => entry.ok) && cluster.exited().length === 0,
      `no process stopped or was restarted (${alive.map((entry) => `${entry.name} ${entry.ok ? 'up' : 'DOWN'}`).join(', ')}; stopped: ${cluster.exited().join(', ') || 'none'})`,
    );
    await checkWritesStored(cluster, outage, 'outage');
  } finally {
    await cluster?.stop();
    postgres.stop();
  }
  figures.push(`whole run ${seconds(Date.now() - started)}`);
}

finish(main());
