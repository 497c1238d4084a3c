import { randomUUID } from 'node:crypto';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_ARTICLE_HAS_META, ADMIN_ARTICLE_MESSAGES, articlePath, type AdminArticleInput, type AdminArticleKind, type AdminArticleRow, type AdminArticlesPage, type StoredImage } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { blogs, education, exhibitions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { storeUploadedPicture } from '../../lib/images.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { Storage } from '../../lib/storage.ts';

/** What the admin's table reads of a row, named alike for every kind. */
interface Selected {
  id: number;
  title: string;
  description: string;
  dateRange: string;
  url: string;
  name: string;
  status: '1' | '0';
  images: StoredImage[];
  metaTitle?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  updatedAt: Date;
}

interface Source {
  table: PgTable;
  id: PgColumn;
  url: PgColumn;
  order: SQL[];
  /** Column per common name. */
  columns: Record<keyof Selected, PgColumn | undefined>;
  /** The kind's own column names for the shared fields. */
  names: { title: string; description: string; dateRange: string };
}

const common = (t: typeof exhibitions | typeof blogs | typeof education) => ({
  id: t.id,
  url: t.url,
  name: t.name,
  status: t.status,
  images: t.imageUrl,
  updatedAt: t.updatedAt,
});

/** Each kind's table and the names of its columns (the spec's tables name them differently). */
const SOURCES: Record<AdminArticleKind, Source> = {
  exhibitions: {
    table: exhibitions,
    id: exhibitions.id,
    url: exhibitions.url,
    order: [desc(exhibitions.createdAt), desc(exhibitions.id)],
    columns: { ...common(exhibitions), title: exhibitions.title, description: exhibitions.description, dateRange: exhibitions.dateRange, metaTitle: undefined, metaDescription: undefined, metaKeywords: undefined },
    names: { title: 'title', description: 'description', dateRange: 'dateRange' },
  },
  blogs: {
    table: blogs,
    id: blogs.id,
    url: blogs.url,
    order: [desc(blogs.createdAt), desc(blogs.id)],
    columns: { ...common(blogs), title: blogs.blogName, description: blogs.blogDescription, dateRange: blogs.blogDateRange, metaTitle: undefined, metaDescription: undefined, metaKeywords: undefined },
    names: { title: 'blogName', description: 'blogDescription', dateRange: 'blogDateRange' },
  },
  education: {
    table: education,
    id: education.id,
    url: education.url,
    order: [desc(education.createdAt), desc(education.id)],
    columns: {
      ...common(education),
      title: education.educationName,
      description: education.educationDescription,
      dateRange: education.educationDateRange,
      metaTitle: education.metaTitle,
      metaDescription: education.metaDescription,
      metaKeywords: education.metaKeywords,
    },
    names: { title: 'educationName', description: 'educationDescription', dateRange: 'educationDateRange' },
  },
};

const selection = (s: Source) => Object.fromEntries(Object.entries(s.columns).filter((entry): entry is [string, PgColumn] => entry[1] !== undefined));

const toRow = (kind: AdminArticleKind, row: Selected): AdminArticleRow => ({
  id: row.id,
  kind,
  title: row.title,
  url: row.url,
  path: articlePath(kind, row.url),
  dateRange: row.dateRange,
  name: row.name,
  status: row.status,
  description: row.description,
  metaTitle: row.metaTitle ?? null,
  metaDescription: row.metaDescription ?? null,
  metaKeywords: row.metaKeywords ?? null,
  image: row.images[0] ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

const taken = (kind: AdminArticleKind) => {
  const message = ADMIN_ARTICLE_MESSAGES[kind].urlTaken;
  return new AppError('conflict', message, { url: message });
};

/** The row to write, under the kind's own column names; the description is sanitised here. */
function values(kind: AdminArticleKind, input: AdminArticleInput): Record<string, unknown> {
  const { names } = SOURCES[kind];
  const meta = ADMIN_ARTICLE_HAS_META[kind]
    ? { metaTitle: input.metaTitle?.trim() || null, metaDescription: input.metaDescription?.trim() || null, metaKeywords: input.metaKeywords?.trim() || null }
    : {};
  return {
    [names.title]: input.title,
    [names.description]: sanitizeHtml(input.description),
    [names.dateRange]: input.dateRange,
    url: input.url,
    name: input.name,
    status: input.status,
    ...meta,
  };
}

// Drizzle types inserts and updates per table; these helpers write the rows `values` builds for any of the three.
type AnyInsert = never;

/** One admin table: every entry of a kind, shown or not, newest first. */
export async function listAdminArticles(db: Database, kind: AdminArticleKind, offset: number, limit: number): Promise<AdminArticlesPage> {
  const s = SOURCES[kind];
  const [rows, [counted]] = await Promise.all([
    db.select(selection(s)).from(s.table).orderBy(...s.order).offset(offset).limit(limit) as Promise<unknown[]> as Promise<Selected[]>,
    db.select({ n: count() }).from(s.table),
  ]);
  return { total: counted?.n ?? 0, items: rows.map((row) => toRow(kind, row)) };
}

/** A new entry by `userId`; a url in use is refused by the unique index, never by a read first. */
export async function createAdminArticle(db: Database, kind: AdminArticleKind, input: AdminArticleInput, userId: string): Promise<AdminArticleRow> {
  const s = SOURCES[kind];
  const [row] = (await db
    .insert(s.table)
    .values({ ...values(kind, input), userId } as AnyInsert)
    .onConflictDoNothing({ target: s.url })
    .returning(selection(s))) as unknown as Selected[];
  if (!row) throw taken(kind);
  return toRow(kind, row);
}

async function exists(db: Database, s: Source, id: number, kind: AdminArticleKind): Promise<void> {
  const [own] = await db.select({ id: s.id }).from(s.table).where(eq(s.id, id)).limit(1);
  if (!own) throw notFound(ADMIN_ARTICLE_MESSAGES[kind].notFound);
}

async function write(db: Database, kind: AdminArticleKind, id: number, set: Record<string, unknown>): Promise<AdminArticleRow> {
  const s = SOURCES[kind];
  const [row] = (await db
    .update(s.table)
    .set({ ...set, updatedAt: new Date() } as AnyInsert)
    .where(eq(s.id, id))
    .returning(selection(s))) as unknown as Selected[];
  if (!row) throw notFound(ADMIN_ARTICLE_MESSAGES[kind].notFound);
  return toRow(kind, row);
}

export async function updateAdminArticle(db: Database, kind: AdminArticleKind, id: number, input: AdminArticleInput): Promise<AdminArticleRow> {
  const s = SOURCES[kind];
  await exists(db, s, id, kind);
  const [other] = await db.select({ id: s.id }).from(s.table).where(eq(s.url, input.url)).limit(1);
  if (other && other.id !== id) throw taken(kind);
  return write(db, kind, id, values(kind, input));
}

export async function deleteAdminArticle(db: Database, kind: AdminArticleKind, id: number): Promise<void> {
  const s = SOURCES[kind];
  const [row] = await db.delete(s.table).where(eq(s.id, id)).returning({ id: s.id });
  if (!row) throw notFound(ADMIN_ARTICLE_MESSAGES[kind].notFound);
}

/** The entry's cover: decoded to prove it is a JPEG, PNG or WebP image, stored in every size. */
export async function saveAdminArticleImage(db: Database, storage: Storage, kind: AdminArticleKind, id: number, input: Buffer): Promise<AdminArticleRow> {
  await exists(db, SOURCES[kind], id, kind);
  const image = await storeUploadedPicture(storage, input, `${kind}/${id}/cover-${randomUUID().slice(0, 8)}`);
  return write(db, kind, id, { imageUrl: [image] });
}
