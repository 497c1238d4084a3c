// npm run bench:http [-- --seconds 5 --rounds 3 --collectors 50 --pglite-only --encoding br --routes detail,list,queue,ratings]
// Starts the production server (embedded database, and PostgreSQL when the wrapper started one)
// and a bare Fastify hello-world, then alternates autocannon rounds between them on the hot
// reads and writes, printing req/s, the ratio to bare Fastify in the same round, p50 and p99.
// With --encoding the reads carry that Accept-Encoding, as a browser's do (br, gzip).
import { parseArgs } from 'node:util';
import autocannon, { type Client, type Request } from 'autocannon';
import { artworkListSchema } from '@vernissage/core/schemas';
import { newCollector, ratingRequests, type Collector } from './collectors.ts';
import { startBare, startProduct } from './processes.ts';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    collectors: { type: 'string', default: '50' },
    'pglite-only': { type: 'boolean', default: false },
    encoding: { type: 'string' },
    routes: { type: 'string', default: 'detail,list,queue,ratings' },
  },
});
const SECONDS = Number(flags.seconds);
const ROUNDS = Number(flags.rounds);
const COLLECTORS = Number(flags.collectors);
/** Headers every read carries: the Accept-Encoding asked for, or none (answers go out as text). */
const READ_HEADERS: Record<string, string> = flags.encoding ? { 'accept-encoding': flags.encoding } : {};

interface Target {
  /** Its name for --routes. */
  key: string;
  name: string;
  connections: number;
  run: (base: string, seconds: number) => autocannon.Options;
}

interface Figure {
  reqs: number;
  p50: number;
  p99: number;
  errors: number;
}

async function cannon(options: autocannon.Options): Promise<Figure> {
  const result = await autocannon(options);
  return { reqs: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function targets(artworkIds: number[], collectors: Collector[]): Target[] {
  let nextCollector = 0;
  const signedIn = (client: Client) => {
    client.setHeaders({ ...READ_HEADERS, cookie: collectors[nextCollector++ % collectors.length]!.cookie });
  };
  return [
    {
      key: 'detail',
      name: 'GET /api/artworks/{id}',
      connections: 100,
      run: (base, seconds) => {
        let i = 0;
        return { url: base, connections: 100, duration: seconds, headers: READ_HEADERS, requests: [{ method: 'GET', setupRequest: (req: Request) => ({ ...req, path: `/api/artworks/${artworkIds[i++ % artworkIds.length]}` }) }] };
      },
    },
    {
      key: 'list',
      name: 'GET /api/artworks (a page)',
      connections: 100,
      run: (base, seconds) => {
        let i = 0;
        return { url: base, connections: 100, duration: seconds, headers: READ_HEADERS, requests: [{ method: 'GET', setupRequest: (req: Request) => ({ ...req, path: `/api/artworks?offset=${(i++ % 10) * 24}&limit=24` }) }] };
      },
    },
    {
      key: 'queue',
      name: 'GET /api/taste/queue',
      connections: 50,
      run: (base, seconds) => ({ url: `${base}/api/taste/queue`, connections: 50, duration: seconds, setupClient: signedIn }),
    },
    {
      key: 'ratings',
      name: 'POST /api/ratings',
      connections: 50,
      run: (base, seconds) => ({ url: base, connections: 50, duration: seconds, requests: ratingRequests(collectors) }),
    },
  ];
}

async function benchDriver(postgresUrl: string | undefined, port: number): Promise<void> {
  const product = await startProduct(port, postgresUrl);
  const bare = await startBare(port + 1);
  try {
    const list = artworkListSchema.parse(await (await fetch(`${product.url}/api/artworks?limit=500`)).json());
    const artworkIds = list.items.map((work) => work.id);
    const started = Date.now();
    const collectors: Collector[] = [];
    for (let n = 0; n < COLLECTORS; n += 1) collectors.push(await newCollector(product.url, n));
    console.log(`\n${product.driver}: ${artworkIds.length} listed works, ${collectors.length} collectors with a finished taste test (${((Date.now() - started) / 1000).toFixed(1)} s to make)`);

    const chosen = new Set(flags.routes.split(','));
    const all = targets(artworkIds, collectors).filter((target) => chosen.has(target.key));
    // Warm both servers (JIT, caches, the taste index) before timing.
    await cannon({ url: `${bare.url}/`, connections: 100, duration: 2 });
    for (const target of all) await cannon(target.run(product.url, 2));

    const figures = new Map<string, Array<Figure & { ratio: number }>>();
    const bareFigures: Figure[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of all) {
        // The bare server runs at the target's concurrency just before it, so each ratio compares like with like.
        const reference = await cannon({ url: `${bare.url}/`, connections: target.connections, duration: SECONDS });
        bareFigures.push(reference);
        const figure = await cannon(target.run(product.url, SECONDS));
        figures.set(target.name, [...(figures.get(target.name) ?? []), { ...figure, ratio: figure.reqs / reference.reqs }]);
      }
    }
    console.log(`bare Fastify: ${Math.round(median(bareFigures.map((f) => f.reqs)))} req/s median over its rounds`);
    console.log('| route | connections | req/s | of bare Fastify | p50 ms | p99 ms | errors |');
    console.log('|---|---|---|---|---|---|---|');
    for (const target of all) {
      const runs = figures.get(target.name)!;
      const row = [
        target.name,
        target.connections,
        Math.round(median(runs.map((r) => r.reqs))),
        `${(median(runs.map((r) => r.ratio)) * 100).toFixed(1)}%`,
        median(runs.map((r) => r.p50)),
        median(runs.map((r) => r.p99)),
        runs.reduce((sum, r) => sum + r.errors, 0),
      ];
      console.log(`| ${row.join(' | ')} |`);
    }
  } finally {
    await bare.stop();
    await product.stop();
  }
}

console.log(`HTTP benchmark: ${ROUNDS} rounds of ${SECONDS} s per route, alternating with bare Fastify; medians${flags.encoding ? `; reads with Accept-Encoding: ${flags.encoding}` : ""}`);
await benchDriver(undefined, 3300);
const postgres = process.env.TEST_DATABASE_URL;
if (postgres && !flags['pglite-only']) await benchDriver(postgres, 3310);
else if (!postgres) console.log('\nPostgreSQL: not measured (no PostgreSQL server binaries on this machine)');
