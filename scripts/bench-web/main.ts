/**
 * The web speed benchmark: Lighthouse mobile on the home page (a visitor's and a signed-in collector's), an artwork page, a signed-in
 * collector's gallery, All Artworks and the artwork page (a visitor's and that collector's), the visitors' gallery and the artists' pages, against the
 * production build on a fresh embedded database with the demo catalogue. Expects `npm run build`
 * done; builds nothing itself.
 *
 *   npm run bench:web                      # three runs per page (medians)
 *   npm run bench:web -- --runs 1 --pages home,artwork
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleReport } from './bundle.ts';
import { runLighthouse, type PageFigures } from './lighthouse.ts';
import { collectorWithGallery, curatedSetPath, firstArtistPath, firstArtworkPath, firstBlogPath, homeImagesReady } from './session.ts';
import { startServer } from './server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGES = ['home', 'member-home', 'artwork', 'member-artwork', 'gallery', 'all-artworks', 'member-all-artworks', 'view-gallery', 'member-view-gallery', 'artists', 'artist', 'about-us', 'for-collectors', 'exhibitions', 'blog-post', 'data-not-found', 'curated-set', 'login', 'forgot-password', 'early-access', 'consultation', 'check-out'] as const;
type PageName = (typeof PAGES)[number];

/** The targets of the speed work (DESIGN.md, Speed). */
const TARGETS = { score: 95, lcpMs: 1800, clsValue: 0.05, tbtMs: 150 };

interface Options {
  runs: number;
  pages: PageName[];
  /** Only the bundle report, from the build's manifest: no server, no Lighthouse. */
  bundleOnly: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { runs: 3, pages: [...PAGES], bundleOnly: false };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const next = argv[i + 1];
    if (flag === '--runs' && next) {
      options.runs = Math.max(1, Number.parseInt(next, 10) || 3);
      i += 1;
    } else if (flag === '--pages' && next) {
      options.pages = next.split(',').filter((name): name is PageName => (PAGES as readonly string[]).includes(name));
      i += 1;
    } else if (flag === '--bundle') {
      options.bundleOnly = true;
    } else if (flag === '--help') {
      console.log('npm run bench:web -- [--runs N (3)] [--pages home,member-home,artwork,member-artwork,gallery,all-artworks,member-all-artworks,view-gallery,member-view-gallery,artists,artist,about-us,for-collectors,exhibitions,blog-post,data-not-found,curated-set,login,forgot-password,early-access,consultation,check-out] [--bundle (the bundle report only)]');
      process.exit(0);
    } else {
      throw new Error(`unknown flag ${flag ?? ''}`);
    }
  }
  return options;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mark = (met: boolean) => (met ? 'met' : 'NOT met');

function printBundle(): void {
  const { routes, largest } = bundleReport(path.join(ROOT, 'apps/web/dist'));
  console.log('JavaScript of a first visit, from the build manifest (entry, page chunk and their static imports; gzip -9):');
  for (const route of routes) console.log(`  ${route.route}: ${kb(route.gzipBytes)} gzip (${kb(route.rawBytes)} minified) in ${route.files.length} files`);
  console.log('Largest chunks (gzip):');
  for (const chunk of largest) console.log(`  ${chunk.file}: ${kb(chunk.gzipBytes)}`);
  console.log('');
}

async function main(options: Options): Promise<void> {
  printBundle();
  if (options.bundleOnly) return;
  console.log('Starting the production server on a fresh embedded database with the demo catalogue…');
  const server = await startServer(ROOT);
  try {
    await homeImagesReady(server.base);
    // Rendering the rest of the drawings uses the CPU that Lighthouse measures: let it finish.
    const settled = await server.imagesRendered(600_000);
    if (!settled) console.log('(the demo drawings were still rendering after 10 minutes; measuring anyway)');
    const collector = await collectorWithGallery(server.base);
    const artwork = await firstArtworkPath(server.base);
    const urls: Record<PageName, { url: string; cookie?: string }> = {
      home: { url: '/' },
      'member-home': { url: '/', cookie: collector },
      artwork: { url: artwork },
      'member-artwork': { url: artwork, cookie: collector },
      gallery: { url: '/gallery', cookie: collector },
      'all-artworks': { url: '/all-artworks' },
      'member-all-artworks': { url: '/all-artworks', cookie: collector },
      'view-gallery': { url: '/view-gallery' },
      'member-view-gallery': { url: '/view-gallery', cookie: collector },
      artists: { url: '/artists' },
      artist: { url: await firstArtistPath(server.base) },
      'about-us': { url: '/about-us' },
      'for-collectors': { url: '/for-collectors' },
      exhibitions: { url: '/exhibitions' },
      'blog-post': { url: await firstBlogPath(server.base) },
      'data-not-found': { url: '/data-not-found' },
      // Made only when measured: it adds a set to the fresh database.
      'curated-set': { url: options.pages.includes('curated-set') ? await curatedSetPath(server.base) : '' },
      // The account routes: the home page with their dialog opened over it (decision record 052).
      login: { url: '/login' },
      'forgot-password': { url: '/forgotPassword' },
      'early-access': { url: '/early-access' },
      consultation: { url: '/schedule-art-consultation' },
      'check-out': { url: '/check-out' },
    };

    console.log(`Lighthouse ${options.runs}x per page, mobile (emulated phone, simulated slow 4G, 4x CPU); load average ${loadavg()[0]?.toFixed(2)}.\n`);
    const results: Array<{ name: PageName; url: string; figures: PageFigures }> = [];
    for (const name of options.pages) {
      const { url, cookie } = urls[name];
      const runs: PageFigures[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        const figures = await runLighthouse(`${server.base}${url}`, cookie);
        runs.push(figures);
        console.log(
          `  ${name} run ${run + 1}: score ${figures.score}, LCP ${seconds(figures.lcpMs)}, CLS ${figures.clsValue.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms, ` +
            `FCP ${seconds(figures.fcpMs)}, SI ${seconds(figures.speedIndexMs)}, ${kb(figures.totalBytes)} (JS ${kb(figures.scriptBytes)}); CPU index ${Math.round(figures.cpuIndex)}; LCP element ${figures.lcpElement.slice(0, 100)}`,
        );
      }
      const pick = (key: keyof Omit<PageFigures, 'lcpElement'>) => median(runs.map((figures) => figures[key]));
      results.push({
        name,
        url,
        figures: {
          score: pick('score'),
          lcpMs: pick('lcpMs'),
          clsValue: pick('clsValue'),
          tbtMs: pick('tbtMs'),
          fcpMs: pick('fcpMs'),
          speedIndexMs: pick('speedIndexMs'),
          totalBytes: pick('totalBytes'),
          scriptBytes: pick('scriptBytes'),
          cpuIndex: pick('cpuIndex'),
          lcpElement: runs[0]?.lcpElement ?? '',
        },
      });
    }

    console.log(`\nMedians of ${options.runs} run${options.runs > 1 ? 's' : ''}:\n`);
    console.log('| page | score | LCP | CLS | TBT | transferred | of it JavaScript |');
    console.log('|---|---|---|---|---|---|---|');
    for (const { name, url, figures } of results) {
      console.log(
        `| ${name} (${url}) | ${figures.score} | ${seconds(figures.lcpMs)} | ${figures.clsValue.toFixed(3)} | ${Math.round(figures.tbtMs)} ms | ${kb(figures.totalBytes)} | ${kb(figures.scriptBytes)} |`,
      );
    }
    // TBT is CPU time Lighthouse observed, times 4: read it beside how fast the CPU was then.
    console.log(`\nLighthouse's CPU index (higher is faster; TBT grows as it falls), median per page: ${results.map(({ name, figures }) => `${name} ${Math.round(figures.cpuIndex)}`).join(', ')}.`);
    console.log(`\nTargets: score ≥ ${TARGETS.score}, LCP ≤ ${seconds(TARGETS.lcpMs)}, CLS ≤ ${TARGETS.clsValue}, TBT ≤ ${TARGETS.tbtMs} ms.`);
    for (const { name, figures } of results) {
      console.log(
        `  ${name}: score ${mark(figures.score >= TARGETS.score)}, LCP ${mark(figures.lcpMs <= TARGETS.lcpMs)}, CLS ${mark(figures.clsValue <= TARGETS.clsValue)}, TBT ${mark(figures.tbtMs <= TARGETS.tbtMs)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

main(parseOptions(process.argv.slice(2))).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
