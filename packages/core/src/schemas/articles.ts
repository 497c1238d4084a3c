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

// —— Manage Exhibitions (admin) ——

/** Messages of Manage Exhibitions, in the words spec/02 §5 and §8 give education. */
export const EXHIBITION_MESSAGES = {
  title: 'Please input exhibition name',
  description: 'Please input exhibition description',
  dateRange: 'Please input date',
  url: 'Please input url',
  badUrl: 'The url holds lowercase letters, digits and single hyphens only',
  urlTaken: 'This url is already used by another exhibition',
  name: 'Please input the author or gallery',
  status: 'Please input status',
  tooLong: 'This is too long',
  created: 'The exhibition created successfully.',
  updated: 'The exhibition updated successfully.',
  createFailed: 'Unable to create the exhibition',
  updateFailed: 'Unable to update the exhibition',
  deleted: 'The exhibition deleted successfully',
  deleteConfirm: 'Do you want to delete exhibition',
  notFound: 'No such exhibition',
  imageSaved: 'The image is saved.',
} as const;

export const EXHIBITIONS_ADMIN_PAGE_SIZE = 10;
/** The visible text of an exhibition's description, at most. */
export const EXHIBITION_DESCRIPTION_MAX = 20_000;
// eslint-disable-next-line no-control-regex -- refusing control characters (a NUL byte cannot reach PostgreSQL) is the point
const NO_CONTROL = /^[^\u0000-\u0008\u000b-\u001f\u007f]*$/;
const line = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, EXHIBITION_MESSAGES.tooLong).regex(NO_CONTROL, EXHIBITION_MESSAGES.tooLong);

export const exhibitionInputSchema = z.object({
  title: line(EXHIBITION_MESSAGES.title, 200),
  /** HTML from the editor; sanitised by the server. Must hold text once its tags are stripped. */
  description: z
    .string({ error: EXHIBITION_MESSAGES.description })
    .max(EXHIBITION_DESCRIPTION_MAX * 4, EXHIBITION_MESSAGES.tooLong)
    .regex(NO_CONTROL, EXHIBITION_MESSAGES.tooLong)
    .refine((html) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim().length > 0, EXHIBITION_MESSAGES.description),
  dateRange: line(EXHIBITION_MESSAGES.dateRange, 120),
  url: z
    .string({ error: EXHIBITION_MESSAGES.url })
    .trim()
    .min(1, EXHIBITION_MESSAGES.url)
    .max(200, EXHIBITION_MESSAGES.tooLong)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, EXHIBITION_MESSAGES.badUrl),
  name: line(EXHIBITION_MESSAGES.name, 120),
  status: z.enum(['1', '0'], { error: EXHIBITION_MESSAGES.status }),
});
export type ExhibitionInput = z.infer<typeof exhibitionInputSchema>;

export const exhibitionAdminRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  path: z.string(),
  dateRange: z.string(),
  name: z.string(),
  status: z.enum(['1', '0']),
  /** Sanitised HTML. */
  description: z.string(),
  image: storedImageSchema.nullable(),
  updatedAt: z.string(),
});
export type ExhibitionAdminRow = z.infer<typeof exhibitionAdminRowSchema>;

export const exhibitionIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const exhibitionsAdminQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(EXHIBITIONS_ADMIN_PAGE_SIZE),
});
export const exhibitionsAdminPageSchema = z.object({ total: z.number().int(), items: z.array(exhibitionAdminRowSchema) });
export type ExhibitionsAdminPage = z.infer<typeof exhibitionsAdminPageSchema>;
export const exhibitionSavedSchema = z.object({ message: z.string(), exhibition: exhibitionAdminRowSchema });
export type ExhibitionSaved = z.infer<typeof exhibitionSavedSchema>;
export const exhibitionDeletedSchema = z.object({ message: z.string() });
