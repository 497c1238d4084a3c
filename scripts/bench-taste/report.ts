/** The benchmark's printed tables. */
import { STAGES, type Order, type Quality } from './simulate.ts';
import type { Timing } from './timing.ts';

/** The issue's targets for our ranking after the quiz, in NDCG@10. */
export const TARGETS = { overRandom: 0.25, overCrowd: 0.1, crowdOverRandom: 0.1, belowLearner: 0.01, rankMs: 20, refitMs: 5 } as const;

export interface QualityRow {
  catalogue: string;
  quality: Quality;
}

export function qualityTable(rows: readonly QualityRow[]): string {
  const orders = rows[0]?.quality.orders ?? [];
  const ranked = orders.filter((o) => o !== 'best');
  const body: string[][] = [];
  for (const { catalogue, quality } of rows) {
    for (const stage of STAGES) {
      const ndcg = quality.ndcg[stage]!;
      const liked = quality.liked[stage]!;
      body.push([
        stage === 0 ? catalogue : '',
        stage === 0 ? `${quality.collectors} in ${quality.worlds}` : '',
        stage === 0 ? 'after the quiz' : `+${stage} ratings`,
        ...ranked.map((o) => (ndcg[o] ?? 0).toFixed(3)),
        gap(quality, stage, 'crowd'),
        gap(quality, stage, 'random'),
        ...orders.map((o) => pct(liked[o] ?? 0)),
      ]);
    }
  }
  return table(
    ['catalogue', 'collectors', 'measured', ...ranked.map((o, i) => (i === 0 ? `NDCG ${o}` : o)), 'taste-crowd', 'taste-random', ...orders.map((o, i) => (i === 0 ? `liked: ${o}` : o))],
    body,
  );
}

/** NDCG@10 per stage over the works left unrated after the last stage (--same-works), and our change since the quiz. */
export function sameWorksTable(rows: readonly QualityRow[]): string {
  const orders = (rows[0]?.quality.orders ?? []).filter((o) => o !== 'best');
  const body: string[][] = [];
  for (const { catalogue, quality } of rows) {
    const grid = quality.sameNdcg;
    if (!grid) continue;
    for (const stage of STAGES) {
      body.push([
        stage === 0 ? catalogue : '',
        stage === 0 ? 'after the quiz' : `+${stage} ratings`,
        ...orders.map((o) => (grid[stage]![o] ?? 0).toFixed(3)),
        signed(gainSinceQuiz(grid, stage)),
      ]);
    }
  }
  return table(['catalogue', 'measured', ...orders.map((o, i) => (i === 0 ? `NDCG ${o}` : o)), 'taste since the quiz'], body, 2);
}

/** Our ranking's NDCG@10 at a stage less its value after the quiz, in a grid of [stage][order]. */
const gainSinceQuiz = (grid: Record<number, Partial<Record<Order, number>>>, stage: number) => (grid[stage]!.taste ?? 0) - (grid[0]!.taste ?? 0);

/**
 * Whether our ranking meets the targets, per catalogue: after the quiz, over random and over the
 * crowd; the crowd over random; never more than 0.01 below the reference learner at any stage
 * (with --learner); and no worse after the last stage than after the quiz.
 */
export function verdicts(rows: readonly QualityRow[]): string[] {
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return rows.map(({ catalogue, quality }) => {
    const overRandom = value(quality, 0, 'taste') - value(quality, 0, 'random');
    const overCrowd = value(quality, 0, 'taste') - value(quality, 0, 'crowd');
    const crowdOverRandom = value(quality, 0, 'crowd') - value(quality, 0, 'random');
    const last = STAGES[STAGES.length - 1]!;
    const later = value(quality, last, 'taste') - value(quality, 0, 'taste');
    const parts = [
      `taste - random ${signed(overRandom)} (target +${TARGETS.overRandom}: ${mark(overRandom >= TARGETS.overRandom)})`,
      `taste - crowd ${signed(overCrowd)} (target +${TARGETS.overCrowd}: ${mark(overCrowd >= TARGETS.overCrowd)})`,
      `crowd - random ${signed(crowdOverRandom)} (target +${TARGETS.crowdOverRandom}: ${mark(crowdOverRandom >= TARGETS.crowdOverRandom)})`,
      `+${last} ratings - quiz ${signed(later)} (target ≥ 0: ${mark(later >= 0)}${quality.sameNdcg ? `; on the same works ${signed(gainSinceQuiz(quality.sameNdcg, last))}` : ''})`,
    ];
    if (quality.orders.includes('ridge')) {
      const worst = Math.max(...STAGES.map((stage) => value(quality, stage, 'ridge') - value(quality, stage, 'taste')));
      parts.push(`most below the learner ${signed(-worst)} (target ≥ -${TARGETS.belowLearner}: ${mark(worst <= TARGETS.belowLearner)})`);
    }
    return `${catalogue}: ${parts.join('; ')}`;
  });
}

export function timingTable(timings: readonly Timing[]): string {
  return table(
    [
      'works',
      'build index',
      'rankIndex all (cpu)',
      'rankIndex top 100 (cpu)',
      'refit 20 ratings (cpu)',
      'refit 200 ratings (cpu)',
      'next quiz work (cpu)',
      'crowd fold (cpu)',
      'rankWorks all',
      'same order',
    ],
    timings.map((t) => [
      t.works.toLocaleString('en-US'),
      ms(t.build),
      `${ms(t.all[0])} (${ms(t.all[1])})`,
      `${ms(t.head[0])} (${ms(t.head[1])})`,
      `${ms(t.refitQuiz[0])} (${ms(t.refitQuiz[1])})`,
      `${ms(t.refit[0])} (${ms(t.refit[1])})`,
      `${ms(t.quiz[0])} (${ms(t.quiz[1])})`,
      `${ms(t.fold[0])} (${ms(t.fold[1])})`,
      ms(t.reference),
      t.same ? 'yes' : 'NO',
    ]),
  );
}

/** The mean gap, ± its standard error across worlds (each world has its own shared taste and crowd). */
function gap(quality: Quality, stage: number, other: 'crowd' | 'random'): string {
  const mean = value(quality, stage, 'taste') - value(quality, stage, other);
  const perWorld = quality.worldGaps.map((g) => g[stage]![other]);
  if (perWorld.length < 2) return signed(mean);
  const m = perWorld.reduce((a, b) => a + b, 0) / perWorld.length;
  const sd = Math.sqrt(perWorld.reduce((a, b) => a + (b - m) ** 2, 0) / (perWorld.length - 1));
  return `${signed(mean)} ±${(sd / Math.sqrt(perWorld.length)).toFixed(2)}`;
}

const value = (quality: Quality, stage: number, order: Order) => quality.ndcg[stage]?.[order] ?? 0;
const signed = (x: number) => `${x >= 0 ? '+' : '-'}${Math.abs(x).toFixed(3)}`;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
export const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;

function table(header: string[], rows: string[][], textColumns = 3): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c < textColumns ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
