/**
 * The catalogues the benchmark ranks: the demo catalogue (with its own curated quiz) and
 * synthetic ones of any size (with a quiz picked the way an admin would, for coverage).
 */
import { DEMO_SEED, chooseQuiz, generateCatalogue } from '@vernissage/catalogue';
import { QUIZ_MAX, QUIZ_SIZE } from '@vernissage/core/constants';
import { FORMAL_CATEGORIES, materialKeys } from '@vernissage/core/lookups';
import type { TasteFeatures } from '@vernissage/core/taste';
import { derive, gauss, int, range, sample } from './random.ts';

export const DEMO_SIZE = 255;
const DAY = 86_400_000;
/** A position within this distance of 0 or 1 reaches that pole (the demo quiz uses the same reach). */
const POLE_REACH = 0.25;
/** The synthetic quiz is picked from this many works, as an admin looks through a page of them, not 100,000. */
const QUIZ_POOL = 5_000;

export interface Catalogue {
  name: string;
  /** Ids are 1…n, so a work's id − 1 is its place in this array. */
  works: TasteFeatures[];
  /** The fixed 20 the admin picked, asked in order (--quiz admin). */
  quiz: TasteFeatures[];
  /** The adaptive quiz's pool: the admin's picks for coverage, about 60 works; its first QUIZ_OPENERS open every quiz. */
  pool: TasteFeatures[];
  /** Works no longer for sale: never in a queue, never measured. */
  unavailable: ReadonlySet<number>;
  /** What the quiz covers, e.g. '18/18 colours, 28/28 poles'. */
  quizCoverage: string;
}

/** The demo catalogue (255 works) and the product's own quiz for it: the admin's curated 20. */
export function demoCatalogue(): Catalogue {
  const demo = generateCatalogue(DEMO_SEED);
  const idOf = new Map(demo.artworks.map((w, i) => [w.key, i + 1]));
  const works = demo.artworks.map(
    (w, i): TasteFeatures => ({
      id: i + 1,
      colours: w.colours,
      subjects: w.subjects,
      materials: materialKeys(w.mediums, w.surfaces),
      formal: w.formal,
      listedAt: -w.listedDaysAgo * DAY,
    }),
  );
  const quiz = demo.quiz.slice(0, QUIZ_SIZE).map((key) => works[(idOf.get(key) as number) - 1] as TasteFeatures);
  const pool = chooseQuiz(demo.artworks, QUIZ_MAX).map((key) => works[(idOf.get(key) as number) - 1] as TasteFeatures);
  const unavailable = new Set(demo.artworks.flatMap((w, i) => (w.sold === 0 ? [] : [i + 1])));
  return { name: `demo ${DEMO_SIZE}`, works, quiz, pool, unavailable, quizCoverage: coverage(quiz, works) };
}

/**
 * Works drawn from latent styles, as a marketplace's catalogue clusters: each style has its
 * palette, subjects, materials and formal look, and a work takes most of its values from its
 * style and some from anywhere. A larger catalogue holds more styles (13 for 1,000 works, 27
 * for 10,000, 40 for 100,000).
 */
export function syntheticCatalogue(size: number, seed: number): Catalogue {
  const rand = derive(seed, 1, size);
  const styleCount = Math.max(4, Math.round(4 * Math.log2(size / 100)));
  const axes = FORMAL_CATEGORIES.map((axis) => axis.id);
  const styles = Array.from({ length: styleCount }, () => ({
    colours: sample(rand, range(1, 18), 4),
    subjects: sample(rand, range(1, 80), 8),
    mediums: sample(rand, range(1, 27), 3),
    surfaces: sample(rand, range(14, 33), 2),
    centre: new Map(axes.map((axis) => [axis, 0.1 + 0.8 * rand()])),
  }));
  const works: TasteFeatures[] = [];
  for (let i = 0; i < size; i += 1) {
    const style = styles[Math.floor(rand() * styles.length)] as (typeof styles)[number];
    const pick = (own: number[], all: number[], count: number) =>
      [...new Set(Array.from({ length: count }, () => (rand() < 0.8 ? own[Math.floor(rand() * own.length)] : all[Math.floor(rand() * all.length)]) as number))];
    const formal: Record<number, number> = {};
    for (const axis of axes) {
      if (rand() < 0.85) formal[axis] = Math.round(100 * clamp01((style.centre.get(axis) as number) + 0.15 * gauss(rand))) / 100;
    }
    works.push({
      id: i + 1,
      colours: pick(style.colours, range(1, 18), int(rand, 1, 4)),
      subjects: pick(style.subjects, range(1, 80), int(rand, 2, 4)),
      materials: materialKeys(pick(style.mediums, range(1, 27), int(rand, 1, 2)), pick(style.surfaces, range(14, 33), 1)),
      formal,
      listedAt: -int(rand, 0, 400) * DAY,
    });
  }
  const pool = coverageQuiz(works.slice(0, QUIZ_POOL), QUIZ_MAX);
  const quiz = pool.slice(0, QUIZ_SIZE);
  return { name: `synthetic ${size.toLocaleString('en-US')}`, works, quiz, pool, unavailable: new Set(), quizCoverage: coverage(quiz, works) };
}

/** The same catalogue with 20 random available works as its quiz: what a quiz without curation gives. */
export function withRandomQuiz(catalogue: Catalogue, seed: number): Catalogue {
  const available = catalogue.works.filter((w) => !catalogue.unavailable.has(w.id));
  const pool = sample(derive(seed, 2, catalogue.works.length), available, QUIZ_MAX);
  const quiz = pool.slice(0, QUIZ_SIZE);
  return { ...catalogue, quiz, pool, quizCoverage: coverage(quiz, catalogue.works) };
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

function polesOf(work: TasteFeatures): string[] {
  const out: string[] = [];
  for (const [axis, v] of Object.entries(work.formal)) {
    if (v <= POLE_REACH) out.push(`${axis}:0`);
    if (v >= 1 - POLE_REACH) out.push(`${axis}:1`);
  }
  return out;
}

/**
 * The quiz an admin would pick: greedily the work that adds the most not yet covered, with the
 * demo quiz's weights (a new formal pole 3, a new colour 2, a new subject or material 0.6), so
 * the 20 works together show every colour and both poles of every axis the pool has.
 */
export function coverageQuiz(pool: readonly TasteFeatures[], size = QUIZ_SIZE): TasteFeatures[] {
  const covered = new Set<string>();
  const keys = pool.map((w) => [
    ...polesOf(w).map((p) => ({ key: `f${p}`, gain: 3 })),
    ...w.colours.map((c) => ({ key: `c${c}`, gain: 2 })),
    ...w.subjects.map((s) => ({ key: `s${s}`, gain: 0.6 })),
    ...w.materials.map((m) => ({ key: `m${m}`, gain: 0.6 })),
  ]);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(size, pool.length)) {
    let best = -1;
    let bestGain = -1;
    pool.forEach((_, i) => {
      if (chosen.has(i)) return;
      let gain = 0;
      for (const { key, gain: g } of keys[i] ?? []) if (!covered.has(key)) gain += g;
      if (gain > bestGain) [best, bestGain] = [i, gain];
    });
    chosen.add(best);
    for (const { key } of keys[best] ?? []) covered.add(key);
  }
  return [...chosen].map((i) => pool[i] as TasteFeatures);
}

/** How much of the catalogue's colours and formal poles the quiz shows. */
function coverage(quiz: readonly TasteFeatures[], works: readonly TasteFeatures[]): string {
  const colours = (ws: readonly TasteFeatures[]) => new Set(ws.flatMap((w) => w.colours)).size;
  const poles = (ws: readonly TasteFeatures[]) => new Set(ws.flatMap(polesOf)).size;
  return `${colours(quiz)}/${colours(works)} colours, ${poles(quiz)}/${poles(works)} poles`;
}
