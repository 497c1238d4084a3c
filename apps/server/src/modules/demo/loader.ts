import { count, eq } from 'drizzle-orm';
import type { DemoArticle, DemoCatalogue } from '@vernissage/catalogue';
import type { StoredImage } from '@vernissage/core/schemas';
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
import type { Storage } from '../../lib/storage.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertDemoConsultationTimes } from './consultations.ts';
import { DEMO_EARLY_ACCESS_PASSCODE, insertDemoEarlyAccess } from './early-access.ts';
import { daysBefore, demoUserId } from './ids.ts';
import { demoImageJobs, demoImageRecord } from './images.ts';
import { insertDemoSales } from './sales.ts';

export interface LoadResult {
  loaded: boolean;
  artworks: number;
  people: number;
  ms: number;
}

/**
 * Loads the demo catalogue's rows into an empty database: people, works, quiz, home marquee,
 * snippets, SEO records and articles, in one transaction. A database that already has artworks
 * is left as it is, so running it twice changes nothing. Images are rendered separately
 * (renderDemoImages); the rows already point at where they will be.
 */
export async function loadDemoCatalogue(db: Database, storage: Storage, catalogue: DemoCatalogue): Promise<LoadResult> {
  const started = performance.now();
  const [existing] = await db.select({ n: count() }).from(artworks);
  if ((existing?.n ?? 0) > 0) return { loaded: false, artworks: 0, people: 0, ms: 0 };

  const images = new Map(demoImageJobs(catalogue).map((job) => [job.key, demoImageRecord(storage, job)]));
  const passcodeHash = await hashPassword(DEMO_EARLY_ACCESS_PASSCODE);
  await db.transaction(async (tx) => {
    await insertCatalogue(tx as unknown as Database, catalogue, images, passcodeHash);
  });
  return {
    loaded: true,
    artworks: catalogue.artworks.length,
    people: catalogue.people.length,
    ms: Math.round(performance.now() - started),
  };
}

/** Whether the catalogue's people are in the database, i.e. its rows were loaded into it (now or before). */
export async function demoPeoplePresent(db: Database, catalogue: DemoCatalogue): Promise<boolean> {
  const first = catalogue.people[0];
  if (!first) return false;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, demoUserId(first.key))).limit(1);
  return Boolean(row);
}

const CHUNK = 100;
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

async function insertCatalogue(db: Database, catalogue: DemoCatalogue, images: Map<string, StoredImage>, passcodeHash: string): Promise<void> {
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
          listedAt: daysBefore(work.listedDaysAgo),
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
  await insertDemoEarlyAccess(db, catalogue, { idOf, imageOf: (key) => images.get(key)! }, passcodeHash);
  await insertDemoSales(db, catalogue, idOf);
  await insertDemoConsultationTimes(db);

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
    eventDate: a.eventDaysAhead === undefined ? null : daysBefore(-a.eventDaysAhead).toISOString().slice(0, 10),
    imageUrl: cover(a),
    ...dates(a),
  }));
  if (newsRows.length) await db.insert(newsEvents).values(newsRows).onConflictDoNothing();
}
