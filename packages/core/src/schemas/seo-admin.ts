import { z } from 'zod';
import { seoPageSchema } from './content.ts';
import { CONTROL_CHARACTERS_MESSAGE, PLAIN_TEXT } from './plain-text.ts';
import { idParamsSchema } from './ids.ts';
import { queryWholeOr } from './query-numbers.ts';

// Manage SEO Page (admin). Kept apart from content.ts, which every page loads for its head, so
// these schemas ship with the admin's page only.

/** Messages of spec/02 §5 'SEO page' and §8 (misspellings corrected). */
export const SEO_MESSAGES = {
  pageName: 'Please input page name',
  pageUrl: 'Please input page url',
  metaTitle: 'Please input meta title',
  metaDescription: 'Please input meta description',
  metaRobot: 'Please input meta robot',
  badPageUrl: 'The page url starts with / and holds no spaces',
  tooLong: 'This is too long',
  badCharacters: CONTROL_CHARACTERS_MESSAGE,
  taken: 'An SEO record for this page url already exists',
  created: 'The SEO created successfully.',
  updated: 'The seo updated successfully.',
  createFailed: 'Unable to create the SEO',
  updateFailed: 'Unable to update the seo',
  deleted: 'The SEO deleted successfully',
  deleteConfirm: 'Do you want to delete SEO',
  notFound: 'No such SEO record',
} as const;

export const SEO_PAGE_SIZE = 20;
const seoText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, SEO_MESSAGES.tooLong).regex(PLAIN_TEXT, SEO_MESSAGES.badCharacters);

/** POST /api/admin/seo-pages and PUT /api/admin/seo-pages/{id} (spec POST /create-seo, /update-seo): all five required. */
export const seoPageInputSchema = z.object({
  pageName: seoText(SEO_MESSAGES.pageName, 100),
  pageUrl: seoText(SEO_MESSAGES.pageUrl, 300).regex(/^\/[^\s?#]*$/, SEO_MESSAGES.badPageUrl),
  metaTitle: seoText(SEO_MESSAGES.metaTitle, 200),
  metaDescription: seoText(SEO_MESSAGES.metaDescription, 500),
  metaRobot: seoText(SEO_MESSAGES.metaRobot, 100),
});
export type SeoPageInput = z.infer<typeof seoPageInputSchema>;

export const seoPageParamsSchema = idParamsSchema;
export const seoPagesQuerySchema = z.object({
  offset: queryWholeOr(0, 100_000, 0),
  limit: queryWholeOr(1, 100, SEO_PAGE_SIZE),
});
export const seoPagesPageSchema = z.object({ total: z.number().int(), items: z.array(seoPageSchema) });
export type SeoPagesPage = z.infer<typeof seoPagesPageSchema>;
export const seoPageSavedSchema = z.object({ message: z.string(), page: seoPageSchema });
export const seoPageDeletedSchema = z.object({ message: z.string() });
