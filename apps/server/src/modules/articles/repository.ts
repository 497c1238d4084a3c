import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ArticleKind, StoredImage } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { blogs, education, exhibitions, newsEvents } from '../../db/schema/index.ts';

/** An article row as every kind stores it, in one shape. */
export interface ArticleRecord {
  id: number;
  kind: ArticleKind;
  title: string;
  url: string;
  description: string;
  /** The entry's own date text (null for news, which show their publishing day). */
  dateRange: string | null;
  author: string;
  externalUrl: string | null;
  /** A listed event's day (YYYY-MM-DD), and where to read more or book it; null for the other kinds. */
  eventDate: string | null;
  eventLink: string | null;
  images: StoredImage[];
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const active = '1' as const;

interface Source {
  table: PgTable;
  columns: Record<string, PgColumn> & { url: PgColumn; updatedAt: PgColumn };
  visible: SQL | undefined;
  order: SQL[];
  byUrl: (url: string) => SQL;
}

/** The columns of each kind, named alike; each `where` keeps only what the public may read. */
function source(kind: ArticleKind): Source {
  switch (kind) {
    case 'education':
      return {
        table: education,
        columns: {
          id: education.id,
          title: education.educationName,
          url: education.url,
          description: education.educationDescription,
          dateRange: education.educationDateRange,
          author: education.name,
          images: education.imageUrl,
          metaTitle: education.metaTitle,
          metaDescription: education.metaDescription,
          metaKeywords: education.metaKeywords,
          createdAt: education.createdAt,
          updatedAt: education.updatedAt,
        },
        visible: eq(education.status, active),
        order: [desc(education.createdAt), desc(education.id)],
        byUrl: (url: string) => eq(education.url, url),
      };
    case 'blogs':
      return {
        table: blogs,
        columns: {
          id: blogs.id,
          title: blogs.blogName,
          url: blogs.url,
          description: blogs.blogDescription,
          dateRange: blogs.blogDateRange,
          author: blogs.name,
          images: blogs.imageUrl,
          createdAt: blogs.createdAt,
          updatedAt: blogs.updatedAt,
        },
        visible: eq(blogs.status, active),
        order: [desc(blogs.createdAt), desc(blogs.id)],
        byUrl: (url: string) => eq(blogs.url, url),
      };
    case 'exhibitions':
      return {
        table: exhibitions,
        columns: {
          id: exhibitions.id,
          title: exhibitions.title,
          url: exhibitions.url,
          description: exhibitions.description,
          dateRange: exhibitions.dateRange,
          author: exhibitions.name,
          images: exhibitions.imageUrl,
          createdAt: exhibitions.createdAt,
          updatedAt: exhibitions.updatedAt,
        },
        visible: eq(exhibitions.status, active),
        order: [desc(exhibitions.createdAt), desc(exhibitions.id)],
        byUrl: (url: string) => eq(exhibitions.url, url),
      };
    case 'news-events':
      return {
        table: newsEvents,
        columns: {
          id: newsEvents.id,
          title: newsEvents.newsTitle,
          url: newsEvents.newsUrl,
          description: newsEvents.newsDescription,
          author: newsEvents.name,
          externalUrl: newsEvents.externalUrl,
          eventDate: newsEvents.eventDate,
          eventLink: newsEvents.eventLink,
          images: newsEvents.imageUrl,
          createdAt: newsEvents.createdAt,
          updatedAt: newsEvents.updatedAt,
        },
        // Approved (1) or approved and published elsewhere (2); waiting ones (0) are the author's and the admin's.
        visible: inArray(newsEvents.isApproved, [1, 2]),
        order: [desc(newsEvents.createdAt), desc(newsEvents.id)],
        byUrl: (url: string) => eq(newsEvents.newsUrl, url),
      };
  }
}

type Selected = {
  id: number;
  title: string;
  url: string;
  description: string;
  dateRange?: string;
  author: string;
  externalUrl?: string | null;
  eventDate?: string | null;
  eventLink?: string | null;
  images: StoredImage[];
  metaTitle?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  createdAt: Date;
  updatedAt: Date;
};

function toRecord(kind: ArticleKind, row: Selected): ArticleRecord {
  return {
    id: row.id,
    kind,
    title: row.title,
    url: row.url,
    description: row.description,
    dateRange: row.dateRange ?? null,
    author: row.author,
    externalUrl: row.externalUrl ?? null,
    eventDate: row.eventDate ?? null,
    eventLink: row.eventLink ?? null,
    images: row.images,
    metaTitle: row.metaTitle ?? null,
    metaDescription: row.metaDescription ?? null,
    metaKeywords: row.metaKeywords ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function select(db: Database, kind: ArticleKind, where: SQL | undefined, offset: number, limit: number): Promise<ArticleRecord[]> {
  const s = source(kind);
  const rows = (await db
    .select(s.columns)
    .from(s.table)
    .where(where)
    .orderBy(...s.order)
    .offset(offset)
    .limit(limit)) as Selected[];
  return rows.map((row) => toRecord(kind, row));
}

/** One page of a kind's public entries, newest first, and how many there are. */
export async function listPublished(db: Database, kind: ArticleKind, offset: number, limit: number): Promise<{ total: number; items: ArticleRecord[] }> {
  const s = source(kind);
  const [items, [counted]] = await Promise.all([select(db, kind, s.visible, offset, limit), db.select({ n: count() }).from(s.table).where(s.visible)]);
  return { total: counted?.n ?? 0, items };
}

/** A public entry by its page slug, or null. */
export async function findPublished(db: Database, kind: ArticleKind, url: string): Promise<ArticleRecord | null> {
  const s = source(kind);
  const [row] = await select(db, kind, and(s.visible, s.byUrl(url)), 0, 1);
  return row ?? null;
}

/** A public news item by its id (/art-event-details/{event_title}), or null. */
export async function findPublishedNews(db: Database, id: number): Promise<ArticleRecord | null> {
  const [row] = await select(db, 'news-events', and(source('news-events').visible, eq(newsEvents.id, id)), 0, 1);
  return row ?? null;
}

/** Every public entry of a kind for the sitemap (slug and last change), at most `limit`. */
export async function publishedForSitemap(db: Database, kind: ArticleKind, limit: number): Promise<Array<{ url: string; updatedAt: Date }>> {
  if (limit <= 0) return [];
  const s = source(kind);
  return (await db
    .select({ url: s.columns.url, updatedAt: s.columns.updatedAt })
    .from(s.table)
    .where(s.visible)
    .orderBy(...s.order)
    .limit(limit)) as Array<{ url: string; updatedAt: Date }>;
}
