/**
 * The taste benchmark (TASTE.md, 'Measuring it'): how well our ranking puts a collector's likes
 * first, against the crowd order and a random order, and how long ranking a catalogue takes.
 * Seeded: the quality figures repeat exactly for a seed; the timings depend on the machine.
 *
 *   npm run bench:taste -- --help
 */
import { availableParallelism, loadavg } from 'node:os';
import { SOLD_WEIGHT, buildFeatureIndex } from '@vernissage/core/taste';
import { demoCatalogue, syntheticCatalogue, withRandomQuiz } from './catalogues.ts';
import { likeShift } from './collectors.ts';
import { HELP, collectorsFor, isDemo, parseOptions, type Options } from './options.ts';
import { TARGETS, qualityTable, sameWorksTable, timingTable, verdicts, type QualityRow } from './report.ts';
import { SALE_CHANCE, runQuality } from './simulate.ts';
import { timeCatalogue, type Timing } from './timing.ts';

function main(options: Options): void {
  const started = performance.now();
  const { mix } = options;
  console.log(`Taste benchmark, seed ${options.seed}, taste '${options.tasteName}'`);
  console.log(
    `Hidden weight = ${mix.shared.toFixed(3)}·shared + ${mix.own.toFixed(3)}·own (shared share of its variance ${share(mix.shared, mix.own)}); ` +
      `${pct(mix.unseen)} of the utility unseen by the attributes; ${pct(mix.liked)} of works liked on average (shift ${likeShift(mix.liked).toFixed(2)})` +
      `${mix.interplay ? `; a colour's liking turns with the work's lean on Representational–Abstract by ${mix.interplay} of its weight` : ''}` +
      `${mix.likeness ? `; ${pct(mix.likeness)} of the attributes' part is likeness to three favourite works` : ''}.`,
  );
  console.log(
    `Crowd: ${options.crowd} other collectors per world, each taking the quiz and rating 20 queue works, a liked work bought with chance ${SALE_CHANCE} (a sale weighs ${SOLD_WEIGHT} likes).\n`,
  );

  const rows: QualityRow[] = [];
  const timings: Timing[] = [];
  const loads: number[] = [];
  options.catalogues.forEach((size) => {
    const made = isDemo(size) ? demoCatalogue() : syntheticCatalogue(size, options.seed);
    const catalogue = options.quiz === 'random' ? withRandomQuiz(made, options.seed) : made;
    if (options.timing) {
      loads.push(loadavg()[0] ?? 0);
      timings.push(timeCatalogue(catalogue.works, options.runs, options.seed));
    }
    if (options.quality) {
      const t = performance.now();
      const { collectors, worlds } = collectorsFor(options, size);
      const quality = runQuality(catalogue, buildFeatureIndex(catalogue.works), {
        seed: options.seed,
        mix,
        collectors,
        worlds,
        crowd: options.crowd,
        learner: options.learner,
        sameWorks: options.sameWorks,
        adaptive: options.quiz !== 'fixed',
      });
      rows.push({ catalogue: catalogue.name, quality });
      console.log(
        `${catalogue.name}: ${options.quiz} quiz; the pool's first 20 cover ${catalogue.quizCoverage}; ${catalogue.unavailable.size} works sold; ` +
          `liked ${pct(quality.likeRate)}; crowd ${Math.round(quality.crowdRatings)} ratings and ${Math.round(quality.crowdSales)} sales per world, ridge penalty ${ridgeSummary(quality.ridges)} (${((performance.now() - t) / 1000).toFixed(1)} s)`,
      );
    }
  });

  if (options.quality) {
    console.log('\nNDCG@10 (gain: the like chance; ideal from the same unrated works) and share of the top 10 liked.');
    console.log('Gaps: mean ± standard error across worlds (independent shared tastes, each with its own crowd).\n');
    console.log(qualityTable(rows));
    if (options.sameWorks) {
      console.log('\nThe same orders scored on the same works at every stage: those each collector left unrated after the last stage.\n');
      console.log(sameWorksTable(rows));
    }
    console.log('\nTargets, per catalogue:');
    for (const line of verdicts(rows)) console.log(`  ${line}`);
  }
  if (options.timing) {
    const load = `load average ${loads.map((l) => l.toFixed(1)).join(', ')} when each catalogue was timed, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`;
    console.log(`\nTime: medians of ${options.runs} runs after a warm-up (CPU time of this process in brackets); 40 works rated and excluded.`);
    console.log(`${availableParallelism()} cores, Node ${process.version}, ${load}.\n`);
    console.log(timingTable(timings));
    const largest = timings.find((t) => t.works >= 100_000);
    if (largest) console.log(`\n100,000 works ranked in ${largest.all[0].toFixed(1)} ms median (target ≤ ${TARGETS.rankMs} ms: ${largest.all[0] <= TARGETS.rankMs ? 'met' : 'MISSED'}).`);
    const slowestRefit = Math.max(...timings.map((t) => t.refit[0]));
    console.log(`A refit to 200 ratings in ${slowestRefit.toFixed(2)} ms median at most (target ≤ ${TARGETS.refitMs} ms: ${slowestRefit <= TARGETS.refitMs ? 'met' : 'MISSED'}).`);
  }
  console.log(`\nWhole run: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const share = (shared: number, own: number) => pct((shared * shared) / (shared * shared + own * own));
const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

try {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') console.log(HELP);
  else main(options);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('See npm run bench:taste -- --help');
  process.exitCode = 2;
}

/** The penalties the worlds' crowds chose, as "1.41" when all agree or "1–2 (median 1.41)". */
function ridgeSummary(ridges: readonly number[]): string {
  const sorted = [...ridges].sort((a, b) => a - b);
  const low = sorted[0] ?? 0;
  const high = sorted.at(-1) ?? 0;
  const shown = (x: number) => String(Number(x.toPrecision(3)));
  return low === high ? shown(low) : `${shown(low)}–${shown(high)} (median ${shown(sorted[Math.floor(sorted.length / 2)]!)})`;
}
