// Several server processes on one fresh PostgreSQL database behind HAProxy on loopback: what the
// scale-out test and the soak share. Every process and HAProxy is stopped by stop(), also after
// a failure; the caller runs stop() in a finally.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { build } from 'esbuild';
import pg from 'pg';
import { freshPostgres } from '../bench-http/processes.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
/** Requests the load balancer sends one process at once (SCALE_MAXCONN to try others). */
const SERVER_MAXCONN = Number(process.env.SCALE_MAXCONN ?? 24);

/**
 * A run's checks and figures: check() prints each check as it is made; finish() waits for the
 * run, prints the figures and the failed checks, and exits non-zero when any failed or the run
 * threw, else prints `passed`.
 */
export function runReport(passed: string) {
  const failures: string[] = [];
  const figures: string[] = [];
  return {
    figures,
    check(ok: boolean, what: string): void {
      console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
      if (!ok) failures.push(what);
    },
    finish(run: Promise<void>): void {
      run.then(
        () => {
          console.log(`\nFigures:\n${figures.map((line) => `  ${line}`).join('\n')}`);
          if (failures.length) {
            console.error(`\n${failures.length} check(s) failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
            process.exit(1);
          }
          console.log(`\n${passed}`);
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    },
  };
}

/** The settings every process shares (README: the same for every process). */
export const SHARED_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  AUTH_SECRET: 'scale-test-secret-scale-test-secret-0123456789',
  ALTCHA_HMAC_KEY: 'scale-test-captcha-key-0123456789abcdef',
  CAPTCHA_MAX_NUMBER: '200',
  TRUST_PROXY: 'true',
  DEV_MAILBOX: 'true',
  TEST_ROUTES: 'true',
  SUPPORT_EMAIL: 'team@scale.test',
};

/** Finds HAProxy, installing Debian's package when missing and we may (root with apt), else says what to install. */
export function ensureHaproxy(): void {
  if (existsSync(HAPROXY)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('HAProxy is missing; installing Debian package haproxy…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return;
  }
  console.error(`HAProxy not found at ${HAPROXY}. Install it (Debian: sudo apt-get install -y haproxy) or set HAPROXY_PATH.`);
  process.exit(1);
}

/** The newest installed PostgreSQL server's bin directory, or null. */
function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => path.join(base, version, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb'))) ?? null;
}

/** Finds the PostgreSQL server, installing Debian's package when missing and we may (root with apt), else says what to install. */
export function ensurePostgres(): string {
  const found = postgresBin();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('The PostgreSQL server is missing; installing Debian package postgresql…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = postgresBin();
    if (installed) return installed;
  }
  console.error('PostgreSQL server binaries not found. Install them (Debian: sudo apt-get install -y postgresql).');
  process.exit(1);
}

const portsGiven = new Set<number>();

/**
 * A free TCP port on loopback, never one this process has handed out before: the kernel may offer
 * a port again as soon as the probe closes it, and two processes started together must not get the
 * same one. (Another program can still take it before our process listens: see startServer.)
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: chosen } = server.address() as net.AddressInfo;
        server.close(() => resolve(chosen));
      });
    });
    if (portsGiven.has(port)) continue;
    portsGiven.add(port);
    return port;
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The process that answered (HAProxy's X-Served-By), or '' when asked directly. */
  server: string;
  /** Milliseconds from sending to the whole answer. */
  ms: number;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  body?: unknown;
  cookie?: string;
  /** The client's source address on loopback (127.0.0.x): the load balancer forwards it. */
  from?: string;
  timeoutMs?: number;
}

/** One HTTP request on a fresh connection (so the load balancer picks a process for each). */
export function request(base: string, method: string, url: string, options: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const sentAt = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            server: String(res.headers['x-served-by'] ?? ''),
            ms: Math.round(performance.now() - sentAt),
            json: <T>() => JSON.parse(body) as T,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer within ${options.timeoutMs ?? 15_000} ms`)));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** A solved captcha payload, as the widget would submit it. */
export async function captcha(base: string, from?: string): Promise<string> {
  const res = await request(base, 'GET', '/api/captcha/challenge', from ? { from } : {});
  if (res.status !== 200) throw new Error(`captcha challenge: ${res.status} ${res.body}`);
  const challenge = res.json() as unknown as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Takes the taste test as a collector does: the quiz asks one work at a time and each answer's
 * reply names the next (a 409 means the quiz now asks another: it is read again), then completes
 * it. `rating(i)` is the answer to the i-th work asked.
 */
export async function takeQuiz(base: string, cookie: string, rating: (i: number) => 1 | -1): Promise<void> {
  type Next = { id: number } | null;
  const readNext = async () => (await request(base, 'GET', '/api/taste/quiz', { cookie })).json<{ next: Next }>().next;
  let next = await readNext();
  for (let i = 0; next; i += 1) {
    if (i >= 100) throw new Error('the quiz kept asking: 100 answers and not complete');
    const res = await request(base, 'POST', '/api/taste/quiz/ratings', { cookie, body: { artworkId: next.id, rating: rating(i) } });
    if (res.status === 409) next = await readNext();
    else if (res.status === 200) next = res.json<{ next: Next }>().next;
    else throw new Error(`quiz rating: ${res.status} ${res.body}`);
  }
  const done = await request(base, 'POST', '/api/taste/quiz/complete', { cookie, body: {} });
  if (done.status !== 200) throw new Error(`quiz complete: ${done.status} ${done.body}`);
}

/** The session cookie a sign-in or sign-up answered. */
export function cookieOf(res: Answer): string {
  const set = res.headers['set-cookie'] ?? [];
  return set.map((value) => value.split(';')[0]!).join('; ');
}

interface Child {
  name: string;
  process: ChildProcess;
  log: string[];
}

function keepLog(child: ChildProcess, log: string[]) {
  const add = (chunk: Buffer) => {
    log.push(chunk.toString('utf8'));
    if (log.length > 200) log.splice(0, log.length - 200);
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
}

async function waitHealthy(url: string, child: Child, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited with ${child.process.exitCode}:\n${child.log.join('').slice(-3000)}`);
    try {
      if ((await request(url, 'GET', '/api/health', { timeoutMs: 2_000 })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${child.name} did not answer ${url}/api/health within ${timeoutMs / 1000} s:\n${child.log.join('').slice(-3000)}`);
}

export interface Cluster {
  /** HAProxy's address: what clients use. */
  lb: string;
  /** Each process's own address, by HAProxy's server name (s1, s2, …). */
  servers: Map<string, string>;
  databaseUrl: string;
  /** A connection to the test database, for counting what is stored. */
  db: pg.Pool;
  /** The processes (and HAProxy) that have stopped on their own, by name: none, while all is well. */
  exited(): string[];
  stop(): Promise<void>;
}

/**
 * Bundles the server entry once (esbuild, about a second): every process starts from it without a
 * TypeScript loader. The bundle goes under apps/server/node_modules (ignored by git and the
 * linter), where Node finds the server's npm packages from it, as from apps/server/dist.
 */
async function bundle(): Promise<{ entry: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(ROOT, 'apps/server/node_modules/.scale-'));
  const outfile = path.join(dir, 'server.js');
  await build({
    entryPoints: [path.join(import.meta.dirname, 'server-entry.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@vernissage/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  cpSync(path.join(ROOT, 'apps/server/src/db/migrations'), path.join(dir, 'migrations'), { recursive: true });
  return { entry: outfile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * `count` server processes on a new database of the PostgreSQL server at `serverUrl`, the first
 * loading the demo catalogue before the others start, and HAProxy in front (round robin, health
 * checks, X-Forwarded-For set to the client's address, X-Served-By naming the process).
 */
export async function startCluster(serverUrl: string, count: number, extraEnv: Record<string, string> = {}): Promise<Cluster> {
  ensureHaproxy();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vernissage-scale-'));
  const children: Child[] = [];
  let removeBundle = () => {};
  const database = await freshPostgres(serverUrl, 'scale');
  const databaseUrl = database.url;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // A query of the harness may fail while the database is stopped (the soak); never fatal here.
  db.on('error', () => {});

  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.process.exitCode !== null || child.process.signalCode !== null) {
          // It stopped before we stopped it: say how.
          console.error(`${child.name} had stopped (exit ${child.process.exitCode}, signal ${child.process.signalCode}); its last output:\n${child.log.join('').slice(-4000)}`);
          return;
        }
        if (process.env.SCALE_LOGS) console.error(`${child.name}'s last output:\n${child.log.join('').slice(-3000)}`);
        const exited = new Promise((resolve) => child.process.once('exit', resolve));
        child.process.kill('SIGTERM');
        const killed = setTimeout(() => child.process.kill('SIGKILL'), 6_000);
        await exited;
        clearTimeout(killed);
      }),
    );
    await db.end().catch(() => {});
    // The server may be gone already.
    await database.drop().catch(() => {});
    removeBundle();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const bundled = await bundle();
    removeBundle = bundled.remove;
    const entry = bundled.entry;
    const servers = new Map<string, string>();
    const spawnServer = async (index: number): Promise<{ child: Child; base: string }> => {
      const port = await freePort();
      const serverName = `s${index + 1}`;
      const child: Child = {
        name: serverName,
        log: [],
        // SCALE_NODE_ARGS: Node flags for each server process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
        // to see where a process's time goes under the soak (a profile is written as it stops).
        process: spawn(process.execPath, [...(process.env.SCALE_NODE_ARGS?.split(' ').filter(Boolean) ?? []), entry], {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            ...SHARED_ENV,
            HOST: '127.0.0.1',
            PORT: String(port),
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            DATABASE_URL: databaseUrl,
            DATA_DIR: path.join(dir, 'data'),
            MEDIA_DIR: path.join(dir, 'media'),
            WEB_DIST: path.join(dir, 'no-web-build'),
            DEMO_CATALOGUE: index === 0 ? 'true' : 'false',
            ...extraEnv,
          },
        }),
      };
      keepLog(child.process, child.log);
      children.push(child);
      return { child, base: `http://127.0.0.1:${port}` };
    };
    // Spawns a process and waits for it to answer. Its port may be taken by another program between
    // freePort and the process listening (the load's own connections use the same port range):
    // then it is started again on another port, up to three times.
    const startServer = async (index: number): Promise<string> => {
      for (let attempt = 1; ; attempt += 1) {
        const { child, base } = await spawnServer(index);
        try {
          await waitHealthy(base, child, 60_000);
          return base;
        } catch (error) {
          const portTaken = child.process.exitCode !== null && child.log.join('').includes('EADDRINUSE');
          if (!portTaken || attempt === 3) throw error;
          children.splice(children.indexOf(child), 1);
        }
      }
    };
    // The first creates the admin account and loads the demo catalogue into the empty database
    // before it answers; the others start once it does (they create none and load nothing).
    const first = await startServer(0);
    const others = await Promise.all(Array.from({ length: count - 1 }, (_, i) => startServer(i + 1)));
    for (const [index, base] of [first, ...others].entries()) servers.set(`s${index + 1}`, base);

    const lbPort = await freePort();
    const config = [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      // A process slowed by load is not a process down: a health check may take its time.
      '  timeout check 10s',
      // Requests past a process's share wait here, first come first served, rather than in the
      // process, where each would share the CPU with every other one it holds (see maxconn below).
      '  timeout queue 30s',
      'frontend scale',
      `  bind 127.0.0.1:${lbPort}`,
      // The client's address, never one a client sends: the servers trust this header (TRUST_PROXY).
      '  http-request set-header X-Forwarded-For %[src]',
      '  default_backend servers',
      'backend servers',
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      // 503 is a process up whose database is away (a restart, a failover): it still answers each
      // request with the JSON error, which tells a client more than HAProxy's own page, and it
      // needs no check to pass again before it is sent requests once the database is back.
      '  http-check expect rstatus ^(200|503)$',
      '  http-response set-header X-Served-By %[srv_name]',
      // maxconn: a process works on at most SERVER_MAXCONN requests at once (its pool has 10
      // database connections); the load balancer queues the rest in order. Health checks do not
      // queue, so a busy process is not taken for a dead one.
      ...[...servers].map(([serverName, base]) => `  server ${serverName} ${new URL(base).host} check inter 1s maxconn ${SERVER_MAXCONN}`),
    ].join('\n');
    const configFile = path.join(dir, 'haproxy.cfg');
    writeFileSync(configFile, `${config}\n`);
    const lb: Child = { name: 'haproxy', log: [], process: spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] }) };
    keepLog(lb.process, lb.log);
    children.push(lb);
    const lbUrl = `http://127.0.0.1:${lbPort}`;
    await waitHealthy(lbUrl, lb, 10_000);
    const exited = () => children.filter((child) => child.process.exitCode !== null || child.process.signalCode !== null).map((child) => child.name);
    return { lb: lbUrl, servers, databaseUrl, db, exited, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Postgres {
  /** postgres://… of the server's `postgres` database. */
  url: string;
  /** Stops the server (fast shutdown: open connections are ended), as a restart or failover would. */
  pause(): void;
  /** Starts it again on the same data; returns once it accepts connections. */
  resume(): void;
  stop(): void;
}

/**
 * A throw-away PostgreSQL server on loopback that the caller can stop and start again (the soak
 * stops it in the middle of the load), as scripts/with-postgres.mjs starts one: Debian's binaries,
 * run as the 'postgres' user when we are root.
 */
export async function startPostgres(): Promise<Postgres> {
  const bin = ensurePostgres();
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vernissage-soak-pg-'));
  if (isRoot) {
    execFileSync('chown', ['postgres:postgres', dir]);
    chmodSync(dir, 0o700);
  }
  const run = (cmd: string, args: string[]) => {
    const [file, list] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    execFileSync(file, list as string[], { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  const start = () =>
    run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Stopped as a crash stops it (immediate: no shutdown checkpoint, no wait for its sessions
    // to end), which is what an outage is, and takes no time however loaded the machine is: a
    // fast shutdown under the soak's load once outlasted pg_ctl's minute of waiting.
    pause() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '120', 'stop']);
      running = false;
    },
    resume() {
      start();
      running = true;
    },
    stop() {
      try {
        if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
