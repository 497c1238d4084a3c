import { count } from 'drizzle-orm';
import { generateCatalogue, type DemoArticle, type DemoCatalogue } from '@vernissage/catalogue';
import type { StoredImage } from '@vernissage/core/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  artworks,
  blogs,
  education,
  exhibitions,
  homeSliderItems,
  newsEvents,
  seoPages,
  snippets,
  tasteQuizItems,
  users,
} from '../../db/schema/index.ts';
import { storeImage } from '../../lib/images.ts';
import type { Storage } from '../../plugins/storage.ts';
import { daysBefore, demoUserId } from './ids.ts';

export interface LoadOptions {
  seed: number;
  /** Render the drawings into image files (false: rows only, for fast tests). */
  images: boolean;
  log?: FastifyBaseLogger;
}

export interface LoadResult {
  loaded: boolean;
  artworks: number;
  people: number;
  imageMs: number;
  totalMs: number;
}

const IMAGE_CONCURRENCY = 4;

async function mapPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type ImageJob = { key: string; svg: string };

/** Renders every drawing once; without images, rows point at where the files would be. */
async function renderImages(storage: Storage, jobs: ImageJob[], images: boolean): Promise<Map<string, StoredImage>> {
  const stored = await mapPool(jobs, IMAGE_CONCURRENCY, async (job) => {
    const prefix = `demo/${job.key}`;
    const image = images ? await storeImage(storage, Buffer.from(job.svg), prefix) : placeholderImage(storage, prefix, job.svg);
    return [job.key, image] as const;
  });
  return new Map(stored);
}

function placeholderImage(storage: Storage, prefix: string, svg: string): StoredImage {
  const box = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  const ratio = box ? Number(box[1]) / Number(box[2]) : 1;
  const variant = (size: 'thumb' | 'card' | 'large', longest: number) => {
    const width = Math.round(ratio >= 1 ? longest : longest * ratio);
    const height = Math.round(ratio >= 1 ? longest / ratio : longest);
    return { webp: storage.url(`${prefix}/${size}.webp`), jpeg: storage.url(`${prefix}/${size}.jpg`), width, height };
  };
  const sizes = { thumb: variant('thumb', 120), card: variant('card', 640), large: variant('large', 1600) };
  return { url: sizes.large.webp, width: sizes.large.width, height: sizes.large.height, sizes };
}

/**
 * Loads the demo catalogue into an empty database: people, works, quiz, home marquee, snippets,
 * SEO records and articles, in one transaction. A database that already has artworks is left
 * as it is, so running it twice changes nothing.
 */
export async function loadDemoCatalogue(db: Database, storage: Storage, options: LoadOptions): Promise<LoadResult> {
  const started = performance.now();
  const [existing] = await db.select({ n: count() }).from(artworks);
  if ((existing?.n ?? 0) > 0) return { loaded: false, artworks: 0, people: 0, imageMs: 0, totalMs: 0 };

  const catalogue = generateCatalogue(options.seed);
  const imageStart = performance.now();
  const jobs: ImageJob[] = [
    ...catalogue.artworks.map((work) => ({ key: work.key, svg: work.svg })),
    ...catalogue.people.map((person) => ({ key: `logo-${person.key}`, svg: person.logoSvg })),
    ...catalogue.articles.map((article) => ({ key: `${article.kind}-${article.url}`, svg: article.coverSvg })),
  ];
  const images = await renderImages(storage, jobs, options.images);
  const imageMs = performance.now() - imageStart;

  await db.transaction(async (tx) => {
    await insertCatalogue(tx as unknown as Database, catalogue, images);
  });

  const result = {
    loaded: true,
    artworks: catalogue.artworks.length,
    people: catalogue.people.length,
    imageMs: Math.round(imageMs),
    totalMs: Math.round(performance.now() - started),
  };
  options.log?.info(result, 'demo catalogue loaded');
  return result;
}

const CHUNK = 100;
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

async function insertCatalogue(db: Database, catalogue: DemoCatalogue, images: Map<string, StoredImage>): Promise<void> {
  await db.insert(users).values(
    catalogue.people.map((person) => ({
      id: demoUserId(person.key),
      name: person.name,
      email: person.email,
      emailVerified: true,
      role: person.role,
      phone: person.phone,
      city: person.city,
      bio: person.bio,
      exhibitionHistory: person.exhibitionHistory,
      educationHistory: person.educationHistory,
      logo: images.get(`logo-${person.key}`) ?? null,
      inviteCount: person.inviteCount,
      createdAt: daysBefore(500),
      updatedAt: daysBefore(500),
    })),
  );

  const ids = new Map<string, number>();
  for (const batch of chunks(catalogue.artworks)) {
    const rows = await db
      .insert(artworks)
      .values(
        batch.map((work) => ({
          userId: demoUserId(work.artistKey),
          workTitle: work.title,
          workDescription: work.description,
          workStartDate: work.workStartDate,
          workEndDate: work.workEndDate,
          yearCreated: work.yearCreated,
          width: work.width,
          height: work.height,
          price: work.price,
          discountPercent: work.discountPercent,
          colors: work.colours,
          subjects: work.subjects,
          mediums: work.mediums,
          surfaces: work.surfaces,
          formal: Object.fromEntries(Object.entries(work.formal).map(([id, value]) => [id, value] as const)),
          imageUrls: [images.get(work.key)!],
          videoUrl: work.videoUrl,
          partOfSeries: work.partOfSeries,
          seriesName: work.seriesName,
          uniqueCopy: work.uniqueCopy,
          editionSize: work.editionSize,
          isFramed: work.isFramed,
          sold: work.sold,
          createdAt: daysBefore(work.listedDaysAgo),
          updatedAt: daysBefore(work.listedDaysAgo),
        })),
      )
      .returning({ id: artworks.id });
    rows.forEach((row, index) => ids.set(batch[index]!.key, row.id));
  }

  const idOf = (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo catalogue refers to unknown work ${key}`);
    return id;
  };
  await db.insert(tasteQuizItems).values(catalogue.quiz.map((key, position) => ({ artworkId: idOf(key), position })));
  await db.insert(homeSliderItems).values(catalogue.homeSlider.map((key, position) => ({ artworkId: idOf(key), position })));

  await db
    .insert(snippets)
    .values(catalogue.snippets.map((s) => ({ name: s.name, title: s.title, content: s.content, status: s.status })))
    .onConflictDoNothing();
  await db
    .insert(seoPages)
    .values(
      catalogue.seo.map((s) => ({
        pageName: s.pageName,
        pageUrl: s.pageUrl,
        pageMetaTitle: s.metaTitle,
        pageMetaDescription: s.metaDescription,
        pageMetaRobot: s.metaRobot,
      })),
    )
    .onConflictDoNothing();

  await insertArticles(db, catalogue.articles, images);
}

async function insertArticles(db: Database, articles: DemoArticle[], images: Map<string, StoredImage>): Promise<void> {
  const cover = (a: DemoArticle) => {
    const image = images.get(`${a.kind}-${a.url}`);
    return image ? [image] : [];
  };
  const of = (kind: DemoArticle['kind']) => articles.filter((a) => a.kind === kind);
  const dates = (a: DemoArticle) => ({ createdAt: daysBefore(a.publishedDaysAgo), updatedAt: daysBefore(a.publishedDaysAgo) });

  const educationRows = of('education').map((a) => ({
    educationName: a.title,
    educationDescription: a.description,
    educationDateRange: a.dateRange,
    url: a.url,
    metaTitle: a.metaTitle ?? null,
    metaDescription: a.metaDescription ?? null,
    name: a.authorName,
    imageUrl: cover(a),
    ...dates(a),
  }));
  if (educationRows.length) await db.insert(education).values(educationRows).onConflictDoNothing();

  const blogRows = of('blog').map((a) => ({
    blogName: a.title,
    blogDescription: a.description,
    blogDateRange: a.dateRange,
    url: a.url,
    name: a.authorName,
    imageUrl: cover(a),
    ...dates(a),
  }));
  if (blogRows.length) await db.insert(blogs).values(blogRows).onConflictDoNothing();

  const exhibitionRows = of('exhibition').map((a) => ({
    title: a.title,
    description: a.description,
    dateRange: a.dateRange,
    url: a.url,
    name: a.authorName,
    imageUrl: cover(a),
    ...dates(a),
  }));
  if (exhibitionRows.length) await db.insert(exhibitions).values(exhibitionRows).onConflictDoNothing();

  const newsRows = of('news').map((a) => ({
    newsTitle: a.title,
    newsDescription: a.description,
    newsUrl: a.url,
    externalUrl: a.externalUrl ?? null,
    name: a.authorName,
    isApproved: a.isApproved ?? 1,
    imageUrl: cover(a),
    ...dates(a),
  }));
  if (newsRows.length) await db.insert(newsEvents).values(newsRows).onConflictDoNothing();
}
