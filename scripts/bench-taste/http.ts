// npm run bench:taste-http [-- --crowd 60 --collectors 60 --seed 2026 --taste personal --refold 20]
// The taste engine measured as a client meets it: the production server (`npm run build`
// first) on a fresh embedded database with the demo catalogue, and simulated collectors (the
// hidden tastes of bench:taste, collectors.ts) who sign up, take the quiz and rate their gallery
// queue through the HTTP API only. A crowd of collectors goes first, one after another; then each
// measured collector takes the quiz and rates 15 works of their queue, and after the quiz and
// after 5, 10 and 15 ratings NDCG@10 is printed for the queue's order, the crowd's order (GET
// /api/taste/crowd, the visitors' gallery), a random order and the reference learner on the same
// answers, each over the works the collector has not rated that are for sale. --refold sets the
// server's CROWD_REFOLD_RATINGS (0: the crowd is folded only every five minutes). Sign-ups wait
// for the captcha's limit of 60 challenges a minute from one address, so a run takes minutes.
import { parseArgs } from 'node:util';
import { RATING, buildFeatureIndex, type RatedWork } from '@vernissage/core/taste';
import { signUp, takeQuizThroughApi } from '../bench-http/collectors.ts';
import { startProduct } from '../bench-http/processes.ts';
import { demoCatalogue } from './catalogues.ts';
import { TASTES, drawCollector, drawWorld, type Collector } from './collectors.ts';
import { ridgeScores } from './learner.ts';
import { derive, type Rand } from './random.ts';

const { values: flags } = parseArgs({
  options: {
    crowd: { type: 'string', default: '60' },
    collectors: { type: 'string', default: '60' },
    seed: { type: 'string', default: '2026' },
    taste: { type: 'string', default: 'personal' },
    refold: { type: 'string', default: '20' },
    port: { type: 'string', default: '3197' },
  },
});
const mix = TASTES[flags.taste];
if (!mix) throw new Error(`--taste must be one of ${Object.keys(TASTES).join(', ')}`);
const SEED = Number(flags.seed);
const STAGES = [0, 5, 10, 15] as const;
const TOP = 10;
const ORDERS = ['taste', 'crowd', 'random', 'ridge'] as const;
type Order = (typeof ORDERS)[number];

const catalogue = demoCatalogue();
const index = buildFeatureIndex(catalogue.works);
const world = drawWorld(index, derive(SEED, 0), mix);

interface Client {
  base: string;
  cookie: string;
}

async function call<T>(client: Client, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${client.base}${path}`, {
    method,
    headers: { cookie: client.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (res.status >= 500) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return { status: res.status, json };
}

/** A new account; the captcha's challenges are limited to 60 a minute from one address, so a refusal waits. */
async function account(base: string, n: number): Promise<Client> {
  for (;;) {
    try {
      return { base, cookie: await signUp(base, n) };
    } catch (error) {
      if (!String(error).includes(': 429 ')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

const likes = (collector: Collector, id: number) => collector.liked[index.positionOf.get(id)!] === 1;

/** Takes the quiz as the collector's taste answers it; their answers in order. */
async function takeQuiz(client: Client, collector: Collector): Promise<RatedWork[]> {
  const answered = await takeQuizThroughApi(client.base, client.cookie, (id) => likes(collector, id));
  return answered.map(({ id, liked }) => ({ features: catalogue.works[id - 1]!, rating: liked ? RATING.like : RATING.dislike }));
}

type Listed = { items: Array<{ work: { id: number; sold: number }; rating: number | null }> };

/** The works of an answer's order that are for sale and not rated by the collector, in order. */
const candidates = (listed: Listed, rated: ReadonlySet<number>) => listed.items.filter((item) => item.work.sold === 0 && !rated.has(item.work.id)).map((item) => item.work.id);

/** Rates the first unrated work of the queue `count` times, as the collector's taste answers. */
async function rateQueue(client: Client, collector: Collector, answers: RatedWork[], count: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    const rated = new Set(answers.map((answer) => answer.features.id));
    const [id] = candidates((await call<Listed>(client, 'GET', '/api/taste/queue')).json, rated);
    if (id === undefined) return;
    const liked = likes(collector, id);
    const answer = await call(client, 'POST', '/api/ratings', { artworkId: id, rating: liked ? 1 : -1 });
    if (answer.status !== 200) throw new Error(`rating ${id}: ${answer.status}`);
    answers.push({ features: catalogue.works[id - 1]!, rating: liked ? RATING.like : RATING.dislike });
  }
}

/** DCG@10 with the like chance as the gain. */
function dcg(ids: readonly number[], collector: Collector): number {
  return ids.slice(0, TOP).reduce((sum, id, r) => sum + collector.chance[index.positionOf.get(id)!]! / Math.log2(r + 2), 0);
}

function shuffled(ids: readonly number[], rand: Rand): number[] {
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Each order's NDCG@10 over the collector's unrated works for sale, as the server answers now. */
async function scores(client: Client, collector: Collector, answers: readonly RatedWork[], rand: Rand): Promise<Record<Order, number>> {
  const rated = new Set(answers.map((answer) => answer.features.id));
  const [queue, crowd] = await Promise.all([call<Listed>(client, 'GET', '/api/taste/queue'), call<Listed>(client, 'GET', '/api/taste/crowd')]);
  const open = catalogue.works.map((work) => work.id).filter((id) => !rated.has(id) && !catalogue.unavailable.has(id));
  const chance = (id: number) => collector.chance[index.positionOf.get(id)!]!;
  const ideal = dcg([...open].sort((a, b) => chance(b) - chance(a)), collector);
  const ridge = ridgeScores(index, answers);
  const orders: Record<Order, number[]> = {
    taste: candidates(queue.json, rated),
    crowd: candidates(crowd.json, rated),
    random: shuffled(open, rand),
    ridge: [...open].sort((a, b) => ridge[index.positionOf.get(b)!]! - ridge[index.positionOf.get(a)!]!),
  };
  return Object.fromEntries(ORDERS.map((order) => [order, dcg(orders[order], collector) / ideal])) as Record<Order, number>;
}

const started = Date.now();
const product = await startProduct(Number(flags.port), undefined, { CROWD_REFOLD_RATINGS: flags.refold });
try {
  for (let c = 0; c < Number(flags.crowd); c += 1) {
    const collector = drawCollector(index, world, mix, derive(SEED, 1, c));
    const client = await account(product.url, c);
    await rateQueue(client, collector, await takeQuiz(client, collector), 15);
  }
  const crowdDone = Date.now();
  const sums = Object.fromEntries(STAGES.map((stage) => [stage, Object.fromEntries(ORDERS.map((order) => [order, 0]))])) as Record<number, Record<Order, number>>;
  const measured = Number(flags.collectors);
  for (let c = 0; c < measured; c += 1) {
    const collector = drawCollector(index, world, mix, derive(SEED, 2, c));
    const rand = derive(SEED, 3, c);
    const client = await account(product.url, 10_000 + c);
    const answers = await takeQuiz(client, collector);
    for (const [s, stage] of STAGES.entries()) {
      if (s > 0) await rateQueue(client, collector, answers, stage - STAGES[s - 1]!);
      const score = await scores(client, collector, answers, rand);
      for (const order of ORDERS) sums[stage]![order] += score[order] / measured;
    }
  }
  console.log(
    `\nbench:taste-http: demo catalogue through the HTTP API (${product.driver}), ${flags.taste} taste, seed ${SEED}, ` +
      `CROWD_REFOLD_RATINGS=${flags.refold}; a crowd of ${flags.crowd} in ${((crowdDone - started) / 1000).toFixed(0)} s, then ${measured} measured in ${((Date.now() - crowdDone) / 1000).toFixed(0)} s\n`,
  );
  console.log('| stage | taste | crowd | random | ridge | taste − crowd | crowd − random | taste − ridge |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const stage of STAGES) {
    const row = sums[stage]!;
    const cells = [row.taste, row.crowd, row.random, row.ridge, row.taste - row.crowd, row.crowd - row.random, row.taste - row.ridge].map((value) => value.toFixed(3));
    console.log(`| ${stage === 0 ? 'after the quiz' : `+${stage} ratings`} | ${cells.join(' | ')} |`);
  }
} finally {
  await product.stop();
}
