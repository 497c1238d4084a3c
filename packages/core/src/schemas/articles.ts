import { z } from 'zod';
import { storedImageSchema } from './images.ts';

/**
 * The editorial pages (spec/02 §2 'News and Events list', 'Detail pages'): exhibitions, blogs,
 * education and news and events share one shape on the public side.
 */
export const ARTICLE_KINDS = ['exhibitions', 'blogs', 'education', 'news-events'] as const;
export const articleKindSchema = z.enum(ARTICLE_KINDS);
export type ArticleKind = z.infer<typeof articleKindSchema>;

/** Cards per page of a public list. */
export const ARTICLES_PAGE_SIZE = 12;
const ARTICLES_LIMIT_MAX = 48;
const ARTICLES_OFFSET_MAX = 100_000;
/** Characters of an article's text a list card shows before 'Keep reading'. */
export const ARTICLE_EXCERPT_MAX = 220;
/** Publisher logo heights (spec: known external publishers at 40, the product's own at 25). */
export const PUBLISHER_LOGO_HEIGHT = { known: 40, own: 25 } as const;

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
  offset: z.coerce.number().int().min(0).max(ARTICLES_OFFSET_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(ARTICLES_LIMIT_MAX).default(ARTICLES_PAGE_SIZE),
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

/** What each list is called on its page and in its not-found message. */
export const ARTICLE_KIND_LABELS: Record<ArticleKind, { plural: string; singular: string }> = {
  exhibitions: { plural: 'Exhibitions', singular: 'Exhibition' },
  blogs: { plural: 'Blogs', singular: 'Blog post' },
  education: { plural: 'Education', singular: 'Education entry' },
  'news-events': { plural: 'News and Events', singular: 'News item' },
};

export const articlePath = (kind: ArticleKind, url: string): string => `/${kind}/${url}`;
/** /art-event-details/{title letters}-{id}: the spec's parameter is the news id. */
export const artEventPath = (title: string, id: number): string => {
  const letters = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `/art-event-details/${letters ? `${letters}-` : ''}${id}`;
};
