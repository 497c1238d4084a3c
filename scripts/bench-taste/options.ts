/** The benchmark's command line: `npm run bench:taste -- --help`. */
import { parseArgs } from 'node:util';
import { DEMO_SIZE } from './catalogues.ts';
import { TASTES, type TasteMix } from './collectors.ts';

export interface Options {
  seed: number;
  tasteName: string;
  mix: TasteMix;
  /** Catalogue sizes; DEMO_SIZE (255) is the demo catalogue. */
  catalogues: number[];
  /** Measured collectors per catalogue; by size when absent. */
  collectors: number | undefined;
  crowd: number;
  worlds: number | undefined;
  runs: number;
  /**
   * 'adaptive': the product's quiz, chosen work by work from the admin's pool of 60 (the demo's
   * curated pool, a coverage pick on synthetic catalogues); 'fixed': the pool's first 20 in
   * order; 'random': adaptive over 60 random available works.
   */
  quiz: 'adaptive' | 'fixed' | 'random';
  learner: boolean;
  /** Also score every stage on the works left unrated after the last one (simulate.ts, sameWorks). */
  sameWorks: boolean;
  quality: boolean;
  timing: boolean;
  quick: boolean;
}

export const HELP = `Usage: npm run bench:taste -- [options]

Simulated collectors take the 20-work quiz and rate their queue; NDCG@10 and the liked share
of the top 10 are printed for our ranking, the crowd order and a random order, after the quiz
and after 5, 10 and 20 queue ratings; then the median time to rank each catalogue.

  --seed N             seed of every random draw (default 2026); the same seed repeats the figures
  --taste NAME         the hidden taste distribution: personal (default; a quarter of the
                       variance of each hidden weight shared by everyone), mixed (half) or
                       shared (three quarters)
  --shared X --own Y   the weights of the shared and the collector's own part of each hidden
                       weight (hidden = X·shared + Y·own); overrides --taste
  --unseen X           the share of the utility's variance no tagged attribute carries (default 0)
  --focus X            the share of colours, subjects, materials and axes each collector has
                       an opinion on (default 1: every one; 0.2 gives sparse tastes)
  --interplay X        how much each collector's liking of a colour turns between
                       representational and abstract work (default 0: tastes are sums over
                       values; 1: the turn weighs as much as the colour itself)
  --likeness X         the share of the utility's variance that is likeness to three works
                       each collector loves (default 0; 1: 'works like these three' only,
                       combinations and all, not a sum over values)
  --liked X            the share of works a collector likes on average (default 0.333)
  --catalogues LIST    catalogue sizes, comma-separated (default 255,1000,10000,100000);
                       255 is the demo catalogue with its curated quiz, any other size a
                       synthetic catalogue with a coverage quiz
  --collectors N       measured collectors per catalogue (default 200, 200, 100 and 30 by size)
  --crowd N            other collectors per world whose ratings and purchases make the crowd
                       profile (default 100)
  --worlds N           independent draws of the shared taste, each with its own crowd
                       (default 10, 10, 5 and 3 by size)
  --quiz KIND          adaptive (default): the product's quiz, 20 works chosen one by one from
                       a pool of 60 (the demo's curated pool; on synthetic catalogues a greedy
                       pick covering every colour and both poles of every axis), the pool's
                       first 4 opening every quiz; fixed: the pool's first 20 in order;
                       random: adaptive over 60 random available works
  --learner            also rank by a reference learner (ridge regression on the same
                       attributes and answers), to tell the engine's formula from the data
  --same-works         also score every stage on the same works, those the collector left
                       unrated after the last stage: what the ratings taught, apart from the
                       liked works they used up
  --runs N             timed rankings per catalogue, after a warm-up (default 21)
  --no-quality         only the timings
  --no-timing          only the quality figures
  --quick              catalogues 255,1000,10000, a quarter of the collectors, half the
                       worlds, 15 timed runs
  --help               this text
`;

export function parseOptions(argv: readonly string[]): Options | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      seed: { type: 'string' },
      taste: { type: 'string' },
      shared: { type: 'string' },
      own: { type: 'string' },
      unseen: { type: 'string' },
      liked: { type: 'string' },
      focus: { type: 'string' },
      interplay: { type: 'string' },
      likeness: { type: 'string' },
      catalogues: { type: 'string' },
      collectors: { type: 'string' },
      crowd: { type: 'string' },
      worlds: { type: 'string' },
      runs: { type: 'string' },
      quiz: { type: 'string' },
      learner: { type: 'boolean' },
      'same-works': { type: 'boolean' },
      'no-quality': { type: 'boolean' },
      'no-timing': { type: 'boolean' },
      quick: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const quick = values.quick ?? false;
  const tasteName = values.taste ?? 'personal';
  const preset = TASTES[tasteName];
  if (!preset) throw new Error(`--taste must be one of ${Object.keys(TASTES).join(', ')}`);
  const mix: TasteMix = { ...preset };
  if (values.shared !== undefined || values.own !== undefined) {
    if (values.shared === undefined || values.own === undefined) throw new Error('--shared and --own go together');
    mix.shared = number('--shared', values.shared, 0, 10);
    mix.own = number('--own', values.own, 0, 10);
    if (mix.shared === 0 && mix.own === 0) throw new Error('--shared and --own cannot both be 0');
  }
  if (values.unseen !== undefined) mix.unseen = number('--unseen', values.unseen, 0, 0.99);
  if (values.focus !== undefined) mix.focus = number('--focus', values.focus, 0.01, 1);
  if (values.interplay !== undefined) mix.interplay = number('--interplay', values.interplay, 0, 10);
  if (values.likeness !== undefined) mix.likeness = number('--likeness', values.likeness, 0, 1);
  if (values.liked !== undefined) mix.liked = number('--liked', values.liked, 0.01, 0.99);
  const catalogues = (values.catalogues ?? (quick ? '255,1000,10000' : '255,1000,10000,100000'))
    .split(',')
    .map((size) => whole('--catalogues', size.trim(), 100, 2_000_000));
  const quiz = values.quiz ?? 'adaptive';
  if (quiz !== 'adaptive' && quiz !== 'fixed' && quiz !== 'random') throw new Error('--quiz must be adaptive, fixed or random');
  const named = values.shared !== undefined ? `shared ${fmt(mix.shared)}, own ${fmt(mix.own)}` : tasteName;
  return {
    seed: whole('--seed', values.seed ?? '2026', 0, 2 ** 32 - 1),
    tasteName: named,
    mix,
    catalogues,
    collectors: values.collectors === undefined ? undefined : whole('--collectors', values.collectors, 1, 100_000),
    crowd: whole('--crowd', values.crowd ?? '100', 0, 100_000),
    worlds: values.worlds === undefined ? undefined : whole('--worlds', values.worlds, 1, 1_000),
    runs: whole('--runs', values.runs ?? (quick ? '15' : '21'), 1, 10_000),
    quiz,
    learner: values.learner ?? false,
    sameWorks: values['same-works'] ?? false,
    quality: !values['no-quality'],
    timing: !values['no-timing'],
    quick,
  };
}

/** Measured collectors and worlds for a catalogue: fewer on the large ones, to keep the run short. */
export function collectorsFor(options: Options, size: number): { collectors: number; worlds: number } {
  const byDefault = size <= 1_000 ? { collectors: 200, worlds: 10 } : size <= 10_000 ? { collectors: 100, worlds: 5 } : { collectors: 30, worlds: 3 };
  const scale = options.quick ? 0.25 : 1;
  const collectors = options.collectors ?? Math.max(1, Math.round(byDefault.collectors * scale));
  const worlds = Math.min(collectors, options.worlds ?? Math.max(1, Math.round(byDefault.worlds * (options.quick ? 0.5 : 1))));
  return { collectors, worlds };
}

export const isDemo = (size: number) => size === DEMO_SIZE;

function number(flag: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${flag} must be a number from ${min} to ${max}, got '${text}'`);
  return value;
}

function whole(flag: string, text: string, min: number, max: number): number {
  const value = number(flag, text, min, max);
  if (!Number.isInteger(value)) throw new Error(`${flag} must be a whole number, got '${text}'`);
  return value;
}

const fmt = (x: number) => x.toFixed(2).replace(/\.?0+$/, '');
