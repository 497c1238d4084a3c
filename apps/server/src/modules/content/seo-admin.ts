import { count, desc, eq } from 'drizzle-orm';
import { SEO_MESSAGES as M, type SeoPage, type SeoPageInput, type SeoPagesPage } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { seoPages } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';

type SeoRow = typeof seoPages.$inferSelect;

const toSeoPage = (row: SeoRow): SeoPage => ({
  id: row.id,
  pageName: row.pageName,
  pageUrl: row.pageUrl,
  metaTitle: row.pageMetaTitle,
  metaDescription: row.pageMetaDescription,
  metaRobot: row.pageMetaRobot,
});

const columns = (input: SeoPageInput) => ({
  pageName: input.pageName,
  // '/about-us/' and '/about-us' are one page to the head lookup.
  pageUrl: input.pageUrl.length > 1 ? input.pageUrl.replace(/\/+$/, '') : input.pageUrl,
  pageMetaTitle: input.metaTitle,
  pageMetaDescription: input.metaDescription,
  pageMetaRobot: input.metaRobot,
});

const taken = () => new AppError('conflict', M.taken, { pageUrl: M.taken });

/** Manage SEO Page's table: every record, newest first, paged. */
export async function listSeoPages(db: Database, offset: number, limit: number): Promise<SeoPagesPage> {
  const [rows, [counted]] = await Promise.all([
    db.select().from(seoPages).orderBy(desc(seoPages.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(seoPages),
  ]);
  return { total: counted?.n ?? 0, items: rows.map(toSeoPage) };
}

/** A new record; a page url already described is refused (the database's unique index decides). */
export async function createSeoPage(db: Database, input: SeoPageInput): Promise<SeoPage> {
  const [row] = await db.insert(seoPages).values(columns(input)).onConflictDoNothing({ target: seoPages.pageUrl }).returning();
  if (!row) throw taken();
  return toSeoPage(row);
}

export async function updateSeoPage(db: Database, id: number, input: SeoPageInput): Promise<SeoPage> {
  const values = columns(input);
  const [own] = await db.select({ id: seoPages.id }).from(seoPages).where(eq(seoPages.id, id)).limit(1);
  if (!own) throw notFound(M.notFound);
  const [other] = await db.select({ id: seoPages.id }).from(seoPages).where(eq(seoPages.pageUrl, values.pageUrl)).limit(1);
  if (other && other.id !== id) throw taken();
  try {
    const [row] = await db.update(seoPages).set({ ...values, updatedAt: new Date() }).where(eq(seoPages.id, id)).returning();
    if (!row) throw notFound(M.notFound);
    return toSeoPage(row);
  } catch (error) {
    // Another write took the url between the read and this one.
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505') throw taken();
    throw error;
  }
}

export async function deleteSeoPage(db: Database, id: number): Promise<void> {
  const [row] = await db.delete(seoPages).where(eq(seoPages.id, id)).returning({ id: seoPages.id });
  if (!row) throw notFound(M.notFound);
}
