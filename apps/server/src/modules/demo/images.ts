import { IMAGE_SIZES, type ImageSize } from '@vernissage/core/constants';
import type { StoredImage } from '@vernissage/core/schemas';
import type { DemoCatalogue } from '@vernissage/catalogue';
import type { FastifyBaseLogger } from 'fastify';
import { storeImage } from '../../lib/images.ts';
import type { Storage } from '../../plugins/storage.ts';

/**
 * Drawings with a painted texture run an SVG turbulence filter, which costs seconds per image at
 * the large size; they are rasterised at this size instead (their large image is this big).
 */
export const TEXTURED_LONGEST = 800;

export interface DemoImageJob {
  key: string;
  svg: string;
}

const prefixOf = (key: string) => `demo/${key}`;
const longestOf = (svg: string) => (svg.includes('feTurbulence') ? TEXTURED_LONGEST : IMAGE_SIZES.large);

/** Every drawing of the catalogue, the home marquee first, then the quiz, then newest works. */
export function demoImageJobs(catalogue: DemoCatalogue): DemoImageJob[] {
  const first = new Set([...catalogue.homeSlider, ...catalogue.quiz]);
  const byKey = new Map(catalogue.artworks.map((work) => [work.key, work]));
  const works = [
    ...[...first].map((key) => byKey.get(key)!),
    ...catalogue.artworks.filter((work) => !first.has(work.key)).sort((a, b) => a.listedDaysAgo - b.listedDaysAgo),
  ];
  return [
    ...works.map((work) => ({ key: work.key, svg: work.svg })),
    ...catalogue.people.map((person) => ({ key: `logo-${person.key}`, svg: person.logoSvg })),
    ...catalogue.articles.map((article) => ({ key: `${article.kind}-${article.url}`, svg: article.coverSvg })),
  ];
}

/**
 * The image record of a drawing, known before it is rendered: where each size will be and how big,
 * from the drawing's aspect ratio (the renderer fits each size inside its box the same way).
 */
export function demoImageRecord(storage: Storage, job: DemoImageJob): StoredImage {
  const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(job.svg);
  const ratio = box ? Number(box[1]) / Number(box[2]) : 1;
  const rendered = longestOf(job.svg);
  const prefix = prefixOf(job.key);
  const variant = (size: ImageSize) => {
    const longest = Math.min(IMAGE_SIZES[size], rendered);
    const width = Math.max(1, Math.round(ratio >= 1 ? longest : longest * ratio));
    const height = Math.max(1, Math.round(ratio >= 1 ? longest / ratio : longest));
    return { webp: storage.url(`${prefix}/${size}.webp`), jpeg: storage.url(`${prefix}/${size}.jpg`), width, height };
  };
  const sizes = { thumb: variant('thumb'), card: variant('card'), large: variant('large') };
  return { url: sizes.large.webp, width: sizes.large.width, height: sizes.large.height, sizes };
}

export interface RenderProgress {
  rendered: number;
  skipped: number;
  ms: number;
}

/**
 * Renders the drawings whose files are missing, in order, a few at a time; stops early when the
 * signal aborts (the server is closing). Safe to run again: finished images are skipped.
 */
export async function renderDemoImages(
  storage: Storage,
  jobs: readonly DemoImageJob[],
  options: { signal?: AbortSignal; concurrency?: number; log?: FastifyBaseLogger } = {},
): Promise<RenderProgress> {
  const started = performance.now();
  let next = 0;
  let rendered = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < jobs.length && !options.signal?.aborted) {
      const job = jobs[next++]!;
      const prefix = prefixOf(job.key);
      if (await storage.exists(`${prefix}/large.jpg`)) {
        skipped += 1;
        continue;
      }
      await storeImage(storage, Buffer.from(job.svg), prefix, { svgLongest: longestOf(job.svg) });
      rendered += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  return { rendered, skipped, ms: Math.round(performance.now() - started) };
}
