import { fillProduct } from '@vernissage/core/page-titles';
import { ARTICLE_EXCERPT_MAX, articlePath, articleSlugSchema, type Article, type ArticleKind, type ArticlesPage, type ArticleSummary } from '@vernissage/core/schemas';
import { idFromSlug, stripTags, truncate } from '@vernissage/core/text';
import type { Database } from '../../db/client.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { findPublished, findPublishedNews, listPublished, type ArticleRecord } from './repository.ts';

// Formatters made once: toLocaleDateString with a locale builds one on every call.
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const EVENT_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: Date) => DAY.format(date);
/** An event's day, YYYY-MM-DD, as a reader says it: 'Saturday, December 12, 2026'. */
const eventDayLabel = (day: string) => EVENT_DAY.format(new Date(`${day}T00:00:00Z`));

function toSummary(record: ArticleRecord, product: string): ArticleSummary {
  const fill = (text: string) => fillProduct(text, product);
  return {
    id: record.id,
    kind: record.kind,
    title: fill(record.title),
    url: record.url,
    path: articlePath(record.kind, record.url),
    externalUrl: record.externalUrl,
    author: fill(record.author),
    dateLabel: record.dateRange ? fill(record.dateRange) : dayLabel(record.createdAt),
    eventDate: record.eventDate,
    eventDateLabel: record.eventDate ? eventDayLabel(record.eventDate) : null,
    // Checked when it was listed; an address of another scheme written some other way is not linked.
    eventLink: record.eventLink && /^https?:\/\//i.test(record.eventLink) ? record.eventLink : null,
    publishedAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    excerpt: truncate(fill(stripTags(sanitizeHtml(record.description))), ARTICLE_EXCERPT_MAX),
    image: record.images[0] ?? null,
  };
}

function toArticle(record: ArticleRecord, product: string): Article {
  const fill = (text: string | null) => (text === null ? null : fillProduct(text, product));
  return {
    ...toSummary(record, product),
    // Stored sanitised by the admin's forms; sanitised again here so no row written another way reaches a page raw.
    description: sanitizeHtml(fillProduct(record.description, product)),
    metaTitle: fill(record.metaTitle),
    metaDescription: fill(record.metaDescription),
    metaKeywords: fill(record.metaKeywords),
  };
}

/** A page of a kind's public entries, newest first. */
export async function articlesPage(db: Database, kind: ArticleKind, offset: number, limit: number, product: string): Promise<ArticlesPage> {
  const { total, items } = await listPublished(db, kind, offset, limit);
  return { total, items: items.map((item) => toSummary(item, product)) };
}

/** A public entry by its slug; null for a slug that names none (or could not name one). */
export async function publishedArticle(db: Database, kind: ArticleKind, url: string, product: string): Promise<Article | null> {
  if (!articleSlugSchema.safeParse(url).success) return null;
  const record = await findPublished(db, kind, url);
  return record ? toArticle(record, product) : null;
}

/** /art-event-details/{event_title}: the public news item whose id ends the parameter, or null. */
export async function publishedEvent(db: Database, eventTitle: string, product: string): Promise<Article | null> {
  const id = idFromSlug(eventTitle);
  if (id === null) return null;
  const record = await findPublishedNews(db, id);
  return record ? toArticle(record, product) : null;
}
