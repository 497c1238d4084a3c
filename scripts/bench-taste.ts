/**
 * The taste benchmark (TASTE.md, 'Measuring it'): how well the taste ranking puts a collector's
 * likes first, against the crowd order and a random order, and how long ranking a catalogue
 * takes. Seeded: the quality figures repeat exactly; the timings depend on the machine.
 *
 *   npm run bench:taste
 */
import { availableParallelism, loadavg } from 'node:os';
import { DEMO_SEED, generateCatalogue } from '@vernissage/catalogue';
import { materialKeys, type MaterialKey } from '@vernissage/core/lookups';
import {
  POLE_LEAN,
  RATING,
  buildFeatureIndex,
  crowdProfile,
  foldProfile,
  nextCounter,
  rankIndex,
  rankWorks,
  type FeatureIndex,
  type RatedWork,
  type TasteFeatures,
  type TasteProfile,
} from '@vernissage/core/taste';

const SEED = 2026;
const TOP = 10;
const QUIZ_SIZE = 20;
/** Queue ratings after the quiz: four batches of five, each followed by a re-rank. */
const QUEUE_RATINGS = 20;
const CROWD_COLLECTORS = 80;
const CROWD_RATINGS_EACH = 40;
/** Chance that a liked work seen by the crowd was bought (a sale weighs ten likes). */
const SALE_CHANCE = 0.05;
const DAY = 86_400_000;

/** The simulated collectors' hidden taste. */
const SIM = {
  /** A collector's weight for a value is SHARED·(everyone's) + OWN·(their own), both standard normal. */
  shared: 0.7,
  own: 0.7,
  /** Utility = colour mean, best subject, material mean and formal closeness, weighed so. */
  weights: { colour: 0.2, subject: 0.25, material: 0.2, formal: 0.7 },
  /** How far from a collector's ideal position a work still pleases (the bell's width). */
  formalWidth: 0.25,
  /** Like chance = logistic(slope·(z − shift)) of the utility's z-score: about a third of works liked. */
  slope: 2.2,
  shift: 0.6,
} as const;

// ---------- seeded randomness ----------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = () => number;
const int = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const gauss = (rand: Rand) => (rand() + rand() + rand() + rand() - 2) * 1.732;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
function sample<T>(rand: Rand, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0] as T);
  return out;
}

// ---------- catalogues ----------

interface Catalogue {
  name: string;
  works: TasteFeatures[];
  quiz: TasteFeatures[];
}

function demoCatalogue(): Catalogue {
  const demo = generateCatalogue(DEMO_SEED);
  const byKey = new Map<string, TasteFeatures>();
  const works = demo.artworks.map((w, i) => {
    const features: TasteFeatures = {
      id: i + 1,
      colours: w.colours,
      subjects: w.subjects,
      materials: materialKeys(w.mediums, w.surfaces),
      formal: w.formal,
      listedAt: -w.listedDaysAgo * DAY,
    };
    byKey.set(w.key, features);
    return features;
  });
  // The product's own quiz: the catalogue's curated 20, chosen to cover the attribute space.
  return { name: 'demo', works, quiz: demo.quiz.map((key) => byKey.get(key) as TasteFeatures) };
}

/** Works drawn from a dozen latent styles, each with its own palette, subjects, materials and formal look. */
function syntheticCatalogue(size: number, seed: number): Catalogue {
  const rand = mulberry32(seed);
  const styles = Array.from({ length: 12 }, () => ({
    colours: sample(rand, range(1, 18), 4),
    subjects: sample(rand, range(1, 80), 8),
    mediums: sample(rand, range(1, 27), 3),
    surfaces: sample(rand, range(14, 33), 2),
    centre: Array.from({ length: 15 }, () => 0.1 + 0.8 * rand()),
  }));
  const works: TasteFeatures[] = [];
  for (let i = 0; i < size; i += 1) {
    const style = styles[Math.floor(rand() * styles.length)] as (typeof styles)[number];
    const pickFrom = (own: number[], all: number[], count: number) =>
      [...new Set(Array.from({ length: count }, () => (rand() < 0.8 ? own[Math.floor(rand() * own.length)] : all[Math.floor(rand() * all.length)]) as number))];
    const formal: Record<number, number> = {};
    for (let axis = 1; axis <= 14; axis += 1) {
      if (rand() < 0.85) formal[axis] = Math.round(100 * clamp01((style.centre[axis] as number) + 0.15 * gauss(rand))) / 100;
    }
    works.push({
      id: i + 1,
      colours: pickFrom(style.colours, range(1, 18), int(rand, 1, 4)),
      subjects: pickFrom(style.subjects, range(1, 80), int(rand, 2, 4)),
      materials: materialKeys(pickFrom(style.mediums, range(1, 27), int(rand, 1, 2)), pickFrom(style.surfaces, range(14, 33), 1)),
      formal,
      listedAt: -int(rand, 0, 400) * DAY,
    });
  }
  return { name: `synthetic ${size.toLocaleString('en-US')}`, works, quiz: coverageQuiz(works) };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * A fixed, diverse quiz: greedily the work adding the most not yet covered (formal poles,
 * colours, subjects, materials), looking at the first few thousand works of a large catalogue.
 */
function coverageQuiz(works: readonly TasteFeatures[]): TasteFeatures[] {
  const pool = works.slice(0, 3000);
  const covered = new Set<string>();
  const keysOf = (w: TasteFeatures) => [
    ...w.colours.map((c) => `c${c}`),
    ...w.subjects.map((s) => `s${s}`),
    ...w.materials.map((m) => `m${m}`),
    ...Object.entries(w.formal).filter(([, v]) => Math.abs(v - 0.5) >= POLE_LEAN).map(([axis, v]) => `f${axis}:${v < 0.5 ? 0 : 1}`),
  ];
  const weight = (key: string) => (key.startsWith('f') ? 3 : key.startsWith('c') ? 2 : 0.6);
  const quiz: TasteFeatures[] = [];
  while (quiz.length < QUIZ_SIZE) {
    let best = pool[0] as TasteFeatures;
    let bestGain = -1;
    for (const w of pool) {
      if (quiz.includes(w)) continue;
      const gain = keysOf(w).reduce((sum, key) => sum + (covered.has(key) ? 0 : weight(key)), 0);
      if (gain > bestGain) [best, bestGain] = [w, gain];
    }
    quiz.push(best);
    for (const key of keysOf(best)) covered.add(key);
  }
  return quiz;
}

// ---------- simulated collectors ----------

/** Hidden taste: a weight per colour, subject and material, and an ideal position and importance per axis. */
interface HiddenTaste {
  colour: Float64Array;
  subject: Float64Array;
  material: Map<MaterialKey, number>;
  ideal: Float64Array;
  importance: Float64Array;
}

const MATERIALS = materialKeys(range(1, 27), range(14, 33));

/**
 * Collectors share part of their taste (what makes a crowd order better than chance) and hold
 * the rest as their own. The utility is deliberately not the engine's formula: subjects count
 * by the best one, and formal closeness is a bell weighed by how much each axis matters to the
 * collector. The like itself is a coin toss on the utility's standing, so taste is never certain.
 */
function sharedTaste(rand: Rand): HiddenTaste {
  return {
    colour: Float64Array.from({ length: 19 }, () => gauss(rand)),
    subject: Float64Array.from({ length: 81 }, () => gauss(rand)),
    material: new Map(MATERIALS.map((m) => [m, gauss(rand)])),
    ideal: Float64Array.from({ length: 15 }, () => gauss(rand)),
    importance: Float64Array.from({ length: 15 }, () => rand() ** 2),
  };
}

function collectorTaste(rand: Rand, shared: HiddenTaste): HiddenTaste {
  const mix = (s: number) => SIM.shared * s + SIM.own * gauss(rand);
  return {
    colour: shared.colour.map(mix),
    subject: shared.subject.map(mix),
    material: new Map([...shared.material].map(([m, s]) => [m, mix(s)])),
    ideal: shared.ideal.map((s) => clamp01(0.5 + 0.3 * mix(s))),
    importance: shared.importance.map((s) => clamp01(0.5 * s + 0.5 * rand() ** 2)),
  };
}

function utility(taste: HiddenTaste, w: TasteFeatures): number {
  const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
  const colour = mean(w.colours.map((c) => taste.colour[c] ?? 0));
  const subject = w.subjects.length === 0 ? 0 : Math.max(...w.subjects.map((s) => taste.subject[s] ?? 0));
  const material = mean(w.materials.map((m) => taste.material.get(m) ?? 0));
  const axes = Object.entries(w.formal).map(([axis, v]) => {
    const a = Number(axis);
    return (taste.importance[a] ?? 0) * (2 * Math.exp(-((((taste.ideal[a] ?? 0.5) - v) / SIM.formalWidth) ** 2)) - 1);
  });
  const { weights } = SIM;
  return weights.colour * colour + weights.subject * subject + weights.material * material + weights.formal * mean(axes);
}

/** The mean and spread of a collector's utilities, so a like chance can say where a work stands. */
function spread(utilities: Float64Array): { mean: number; sd: number } {
  let sum = 0;
  let squares = 0;
  for (const u of utilities) {
    sum += u;
    squares += u * u;
  }
  const mean = sum / utilities.length;
  return { mean, sd: Math.sqrt(Math.max(1e-12, squares / utilities.length - mean * mean)) };
}

/** A like grows likelier with the work's standing among the collector's utilities. */
function likeChance(u: number, { mean, sd }: { mean: number; sd: number }): number {
  return 1 / (1 + Math.exp(-SIM.slope * ((u - mean) / sd - SIM.shift)));
}

// ---------- measures ----------

interface Scores {
  ndcg: number;
  liked: number;
}

function measure(topIds: ArrayLike<number>, chance: Float64Array, liked: Uint8Array, idealDcg: number): Scores {
  let dcg = 0;
  let likes = 0;
  for (let r = 0; r < Math.min(TOP, topIds.length); r += 1) {
    const i = (topIds[r] as number) - 1;
    dcg += (chance[i] as number) / Math.log2(r + 2);
    likes += liked[i] as number;
  }
  return { ndcg: idealDcg > 0 ? dcg / idealDcg : 0, liked: likes / TOP };
}

/** The best possible first ten among the unrated works, by like chance. */
function idealTop(chance: Float64Array, rated: ReadonlySet<number>): number[] {
  const top: number[] = [];
  const at = (id: number) => chance[id - 1] as number;
  for (let id = 1; id <= chance.length; id += 1) {
    if (rated.has(id) || (top.length === TOP && at(id) <= at(top[TOP - 1] as number))) continue;
    const place = top.findIndex((other) => at(other) < at(id));
    top.splice(place === -1 ? top.length : place, 0, id);
    if (top.length > TOP) top.pop();
  }
  return top;
}

function dcgOf(topIds: readonly number[], chance: Float64Array): number {
  return topIds.reduce((sum, id, r) => sum + (chance[id - 1] as number) / Math.log2(r + 2), 0);
}

// ---------- one catalogue ----------

const STAGES = ['after the quiz', `after ${QUEUE_RATINGS / 5} batches`] as const;
const ORDERS = ['taste', 'crowd', 'random', 'ideal'] as const;
type Tally = Record<(typeof STAGES)[number], Record<(typeof ORDERS)[number], Scores>>;

function runCatalogue(catalogue: Catalogue, collectors: number, seed: number): Tally {
  const rand = mulberry32(seed);
  const { works } = catalogue;
  const index = buildFeatureIndex(works);
  const shared = sharedTaste(rand);

  // The crowd: other collectors' likes and dislikes of works they came across, and their purchases.
  const crowdRatings: RatedWork[] = [];
  const sales: TasteFeatures[] = [];
  for (let c = 0; c < CROWD_COLLECTORS; c += 1) {
    const taste = collectorTaste(rand, shared);
    const seen = [...catalogue.quiz, ...Array.from({ length: CROWD_RATINGS_EACH - QUIZ_SIZE }, () => works[Math.floor(rand() * works.length)] as TasteFeatures)];
    // Where a work stands for this collector is judged against a sample of the catalogue.
    const standing = spread(Float64Array.from({ length: 400 }, () => utility(taste, works[Math.floor(rand() * works.length)] as TasteFeatures)));
    seen.forEach((w) => {
      const like = rand() < likeChance(utility(taste, w), standing);
      crowdRatings.push({ features: w, rating: like ? RATING.like : RATING.dislike });
      if (like && rand() < SALE_CHANCE) sales.push(w);
    });
  }
  const crowd = crowdProfile(crowdRatings, sales);

  const zero = (): Scores => ({ ndcg: 0, liked: 0 });
  const tally = Object.fromEntries(STAGES.map((s) => [s, Object.fromEntries(ORDERS.map((o) => [o, zero()]))])) as Tally;
  const add = (into: Scores, s: Scores) => {
    into.ndcg += s.ndcg / collectors;
    into.liked += s.liked / collectors;
  };

  for (let c = 0; c < collectors; c += 1) {
    const taste = collectorTaste(rand, shared);
    const utilities = Float64Array.from(works, (w) => utility(taste, w));
    const standing = spread(utilities);
    const chance = utilities.map((u) => likeChance(u, standing));
    const liked = Uint8Array.from(chance, (p) => (rand() < p ? 1 : 0));
    const history: RatedWork[] = [];
    const rated = new Set<number>();
    const rate = (w: TasteFeatures) => {
      history.push({ features: w, rating: liked[w.id - 1] === 1 ? RATING.like : RATING.dislike });
      rated.add(w.id);
    };

    const record = (stage: (typeof STAGES)[number], profile: TasteProfile) => {
      const ideal = idealTop(chance, rated);
      const idealDcg = dcgOf(ideal, chance);
      const unrated = works.filter((w) => !rated.has(w.id)).map((w) => w.id);
      add(tally[stage].taste, measure(rankIndex(index, profile, { exclude: rated, limit: TOP }).ids, chance, liked, idealDcg));
      add(tally[stage].crowd, measure(rankIndex(index, crowd, { exclude: rated, limit: TOP }).ids, chance, liked, idealDcg));
      add(tally[stage].random, measure(sample(rand, unrated, TOP), chance, liked, idealDcg));
      add(tally[stage].ideal, measure(ideal, chance, liked, idealDcg));
    };

    for (const w of catalogue.quiz) rate(w);
    let profile = foldProfile(history);
    record(STAGES[0], profile);

    // The gallery queue: the stored order is rated from its head; every fifth rating re-folds and re-ranks.
    let queue = [...rankIndex(index, profile, { exclude: rated, limit: 5 }).ids];
    let counter = 0;
    for (let n = 0; n < QUEUE_RATINGS; n += 1) {
      rate(works[(queue.shift() as number) - 1] as TasteFeatures);
      const next = nextCounter(counter);
      counter = next.counter;
      if (next.rerank) {
        profile = foldProfile(history);
        queue = [...rankIndex(index, profile, { exclude: rated, limit: 5 }).ids];
      }
    }
    record(STAGES[1], profile);
  }
  return tally;
}

// ---------- timing ----------

function median(runs: number, fn: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

function timeCatalogue(works: readonly TasteFeatures[], rand: Rand): string[] {
  const profile = foldProfile(sample(rand, works, 40).map((w) => ({ features: w, rating: rand() < 0.4 ? RATING.like : RATING.dislike })));
  const exclude = new Set(sample(rand, works, 40).map((w) => w.id));
  let index: FeatureIndex = buildFeatureIndex(works);
  const build = median(5, () => {
    index = buildFeatureIndex(works);
  });
  const all = median(11, () => rankIndex(index, profile, { exclude }));
  const head = median(11, () => rankIndex(index, profile, { exclude, limit: 100 }));
  const reference = median(3, () => rankWorks(profile, works, exclude));
  return [works.length.toLocaleString('en-US'), ms(build), ms(all), ms(head), ms(reference)];
}

const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

// ---------- main ----------

const started = performance.now();
const catalogues: Array<{ catalogue: Catalogue; collectors: number }> = [
  { catalogue: demoCatalogue(), collectors: 200 },
  { catalogue: syntheticCatalogue(1_000, SEED + 1), collectors: 200 },
  { catalogue: syntheticCatalogue(10_000, SEED + 2), collectors: 100 },
  { catalogue: syntheticCatalogue(100_000, SEED + 3), collectors: 30 },
];

const quality: string[][] = [];
catalogues.forEach(({ catalogue, collectors }, i) => {
  const tally = runCatalogue(catalogue, collectors, SEED + 100 + i);
  for (const stage of STAGES) {
    const t = tally[stage];
    quality.push([
      catalogue.name,
      String(collectors),
      stage,
      t.taste.ndcg.toFixed(3),
      t.crowd.ndcg.toFixed(3),
      t.random.ndcg.toFixed(3),
      pct(t.taste.liked),
      pct(t.crowd.liked),
      pct(t.random.liked),
      pct(t.ideal.liked),
    ]);
  }
});

// Other work on the machine slows the timings (not the quality figures); the load says how much.
const [load1] = loadavg();
const timing = catalogues.map(({ catalogue }, i) => timeCatalogue(catalogue.works, mulberry32(SEED + 200 + i)));

console.log(`Taste benchmark (seed ${SEED}); quiz of ${QUIZ_SIZE}, then ${QUEUE_RATINGS} queue ratings re-ranked every 5`);
console.log(`Crowd: ${CROWD_COLLECTORS} other collectors x ${CROWD_RATINGS_EACH} ratings, a sale weighing 10 likes. Top ${TOP} of the unrated works.\n`);
console.log(
  table(['catalogue', 'collectors', 'measured', 'NDCG taste', 'crowd', 'random', 'liked taste', 'crowd', 'random', 'best possible'], quality),
);
console.log(
  `\nTime (median of 5 builds, 11 rankings, 3 plain rankings; 40 works excluded) on ${availableParallelism()} cores, Node ${process.version}, load average ${(load1 ?? 0).toFixed(1)}\n`,
);
console.log(table(['works', 'build index', 'rankIndex all', 'rankIndex top 100', 'rankWorks all'], timing));
console.log(`\nWhole run: ${((performance.now() - started) / 1000).toFixed(1)} s`);
