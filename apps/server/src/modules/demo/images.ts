import { IMAGE_SIZE_NAMES, IMAGE_SIZES, type ImageSize } from '@vernissage/core/constants';
import { sizesFromLarge } from '@vernissage/core/images';
import type { StoredImage } from '@vernissage/core/schemas';
import type { DemoCatalogue } from '@vernissage/catalogue';
import { storeImage, variantKeys } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';

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
  // The large size from the drawing's own ratio, each smaller one fitted from it as the renderer does.
  const large: [number, number] = [Math.max(1, Math.round(ratio >= 1 ? rendered : rendered * ratio)), Math.max(1, Math.round(ratio >= 1 ? rendered / ratio : rendered))];
  const dimensions = sizesFromLarge(large);
  const variant = (size: ImageSize) => {
    const [width, height] = dimensions[size];
    const keys = variantKeys(prefix, size);
    return { webp: storage.url(keys.webp), jpeg: storage.url(keys.jpeg), width, height };
  };
  const sizes = Object.fromEntries(IMAGE_SIZE_NAMES.map((size) => [size, variant(size)])) as StoredImage['sizes'];
  return { url: sizes.large.webp, width: sizes.large.width, height: sizes.large.height, sizes };
}

export interface RenderProgress {
  rendered: number;
  skipped: number;
  ms: number;
}

/**
 * Renders drawings into their stored image sizes, each at most once at a time: the background
 * pass and a page asking for a drawing not rendered yet share one render (ensure), so a
 * collector arriving during the first start waits a moment for a work instead of seeing none.
 */
export class DemoImageRenderer {
  private readonly jobs: ReadonlyMap<string, DemoImageJob>;
  private readonly inFlight = new Map<string, Promise<boolean>>();
  /** Drawings whose every file is known stored: a page's request for one reads it without checking again. */
  private readonly complete = new Set<string>();

  constructor(
    private readonly storage: Storage,
    jobs: readonly DemoImageJob[],
  ) {
    this.jobs = new Map(jobs.map((job) => [job.key, job]));
  }

  /** One stored file of a drawing ('card.webp'…), rendered first when missing; null for an unknown drawing or file. */
  async file(key: string, name: string): Promise<Buffer | null> {
    if (!this.jobs.has(key)) return null;
    await this.ensure(key);
    return this.storage.read(`${prefixOf(key)}/${name}`);
  }

  /** Renders the drawing unless its files exist; true when this call (or one it joined) rendered it. */
  ensure(key: string): Promise<boolean> {
    const job = this.jobs.get(key);
    if (!job || this.complete.has(key)) return Promise.resolve(false);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.render(job)
        .then((rendered) => {
          this.complete.add(key);
          return rendered;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async render(job: DemoImageJob): Promise<boolean> {
    const prefix = prefixOf(job.key);
    // Every size stored: a drawing rendered before a size was added is rendered again for it.
    const stored = await Promise.all(IMAGE_SIZE_NAMES.map((size) => this.storage.exists(variantKeys(prefix, size).jpeg)));
    if (stored.every(Boolean)) return false;
    await storeImage(this.storage, Buffer.from(job.svg), prefix, { svgLongest: longestOf(job.svg) });
    return true;
  }

  /**
   * Renders the drawings whose files are missing, in order, a few at a time; stops early when the
   * signal aborts (the server is closing). Safe to run again: finished images are skipped.
   */
  async renderAll(keys: readonly string[], options: { signal?: AbortSignal; concurrency?: number } = {}): Promise<RenderProgress> {
    const started = performance.now();
    let next = 0;
    let rendered = 0;
    let skipped = 0;
    const worker = async () => {
      while (next < keys.length && !options.signal?.aborted) {
        if (await this.ensure(keys[next++]!)) rendered += 1;
        else skipped += 1;
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
    return { rendered, skipped, ms: Math.round(performance.now() - started) };
  }
}

/** Renders the given drawings whose files are missing (see DemoImageRenderer.renderAll). */
export function renderDemoImages(storage: Storage, jobs: readonly DemoImageJob[], options: { signal?: AbortSignal; concurrency?: number } = {}): Promise<RenderProgress> {
  return new DemoImageRenderer(storage, jobs).renderAll(
    jobs.map((job) => job.key),
    options,
  );
}
