/**
 * One catalogue's quality run: for each world (one draw of shared taste), a crowd of other
 * collectors makes the crowd profile, then each measured collector takes the quiz and rates their
 * queue, and after the quiz and after 5, 10 and 20 queue ratings the top 10 of our ranking, the
 * crowd order and a random order are scored against the collector's hidden like chances.
 */
import {
  RATING,
  emptyCrowd,
  chooseRidge,
  fitCrowd,
  fitProfile,
  nextCounter,
  nextQuizWork,
  QUIZ_OPENERS,
  rankIndex,
  type CrowdModel,
  type FeatureIndex,
  type RatedWork,
  type TasteFeatures,
} from '@vernissage/core/taste';
import type { Catalogue } from './catalogues.ts';
import { drawCollector, drawWorld, type Collector, type TasteMix } from './collectors.ts';
import { ridgeScores } from './learner.ts';
import { derive, type Rand } from './random.ts';

export const TOP = 10;
/** Queue ratings after the quiz at which the orders are measured. */
export const STAGES = [0, 5, 10, 20] as const;
const QUEUE_RATINGS = STAGES[STAGES.length - 1] as number;
/** The stored queue: the head of the ranking, as the server keeps it between re-ranks. */
const QUEUE_LENGTH = 100;
/** Chance that a crowd collector buys a work they like (a sale weighs SOLD_WEIGHT likes in the crowd profile). */
export const SALE_CHANCE = 0.05;

/** Our ranking, the crowd order, a random order, the reference learner (with --learner) and the best possible. */
export type Order = 'taste' | 'crowd' | 'random' | 'ridge' | 'best';

export interface QualitySettings {
  seed: number;
  mix: TasteMix;
  /** Measured collectors on this catalogue, spread over the worlds. */
  collectors: number;
  /** Other collectors per world whose ratings and purchases make the crowd profile. */
  crowd: number;
  worlds: number;
  /** Also measure the reference learner (learner.ts) on the same answers. */
  learner: boolean;
  /** The product's adaptive quiz from the catalogue's pool, or its fixed 20 in order. */
  adaptive: boolean;
  /**
   * Also score every stage's orders on the same works: those the collector left unrated after
   * the last stage. The usual measure ranks the works still unrated at each stage, so the works
   * a collector rates leave it (mostly liked ones, where the order and their taste agree); this
   * one tells what the ratings taught from what they used up.
   */
  sameWorks: boolean;
}

/** Sums over collectors: NDCG@10 and liked share per stage and order, and per world for the spread. */
export interface Quality {
  orders: Order[];
  collectors: number;
  worlds: number;
  /** [stage][order] → mean. */
  ndcg: Record<number, Partial<Record<Order, number>>>;
  liked: Record<number, Partial<Record<Order, number>>>;
  /** With sameWorks: [stage][order] → mean NDCG@10 over the works unrated after the last stage. */
  sameNdcg?: Record<number, Partial<Record<Order, number>>>;
  /** Per world, the mean NDCG@10 of taste minus crowd and taste minus random, per stage. */
  worldGaps: Array<Record<number, { crowd: number; random: number }>>;
  likeRate: number;
  crowdRatings: number;
  crowdSales: number;
  /** The ridge penalty each world's crowd chose (fitCrowd), in world order. */
  ridges: number[];
}

export function runQuality(catalogue: Catalogue, index: FeatureIndex, settings: QualitySettings): Quality {
  // Every part draws from a stream of its own, so changing the crowd, say, leaves the measured collectors as they were.
  const stream = (...parts: number[]) => derive(settings.seed, catalogue.works.length, ...parts);
  const orders: Order[] = ['taste', 'crowd', 'random', ...(settings.learner ? (['ridge'] as const) : []), 'best'];
  const quality: Quality = {
    orders,
    collectors: 0,
    worlds: settings.worlds,
    ndcg: emptyGrid(orders),
    liked: emptyGrid(orders),
    ...(settings.sameWorks ? { sameNdcg: emptyGrid(orders) } : {}),
    worldGaps: [],
    likeRate: 0,
    crowdRatings: 0,
    crowdSales: 0,
    ridges: [],
  };
  for (let w = 0; w < settings.worlds; w += 1) {
    const world = drawWorld(index, stream(w, 0), settings.mix);
    const sim = new Simulation(catalogue, index, settings.adaptive);

    // The crowd: every other collector's quiz and queue ratings, interleaved in time, then their purchases.
    const journeys: RatedWork[][] = [];
    const sales: TasteFeatures[] = [];
    for (let c = 0; c < settings.crowd; c += 1) {
      const rand = stream(w, 1, c);
      const collector = drawCollector(index, world, settings.mix, rand);
      // The crowd rated before there was much of a crowd: their own queues lean on nobody.
      const history = sim.journey(collector, emptyCrowd());
      for (const entry of history) if (entry.rating === RATING.like && rand() < SALE_CHANCE) sales.push(entry.features);
      journeys.push(history);
    }
    const ratings = interleave(journeys);
    const crowd = fitCrowd(ratings, sales, chooseRidge(journeys));
    quality.crowdRatings += ratings.length / settings.worlds;
    quality.crowdSales += sales.length / settings.worlds;
    quality.ridges.push(crowd.ridge);
    const crowdOrder = sim.positionsOf(rankIndex(index, fitProfile([], crowd), { exclude: catalogue.unavailable }).ids);

    const members = Math.floor(settings.collectors / settings.worlds) + (w < settings.collectors % settings.worlds ? 1 : 0);
    const gaps: Record<number, { crowd: number; random: number }> = {};
    for (const stage of STAGES) gaps[stage] = { crowd: 0, random: 0 };
    for (let c = 0; c < members; c += 1) {
      const collector = drawCollector(index, world, settings.mix, stream(w, 2, c));
      const rand = stream(w, 3, c);
      quality.likeRate += collector.liked.reduce((a, b) => a + b, 0) / index.size;
      const best = sim.bestPositions(collector.chance, TOP + QUEUE_RATINGS + catalogue.quiz.length + catalogue.unavailable.size);
      const scoring: Scoring = { sim, index, catalogue, collector, crowdOrder, best, rand };
      const stageLengths: Record<number, number> = {};
      const answers = sim.journey(collector, crowd, (stage, queue, rated, history) => {
        stageLengths[stage] = history.length;
        const candidate = (p: number) => rated[p] === 0 && !sim.unavailable[p];
        const { tops, idealDcg } = topsAmong(scoring, candidate, history, history.length, () => queue.slice(0, TOP));
        for (const order of orders) {
          const score = measure(tops[order](), collector, idealDcg);
          quality.ndcg[stage]![order]! += score.ndcg;
          quality.liked[stage]![order]! += score.liked;
          if (order === 'taste') {
            gaps[stage]!.crowd += score.ndcg;
            gaps[stage]!.random += score.ndcg;
          } else if (order === 'crowd') gaps[stage]!.crowd -= score.ndcg;
          else if (order === 'random') gaps[stage]!.random -= score.ndcg;
        }
      });
      if (quality.sameNdcg) scoreOnSameWorks(quality.sameNdcg, scoring, crowd, answers, stageLengths, orders);
      quality.collectors += 1;
    }
    if (members > 0) {
      for (const stage of STAGES) {
        gaps[stage]!.crowd /= members;
        gaps[stage]!.random /= members;
      }
      quality.worldGaps.push(gaps);
    }
  }
  for (const grid of [quality.ndcg, quality.liked, ...(quality.sameNdcg ? [quality.sameNdcg] : [])]) for (const stage of STAGES) for (const order of orders) grid[stage]![order]! /= quality.collectors;
  quality.likeRate /= quality.collectors;
  return quality;
}

/** What one collector's orders are scored with. */
interface Scoring {
  sim: Simulation;
  index: FeatureIndex;
  catalogue: Catalogue;
  collector: Collector;
  /** The crowd order and the collector's best works, as positions. */
  crowdOrder: readonly number[];
  best: readonly number[];
  rand: Rand;
}

/**
 * Each order's top ten among the candidates, our ranking's given, and the ideal top ten's DCG.
 * `rated` is how many works the candidates leave out as rated: the learner's list is that much
 * longer, so ten candidates are left.
 */
function topsAmong(s: Scoring, candidate: (p: number) => boolean, answers: readonly RatedWork[], rated: number, taste: () => number[]): { tops: Record<Order, () => number[]>; idealDcg: number } {
  const ideal = s.best.filter(candidate).slice(0, TOP);
  return {
    idealDcg: dcg(ideal, s.collector.chance),
    tops: {
      taste,
      crowd: () => firstWhere(s.crowdOrder, candidate, TOP),
      random: () => s.sim.randomCandidates(s.rand, candidate, TOP),
      ridge: () => s.sim.bestPositions(ridgeScores(s.index, answers), TOP + rated + s.catalogue.unavailable.size).filter(candidate).slice(0, TOP),
      best: () => ideal,
    },
  };
}

/**
 * Adds each stage's NDCG@10 over the works the collector left unrated after the last stage, each
 * order as it stood at that stage (`stageLengths`: how many of the answers each stage had).
 */
function scoreOnSameWorks(
  grid: Record<number, Partial<Record<Order, number>>>,
  s: Scoring,
  crowd: CrowdModel,
  answers: readonly RatedWork[],
  stageLengths: Record<number, number>,
  orders: readonly Order[],
): void {
  const ratedIds = new Set(answers.map((answer) => answer.features.id));
  const candidate = (p: number) => !ratedIds.has(s.index.ids[p] as number) && !s.sim.unavailable[p];
  const exclude = new Set([...s.catalogue.unavailable, ...ratedIds]);
  for (const stage of STAGES) {
    const then = answers.slice(0, stageLengths[stage]);
    const taste = () => s.sim.positionsOf(rankIndex(s.index, fitProfile(then, crowd), { exclude, limit: TOP }).ids);
    const { tops, idealDcg } = topsAmong(s, candidate, then, ratedIds.size, taste);
    for (const order of orders) grid[stage]![order]! += measure(tops[order](), s.collector, idealDcg).ndcg;
  }
}

class Simulation {
  readonly unavailable: Uint8Array;
  private readonly rateable: number[];

  constructor(
    private readonly catalogue: Catalogue,
    private readonly index: FeatureIndex,
    private readonly adaptive: boolean,
  ) {
    this.unavailable = new Uint8Array(index.size);
    for (const id of catalogue.unavailable) this.unavailable[this.position(id)] = 1;
    this.rateable = [];
    for (let p = 0; p < index.size; p += 1) if (this.unavailable[p] === 0) this.rateable.push(p);
  }

  position(id: number): number {
    return this.index.positionOf.get(id) as number;
  }

  positionsOf(ids: Int32Array): number[] {
    return Array.from(ids, (id) => this.position(id));
  }

  /**
   * The product's journey: the quiz in its order, then the stored queue rated from its head,
   * the profile re-folded and the queue re-ranked every fifth rating (the counter rule).
   * `atStage` sees the queue in force after the quiz and after each stage's rating; a crowd
   * collector has none, and skips the last re-rank, which only a measurement would look at.
   */
  journey(collector: Collector, crowd: CrowdModel, atStage?: (stage: number, queue: number[], rated: Uint8Array, history: readonly RatedWork[]) => void): RatedWork[] {
    const history: RatedWork[] = [];
    const rated = new Uint8Array(this.index.size);
    const exclude = new Set(this.catalogue.unavailable);
    const rate = (position: number) => {
      const id = this.index.ids[position] as number;
      history.push({ features: this.catalogue.works[id - 1] as TasteFeatures, rating: collector.liked[position] === 1 ? RATING.like : RATING.dislike });
      rated[position] = 1;
      exclude.add(id);
    };
    const rank = () => {
      const profile = fitProfile(history, crowd);
      return this.positionsOf(rankIndex(this.index, profile, { exclude, limit: QUEUE_LENGTH }).ids);
    };

    if (this.adaptive) {
      const openers = this.catalogue.pool.slice(0, QUIZ_OPENERS).map((work) => work.id);
      const asked: number[] = [];
      for (let next = nextQuizWork(this.catalogue.pool, openers, asked, history, crowd); next; next = nextQuizWork(this.catalogue.pool, openers, asked, history, crowd)) {
        asked.push(next.id);
        rate(this.position(next.id));
      }
    } else for (const work of this.catalogue.quiz) rate(this.position(work.id));
    let queue = rank();
    atStage?.(0, queue, rated, history);
    let counter = 0;
    for (let n = 1; n <= QUEUE_RATINGS; n += 1) {
      rate(queue.shift() as number);
      const next = nextCounter(counter);
      counter = next.counter;
      if (next.rerank && (atStage !== undefined || n < QUEUE_RATINGS)) queue = rank();
      if (atStage !== undefined && (STAGES as readonly number[]).includes(n)) atStage(n, queue, rated, history);
    }
    return history;
  }

  /** The available positions with the highest values, best first (ties: lower position). */
  bestPositions(chance: Float64Array, count: number): number[] {
    const top: number[] = [];
    for (const p of this.rateable) {
      const c = chance[p] as number;
      if (top.length === count && c <= (chance[top[count - 1] as number] as number)) continue;
      let at = top.length;
      while (at > 0 && (chance[top[at - 1] as number] as number) < c) at -= 1;
      top.splice(at, 0, p);
      if (top.length > count) top.pop();
    }
    return top;
  }

  randomCandidates(rand: Rand, candidate: (p: number) => boolean, count: number): number[] {
    const out = new Set<number>();
    while (out.size < count) {
      const p = this.rateable[Math.floor(rand() * this.rateable.length)] as number;
      if (candidate(p)) out.add(p);
    }
    return [...out];
  }
}

function emptyGrid(orders: readonly Order[]): Record<number, Partial<Record<Order, number>>> {
  return Object.fromEntries(STAGES.map((stage) => [stage, Object.fromEntries(orders.map((order) => [order, 0]))]));
}

/** Rating k of every crowd collector before rating k + 1 of any: they rate over the same weeks. */
function interleave(journeys: readonly RatedWork[][]): RatedWork[] {
  const out: RatedWork[] = [];
  const longest = Math.max(0, ...journeys.map((j) => j.length));
  for (let k = 0; k < longest; k += 1) for (const journey of journeys) if (k < journey.length) out.push(journey[k] as RatedWork);
  return out;
}

function firstWhere(order: readonly number[], keep: (p: number) => boolean, count: number): number[] {
  const out: number[] = [];
  for (const p of order) {
    if (out.length === count) break;
    if (keep(p)) out.push(p);
  }
  return out;
}

/** DCG@10 with the like chance as the gain. */
function dcg(positions: readonly number[], chance: Float64Array): number {
  let sum = 0;
  positions.forEach((p, r) => {
    sum += (chance[p] as number) / Math.log2(r + 2);
  });
  return sum;
}

function measure(positions: readonly number[], collector: Collector, idealDcg: number): { ndcg: number; liked: number } {
  let likes = 0;
  for (const p of positions) likes += collector.liked[p] as number;
  return { ndcg: idealDcg > 0 ? dcg(positions, collector.chance) / idealDcg : 0, liked: likes / TOP };
}

