import { z } from 'zod';
import { ARTICLE_KINDS, ARTICLES_PAGE_SIZE } from '../articles.ts';
import { storedImageSchema } from './images.ts';
import { queryWholeOr } from './query-numbers.ts';

// The names and constants are zod-free, for the pages drawn without zod (decision record 037).
export * from '../articles.ts';

export const articleKindSchema = z.enum(ARTICLE_KINDS);

const ARTICLES_LIMIT_MAX = 48;
const ARTICLES_OFFSET_MAX = 100_000;

/** A slug of an article's page: lowercase letters, digits and hyphens. */
export const articleSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not an article address');

export const articleListParamsSchema = z.object({ kind: articleKindSchema });
export const articleParamsSchema = z.object({ kind: articleKindSchema, url: z.string().min(1).max(200) });
export const articleEventParamsSchema = z.object({ eventTitle: z.string().min(1).max(300) });

export const articlesQuerySchema = z.object({
  offset: queryWholeOr(0, ARTICLES_OFFSET_MAX, 0),
  limit: queryWholeOr(1, ARTICLES_LIMIT_MAX, ARTICLES_PAGE_SIZE),
});
export type ArticlesQuery = z.input<typeof articlesQuerySchema>;

export const articleSummarySchema = z.object({
  id: z.number().int(),
  kind: articleKindSchema,
  title: z.string(),
  /** The page's slug under its kind (/exhibitions/{url}). */
  url: z.string(),
  /** The page on this site, from the root. */
  path: z.string(),
  /** A news item published elsewhere (is_approved 2): the publisher's page. */
  externalUrl: z.string().nullable(),
  /** The author or publisher. */
  author: z.string(),
  /** What the card says for its date: the entry's own date range, or the day it was published. */
  dateLabel: z.string(),
  /** A news item or listed event's own day, when it has one (YYYY-MM-DD), and its label ('Saturday, December 12, 2026'). */
  eventDate: z.string().nullable(),
  eventDateLabel: z.string().nullable(),
  /** Where to read more about an event or book it (http or https), when it has one. */
  eventLink: z.string().nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  /** The text of the body, cut for a card. */
  excerpt: z.string(),
  image: storedImageSchema.nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  /** Sanitised HTML. */
  description: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
});
export type Article = z.infer<typeof articleSchema>;

export const articlesPageSchema = z.object({ total: z.number().int(), items: z.array(articleSummarySchema) });
export type ArticlesPage = z.infer<typeof articlesPageSchema>;
