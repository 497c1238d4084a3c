// What a rate-limit hit costs with the counters in memory (one process) and in PostgreSQL (every
// process): npm run bench:rate-limit. Each hit goes through @fastify/rate-limit's own check, as a
// route's limit() does: one address hit after hit (latency), then many addresses at once and one
// address from many requests at once (throughput, and the row lock under contention).
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { databaseRateLimitStore } from '../../apps/server/src/plugins/rate-limit-store.ts';
import { freshPostgresDatabase } from '../../apps/server/src/test/postgres.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('TEST_DATABASE_URL is not set: run it as npm run bench:rate-limit (it starts a PostgreSQL server)');
  process.exit(1);
}

type Check = (request: FastifyRequest) => Promise<unknown>;

async function limiter(store?: ReturnType<typeof databaseRateLimitStore>): Promise<{ app: FastifyInstance; check: Check }> {
  const app = Fastify();
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
  await app.ready();
  const settings = { nameSpace: 'bench', max: 1_000_000_000, timeWindow: 60_000 };
  return { app, check: app.createRateLimit(settings) as Check };
}

const fakeRequest = (ip: string) => ({ ip, routeOptions: { config: {} } }) as unknown as FastifyRequest;

/** Sequential hits: microseconds per hit. */
async function sequential(check: Check, hits: number, ip = (i: number) => `10.0.${(i >> 8) & 255}.${i & 255}`): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < hits; i += 1) await check(fakeRequest(ip(i)));
  return Number(process.hrtime.bigint() - start) / 1000 / hits;
}

/** `inFlight` hits at a time: hits per second. */
async function concurrent(check: Check, hits: number, inFlight: number, ip: (i: number) => string): Promise<number> {
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < hits) {
        const i = next;
        next += 1;
        await check(fakeRequest(ip(i)));
      }
    }),
  );
  return hits / (Number(process.hrtime.bigint() - start) / 1e9);
}

const many = (i: number) => `10.1.${(i >> 8) & 255}.${i & 255}`;
const one = () => '10.9.9.9';

async function main(): Promise<void> {
  const fresh = await freshPostgresDatabase(serverUrl!, 'rate_bench');
  const handle = await openDatabase({ url: fresh.url });
  try {
    const memory = await limiter();
    const database = await limiter(databaseRateLimitStore(handle.db, memory.app.log));
    // Warm both (JIT, the pool's connections, the table's pages).
    await sequential(memory.check, 20_000);
    await sequential(database.check, 500);

    const rows: Array<[string, string, string]> = [];
    const memorySeq = await sequential(memory.check, 100_000);
    const databaseSeq = await sequential(database.check, 3_000);
    rows.push(['one hit after another, new addresses', `${memorySeq.toFixed(2)} µs`, `${(databaseSeq / 1000).toFixed(3)} ms`]);
    const memoryMany = await concurrent(memory.check, 100_000, 50, many);
    const databaseMany = await concurrent(database.check, 10_000, 50, many);
    rows.push(['50 at a time, many addresses', `${Math.round(memoryMany).toLocaleString('en')} hits/s`, `${Math.round(databaseMany).toLocaleString('en')} hits/s`]);
    const memoryOne = await concurrent(memory.check, 100_000, 50, one);
    const databaseOne = await concurrent(database.check, 10_000, 50, one);
    rows.push(['50 at a time, one address (one row)', `${Math.round(memoryOne).toLocaleString('en')} hits/s`, `${Math.round(databaseOne).toLocaleString('en')} hits/s`]);

    console.log(`\nRate-limit hit, through @fastify/rate-limit's check (pool of 10 connections, PostgreSQL on loopback):\n`);
    console.log('| case | memory store | PostgreSQL store |');
    console.log('|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    console.log(`\nPer hit: ${(databaseSeq / memorySeq).toFixed(0)}× the memory store's time one after another; the database hit is one round trip (one upsert).`);
    await memory.app.close();
    await database.app.close();
  } finally {
    await handle.close();
    await fresh.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
