/**
 * The image-suggestion benchmark: how close the colours and formal positions suggested from a
 * work's image (apps/server/src/lib/image-attributes.ts) come to the demo catalogue's own, which
 * knows every drawing's true colours and positions; and how long one suggestion takes for a
 * photo-sized upload. The catalogue is seeded, so the accuracy figures repeat exactly; the
 * timings depend on the machine and its load.
 *
 *   npm run bench:suggest                 # every demo work, rendered at 400 px
 *   npm run bench:suggest -- --limit 40   # the first 40 works
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { generateCatalogue, type DemoArtwork } from '@vernissage/catalogue';
import { IMAGE_SIZES } from '@vernissage/core/constants';
import { FORMAL_CATEGORIES } from '@vernissage/core/lookups';
import sharp from 'sharp';
import { suggestAttributes } from '../../apps/server/src/lib/image-attributes.ts';

const HELP = `Usage: npm run bench:suggest -- [options]

Renders each demo work's drawing as a JPEG upload, suggests its attributes from the pixels and
compares them with the catalogue's: per formal axis the mean absolute error (beside a constant
0.5 guess), per work the share of its true colours suggested (recall) and of the suggested
colours that are true (precision); then times suggestions for photo-sized JPEGs.

  --limit N     only the first N works (default: all)
  --size PX     longest side the drawings are rendered at (default 400)
  --runs N      timed suggestions of each photo-sized image (default 9; 0 skips the timing)
  --help        this text
`;

/** The demo loader's JPEG quality (apps/server/src/lib/images.ts), so uploads look alike. */
const JPEG_QUALITY = 82;
const CONCURRENCY = 2;
const LARGE = { width: 6000, height: 4000 };

interface Options {
  limit: number;
  size: number;
  runs: number;
}

function options(): Options | null {
  const { values } = parseArgs({
    options: { limit: { type: 'string' }, size: { type: 'string', default: '400' }, runs: { type: 'string', default: '9' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) return null;
  const whole = (name: string, raw: string | undefined, fallback: number, min: number) => {
    const n = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
    return n;
  };
  return { limit: whole('limit', values.limit, Number.MAX_SAFE_INTEGER, 1), size: whole('size', values.size, 400, 32), runs: whole('runs', values.runs, 9, 0) };
}

/** A drawing rasterised as the demo loader does (density from the SVG's size), then saved as a JPEG upload. */
async function render(svg: string, longest: number): Promise<Buffer> {
  const input = Buffer.from(svg);
  const meta = await sharp(input).metadata();
  const density = (72 * longest) / Math.max(meta.width ?? 1, meta.height ?? 1);
  return sharp(input, { density }).flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

interface Result {
  work: DemoArtwork;
  colours: number[];
  formal: Map<number, number>;
}

async function suggestAll(works: readonly DemoArtwork[], size: number): Promise<Result[]> {
  const results: Result[] = new Array(works.length);
  let next = 0;
  const worker = async () => {
    while (next < works.length) {
      const index = next++;
      const work = works[index]!;
      const suggestion = await suggestAttributes(await render(work.svg, size));
      results[index] = { work, colours: suggestion.colours, formal: new Map(suggestion.formal.map((f) => [f.id, f.value])) };
      if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${works.length}\n`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

const mean = (values: readonly number[]) => (values.length ? values.reduce((s, v) => s + v, 0) / values.length : Number.NaN);

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
}

function accuracy(results: readonly Result[]): string {
  const axes = FORMAL_CATEGORIES.filter((axis) => results.some((r) => r.formal.has(axis.id)));
  const rows = axes.map((axis) => {
    const pairs = results.filter((r) => r.formal.has(axis.id) && r.work.formal[axis.id] !== undefined).map((r) => [r.formal.get(axis.id)!, r.work.formal[axis.id]!] as const);
    const mae = mean(pairs.map(([s, t]) => Math.abs(s - t)));
    const baseline = mean(pairs.map(([, t]) => Math.abs(0.5 - t)));
    return [`${axis.id} ${axis.poles.join('–')}`, String(pairs.length), mae.toFixed(3), baseline.toFixed(3), `${Math.round((1 - mae / baseline) * 100)}%`];
  });
  const recall = mean(results.map((r) => r.work.colours.filter((id) => r.colours.includes(id)).length / Math.max(1, r.work.colours.length)));
  const precision = mean(results.map((r) => r.colours.filter((id) => r.work.colours.includes(id)).length / Math.max(1, r.colours.length)));
  const suggested = mean(results.map((r) => r.colours.length));
  const truth = mean(results.map((r) => r.work.colours.length));
  return [
    table(['Formal axis (0–1)', 'works', 'MAE', 'MAE of 0.5', 'error cut'], rows),
    '',
    table(
      ['Colours', 'mean over works'],
      [
        ['recall (true colours suggested)', recall.toFixed(3)],
        ['precision (suggested colours true)', precision.toFixed(3)],
        ['colours suggested / true per work', `${suggested.toFixed(2)} / ${truth.toFixed(2)}`],
      ],
    ),
  ].join('\n');
}

/**
 * Photo-sized JPEGs of a drawing, grained so they compress like a camera's: a typical 24-megapixel
 * photo, and one at the 20 MB upload limit. What a JPEG costs to decode grows with its bytes
 * (entropy decoding cannot be skipped), so both are timed.
 */
const PHOTOS = [
  { name: 'typical photo', quality: 90, grain: 12 },
  { name: 'at the 20 MB limit', quality: 97, grain: 24 },
] as const;

async function photo(svg: string, quality: number, grain: number): Promise<Buffer> {
  const pixels = await sharp(await render(svg, 800)).resize(LARGE.width, LARGE.height, { fit: 'fill' }).raw().toBuffer();
  const noise = await sharp({ create: { ...LARGE, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: grain } } }).raw().toBuffer();
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.max(0, Math.min(255, pixels[i]! + noise[i]! - 128));
  return sharp(pixels, { raw: { ...LARGE, channels: 3 } }).jpeg({ quality }).toBuffer();
}

/** Warm-up runs fill the colour-name cache and let the JIT settle, as in a running server. */
const WARM_UPS = 3;

async function median(runs: number, task: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UPS; i += 1) await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[times.length >> 1]!;
}

async function timing(svg: string, runs: number): Promise<string> {
  const rows: string[][] = [];
  for (const kind of PHOTOS) {
    const input = await photo(svg, kind.quality, kind.grain);
    // The decode alone (shrink-on-load to the analysis size) is the floor no analysis can go under.
    const decode = await median(runs, () => sharp(input).rotate().resize(256, 256, { fit: 'inside' }).raw().toBuffer());
    const suggest = await median(runs, () => suggestAttributes(input));
    rows.push([`${kind.name}, ${LARGE.width}×${LARGE.height} JPEG q${kind.quality}`, `${(input.length / 1e6).toFixed(1)} MB`, decode.toFixed(0), suggest.toFixed(0)]);
  }
  // An image already at the card size (as the upload pipeline makes one): the analysis' own cost.
  const card = await sharp(await render(svg, IMAGE_SIZES.card)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  const cardMeta = await sharp(card).metadata();
  const cardDecode = await median(runs, () => sharp(card).rotate().resize(256, 256, { fit: 'inside' }).raw().toBuffer());
  const cardSuggest = await median(runs, () => suggestAttributes(card));
  rows.push([`card-sized, ${cardMeta.width}×${cardMeta.height} JPEG q${JPEG_QUALITY}`, `${(card.length / 1e3).toFixed(0)} kB`, cardDecode.toFixed(0), cardSuggest.toFixed(0)]);
  const load = loadavg()[0] ?? 0;
  return `Time per suggestion (median of ${runs} runs after ${WARM_UPS} warm-ups; ${availableParallelism()} cores, load average ${load.toFixed(1)}, libvips concurrency ${sharp.concurrency()}):\n\n${table(['Upload', 'size', 'decode ms', 'suggestAttributes ms'], rows)}`;
}

async function main(): Promise<void> {
  const opts = options();
  if (!opts) {
    console.log(HELP);
    return;
  }
  const catalogue = generateCatalogue();
  const works = catalogue.artworks.slice(0, opts.limit);
  const started = performance.now();
  const results = await suggestAll(works, opts.size);
  const seconds = (performance.now() - started) / 1000;
  console.log(`Image suggestions against the demo catalogue (seed ${catalogue.seed}): ${works.length} works rendered at ${opts.size} px as JPEG q${JPEG_QUALITY} (${seconds.toFixed(0)} s).\n`);
  console.log(accuracy(results));
  if (opts.runs > 0) console.log(`\n${await timing(works[0]!.svg, opts.runs)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
