// npm run bench:profile [-- --root DIR --path /api/artworks/5 --seconds 10 --collector | --ratings 50] [--encoding br] [--postgres] [--inclusive]
// Runs the production build under `node --cpu-prof`, loads one route with autocannon, stops the
// server and prints the functions that took the most CPU time (self time), to see where a
// request's time goes. With --collector the load is sent as a collector who finished the taste
// test (for /api/taste/queue). With --ratings N, N such collectors POST /api/ratings down their
// queues, one per connection, as bench:http does. With --encoding the route's requests carry that
// Accept-Encoding, as a browser's do (br, gzip), so answers go out compressed. With --postgres the
// server runs on a fresh database of the PostgreSQL server scripts/with-postgres.mjs started
// (`node scripts/with-postgres.mjs npm run bench:profile -- --postgres ...`), not the embedded one.
// With --inclusive it also prints each function's time with everything it called.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { newCollector, ratingRequests, type Collector } from './collectors.ts';
import { freshPostgres, IMAGES_READY_LINE, linePrinted, MEDIA_CACHE, QUICK_SIGN_UPS, ROOT } from './processes.ts';

const { values: flags } = parseArgs({
  options: {
    root: { type: 'string', default: ROOT },
    path: { type: 'string', default: '/api/artworks/5' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3330' },
    collector: { type: 'boolean', default: false },
    ratings: { type: 'string' },
    encoding: { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
    postgres: { type: 'boolean', default: false },
    inclusive: { type: 'boolean', default: false },
  },
});

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vernissage-profile-'));
const profDir = path.join(dataDir, 'prof');
const url = `http://127.0.0.1:${flags.port}`;
const postgresUrl = process.env.TEST_DATABASE_URL;
if (flags.postgres && !postgresUrl) throw new Error('--postgres: run under scripts/with-postgres.mjs, which sets TEST_DATABASE_URL');
const database = flags.postgres && postgresUrl ? await freshPostgres(postgresUrl, 'profile') : null;
const server = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, path.join(flags.root, 'apps/server/dist/server.js')], {
  cwd: flags.root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, ...QUICK_SIGN_UPS, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: flags.port, LOG_LEVEL: flags['log-level'], DATA_DIR: dataDir, MEDIA_DIR: MEDIA_CACHE, PUBLIC_URL: url, DATABASE_URL: database?.url ?? '' },
});
// The demo's pictures render in the background after a start; the profile waits for them, as
// bench:http does, when the log level lets the server say so.
const imagesReady = ['info', 'debug', 'trace'].includes(flags['log-level']) ? linePrinted(server, IMAGES_READY_LINE) : null;
if (!imagesReady) server.stdout?.resume();
for (let i = 0; i < 600; i += 1) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {
    // starting
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
if (imagesReady) await imagesReady;
else console.log(`(--log-level ${flags['log-level']}: the server does not say when the demo's pictures are rendered; the first seconds may include them)`);
const headers: Record<string, string> = {
  ...(flags.collector ? { cookie: (await newCollector(url, 0)).cookie } : {}),
  ...(flags.encoding ? { 'accept-encoding': flags.encoding } : {}),
};
const raters: Collector[] = [];
for (let n = 0; n < Number(flags.ratings ?? 0); n += 1) raters.push(await newCollector(url, n));
const load = (duration: number, connections: number): autocannon.Options =>
  raters.length ? { url, connections: 50, duration, requests: ratingRequests(raters) } : { url: `${url}${flags.path}`, connections, duration, headers };
const route = raters.length ? 'POST /api/ratings' : flags.path;
await autocannon(load(3, 50));
// Both clocks are the machine's monotonic clock: only the samples taken under load are counted.
const from = Number(process.hrtime.bigint() / 1000n);
const result = await autocannon(load(Number(flags.seconds), flags.collector ? 50 : 100));
const to = Number(process.hrtime.bigint() / 1000n);
console.log(`${route}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, status ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])))}`);
const exited = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await exited;

const file = readdirSync(profDir).find((name) => name.endsWith('.cpuprofile'))!;
const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const keyOf = (node: ProfileNode): string => {
  const { functionName, url: source, lineNumber } = node.callFrame;
  const where = source ? `${path.basename(source.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
};
const self = new Map<string, number>();
// Inclusive time: a function's own samples and those of everything it called, each counted once a sample.
const inclusive = new Map<string, number>();
let total = 0;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from || at > to) return;
  const node = byId.get(id)!;
  const key = keyOf(node);
  const delta = profile.timeDeltas[i] ?? 0;
  self.set(key, (self.get(key) ?? 0) + delta);
  total += delta;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(keyOf(byId.get(at)!));
  for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
});
const busy = [...self].filter(([key]) => key !== '(idle)' && key !== '(program)').reduce((sum, [, us]) => sum + us, 0);
console.log(`CPU: ${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms sampled, ${(busy / result.requests.total / 1000).toFixed(3)} ms per request`);
console.log('| self ms | share of busy | function |');
console.log('|---|---|---|');
for (const [key, us] of [...self].filter(([k]) => k !== '(idle)' && k !== '(program)').sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`| ${(us / 1000).toFixed(0)} | ${((us / busy) * 100).toFixed(1)}% | ${key} |`);
}
if (flags.inclusive) {
  console.log('\n| inclusive ms | share of busy | function (with what it called) |');
  console.log('|---|---|---|');
  const skip = new Set(['(root)', '(idle)', '(program)', '(anonymous)']);
  for (const [key, us] of [...inclusive].filter(([k]) => !skip.has(k)).sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`| ${(us / 1000).toFixed(0)} | ${((us / busy) * 100).toFixed(1)}% | ${key} |`);
  }
}
rmSync(dataDir, { recursive: true, force: true });
await database?.drop();
