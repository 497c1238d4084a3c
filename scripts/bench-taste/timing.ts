/** The time to rank a catalogue: medians after a warm-up, wall clock and this process' CPU time. */
import { QUIZ_MAX } from '@vernissage/core/constants';
import { RATING, buildFeatureIndex, chooseRidge, fitCrowd, fitProfile, nextQuizWork, rankIndex, rankWorks, type FeatureIndex, type RatedWork, type TasteFeatures } from '@vernissage/core/taste';
import { derive, sample } from './random.ts';

export interface Timing {
  works: number;
  build: number;
  /** [wall, cpu] medians in ms. */
  all: [number, number];
  head: [number, number];
  reference: number;
  /** [wall, cpu] medians in ms of fitting a profile to REFIT_RATINGS ratings with the crowd as prior. */
  refit: [number, number];
  /** The same for a collector just past the quiz (QUIZ_RATINGS ratings): the fit a rating makes most often. */
  refitQuiz: [number, number];
  /** [wall, cpu] medians in ms of choosing the next quiz work from a pool of QUIZ_MAX after QUIZ_ANSWERS answers. */
  quiz: [number, number];
  /** [wall, cpu] medians in ms of folding the crowd from CROWD_COLLECTORS collectors' ratings, the ridge penalty chosen from them. */
  fold: [number, number];
  /** rankIndex gave rankWorks' order and scores on this catalogue. */
  same: boolean;
}

/** Warm-up: at least this many runs and this long, so the JIT has compiled the ranking first. */
const WARM_UP = 5;
const WARM_UP_MS = 200;
const HEAD = 100;
const RATED = 40;
/** The refit is timed on a long history: a collector well past the quiz. */
const REFIT_RATINGS = 200;
const QUIZ_RATINGS = 20;
/** The crowd the timed profile leans on: this many ratings of random works. */
const CROWD_RATINGS = 5_000;
/** The crowd's ratings as this many collectors' histories, for the timed fold. */
const CROWD_COLLECTORS = 100;
/** The quiz choice is timed at its most expensive: the last choice of a 20-work quiz. */
const QUIZ_ANSWERS = 19;

export function timeCatalogue(works: readonly TasteFeatures[], runs: number, seed: number): Timing {
  const rand = derive(seed, 7, works.length);
  const rated = (count: number): RatedWork[] => Array.from({ length: count }, () => ({ features: works[Math.floor(rand() * works.length)]!, rating: rand() < 0.35 ? RATING.like : RATING.dislike }));
  const everyone = rated(CROWD_RATINGS);
  const crowd = fitCrowd(everyone);
  const collectors = Array.from({ length: CROWD_COLLECTORS }, (_, c) => everyone.filter((_, i) => i % CROWD_COLLECTORS === c));
  const fold = median(Math.min(runs, 5), 1, () => fitCrowd(everyone, [], chooseRidge(collectors)));
  const history = rated(RATED);
  const profile = fitProfile(history, crowd);
  const long = rated(REFIT_RATINGS);
  const refit = median(runs, WARM_UP, () => fitProfile(long, crowd));
  const short = rated(QUIZ_RATINGS);
  const refitQuiz = median(runs, WARM_UP, () => fitProfile(short, crowd));
  const pool = sample(rand, works, QUIZ_MAX);
  const answers = pool.slice(0, QUIZ_ANSWERS).map((w) => ({ features: w, rating: rand() < 0.35 ? RATING.like : RATING.dislike }));
  const asked = answers.map((a) => a.features.id);
  const quiz = median(runs, WARM_UP, () => nextQuizWork(pool, [], asked, answers, crowd));
  const exclude = new Set(sample(rand, works, RATED).map((w) => w.id));
  let index: FeatureIndex = buildFeatureIndex(works);
  const build = median(3, 1, () => {
    index = buildFeatureIndex(works);
  })[0];
  const all = median(runs, WARM_UP, () => rankIndex(index, profile, { exclude }));
  const head = median(runs, WARM_UP, () => rankIndex(index, profile, { exclude, limit: HEAD }));
  const reference = rankWorks(profile, works, exclude);
  const ranked = rankIndex(index, profile, { exclude });
  const same = reference.length === ranked.ids.length && reference.every((r, i) => r.work.id === ranked.ids[i] && r.affinity === ranked.scores[i]);
  const referenceTime = median(3, 1, () => rankWorks(profile, works, exclude))[0];
  return { works: works.length, build, all, head, refit, refitQuiz, quiz, fold, reference: referenceTime, same };
}

function median(runs: number, warmUp: number, fn: () => void): [number, number] {
  const until = performance.now() + (warmUp > 1 ? WARM_UP_MS : 0);
  for (let i = 0; i < warmUp || performance.now() < until; i += 1) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const usage = process.cpuUsage();
    const start = performance.now();
    fn();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
  }
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  return [mid(wall), mid(cpu)];
}
