import { z } from 'zod';
import { storedImageSchema } from './images.ts';
import { ADMIN_PAGE_SIZE, adminPageQuerySchema, pageOf, rowIdParamsSchema } from './paging.ts';
import { plainText } from './plain-text.ts';

/**
 * Manage Exhibitions, Manage Blogs and Manage Education (spec/02 §2 'Admin screens', §5
 * Education, §8): one table and one form, parameterised by kind.
 */
export const ADMIN_ARTICLE_KINDS = ['exhibitions', 'blogs', 'education'] as const;
export const adminArticleKindSchema = z.enum(ADMIN_ARTICLE_KINDS);
export type AdminArticleKind = z.infer<typeof adminArticleKindSchema>;

export interface AdminArticleMessages {
  title: string;
  description: string;
  dateRange: string;
  url: string;
  badUrl: string;
  urlTaken: string;
  name: string;
  status: string;
  tooLong: string;
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
  deleted: string;
  deleteConfirm: string;
  notFound: string;
  imageSaved: string;
}

/** The words each kind's messages share; `thing` is how the spec names one entry. */
const messagesFor = (thing: string, overrides: Partial<AdminArticleMessages> = {}): AdminArticleMessages => ({
  title: `Please input ${thing} name`,
  description: `Please input ${thing} description`,
  dateRange: 'Please input date',
  url: 'Please input url',
  badUrl: 'The url holds lowercase letters, digits and single hyphens only',
  urlTaken: `This url is already used by another ${thing}`,
  name: 'Please input the author or gallery',
  status: 'Please input status',
  tooLong: 'This is too long',
  created: `The ${thing} created successfully.`,
  updated: `The ${thing} updated successfully.`,
  createFailed: `Unable to create the ${thing}`,
  updateFailed: `Unable to update the ${thing}`,
  deleted: `The ${thing} deleted successfully`,
  deleteConfirm: `Do you want to delete ${thing}`,
  notFound: `No such ${thing}`,
  imageSaved: 'The image is saved.',
  ...overrides,
});

/**
 * Every message of the three admin screens, on the create form. Education's are spec/02 §5 and §8
 * word for word; exhibitions and blogs use them with their own noun.
 */
export const ADMIN_ARTICLE_MESSAGES: Record<AdminArticleKind, AdminArticleMessages> = {
  exhibitions: messagesFor('exhibition'),
  blogs: messagesFor('blog'),
  education: messagesFor('education', { title: 'Please input blog name' }),
};
/**
 * The edit form's: the same, but education's edit form words its name, date and description its
 * own way and reports a failed update as a failed create (spec/02 §5 Education 'Edit', §8).
 */
export const ADMIN_ARTICLE_EDIT_MESSAGES: Record<AdminArticleKind, AdminArticleMessages> = {
  ...ADMIN_ARTICLE_MESSAGES,
  education: messagesFor('education', {
    title: 'Please input name',
    dateRange: 'Please input  date Range',
    description: 'Please input exhibition description',
    updateFailed: 'Unable to create the education',
  }),
};
export const EXHIBITION_MESSAGES = ADMIN_ARTICLE_MESSAGES.exhibitions;
export const EDUCATION_MESSAGES = ADMIN_ARTICLE_MESSAGES.education;
export const EDUCATION_EDIT_MESSAGES = ADMIN_ARTICLE_EDIT_MESSAGES.education;
export const BLOG_MESSAGES = ADMIN_ARTICLE_MESSAGES.blogs;

/** Image crop ratio (width / height) of each kind's cover; spec/02 §9 fixes education's at 1.5. */
export const ADMIN_ARTICLE_CROP: Record<AdminArticleKind, number | null> = { exhibitions: null, blogs: null, education: 1.5 };
/** Kinds whose pages carry their own meta title, description and keywords (education, spec/02 §3). */
export const ADMIN_ARTICLE_HAS_META: Record<AdminArticleKind, boolean> = { exhibitions: false, blogs: false, education: true };

export const ADMIN_ARTICLES_PAGE_SIZE = ADMIN_PAGE_SIZE;
/** The visible text of an entry's description, at most. */
export const ADMIN_ARTICLE_DESCRIPTION_MAX = 20_000;
const META_MAX = 500;

/** Text once tags and non-breaking spaces are stripped (spec/02 §5: a description must hold some). */
export const visibleText = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim();

/** The create (or the edit) form of one kind, with that kind's messages for it. */
export function adminArticleInputSchema(kind: AdminArticleKind, form: 'create' | 'edit' = 'create') {
  const M = (form === 'edit' ? ADMIN_ARTICLE_EDIT_MESSAGES : ADMIN_ARTICLE_MESSAGES)[kind];
  const line = (required: string, max: number) => plainText(z.string({ error: required }).trim().min(1, required).max(max, M.tooLong));
  const meta = plainText(z.string().trim().max(META_MAX, M.tooLong)).nullish();
  return z.object({
    title: line(M.title, 200),
    /** HTML from the editor; sanitised by the server. Must hold text once its tags are stripped. */
    description: plainText(z.string({ error: M.description }).max(ADMIN_ARTICLE_DESCRIPTION_MAX * 4, M.tooLong))
      .refine((html) => visibleText(html).length > 0, M.description),
    dateRange: line(M.dateRange, 120),
    url: z
      .string({ error: M.url })
      .trim()
      .min(1, M.url)
      .max(200, M.tooLong)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, M.badUrl),
    name: line(M.name, 120),
    status: z.enum(['1', '0'], { error: M.status }),
    /** Education only (optional); ignored for the other kinds. */
    metaTitle: meta,
    metaDescription: meta,
    metaKeywords: meta,
  });
}
export type AdminArticleInput = z.infer<ReturnType<typeof adminArticleInputSchema>>;
/** Each kind's schema for one form. */
const schemasFor = (form: 'create' | 'edit'): { [K in AdminArticleKind]: ReturnType<typeof adminArticleInputSchema> } => ({
  exhibitions: adminArticleInputSchema('exhibitions', form),
  blogs: adminArticleInputSchema('blogs', form),
  education: adminArticleInputSchema('education', form),
});
export const adminArticleInputSchemas = schemasFor('create');
export const adminArticleEditSchemas = schemasFor('edit');

export const adminArticleRowSchema = z.object({
  id: z.number().int(),
  kind: adminArticleKindSchema,
  title: z.string(),
  url: z.string(),
  path: z.string(),
  dateRange: z.string(),
  name: z.string(),
  status: z.enum(['1', '0']),
  /** Sanitised HTML. */
  description: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  image: storedImageSchema.nullable(),
  updatedAt: z.string(),
});
export type AdminArticleRow = z.infer<typeof adminArticleRowSchema>;

export const adminArticleIdParamsSchema = rowIdParamsSchema;
export const adminArticlesQuerySchema = adminPageQuerySchema;
export const adminArticlesPageSchema = pageOf(adminArticleRowSchema);
export type AdminArticlesPage = z.infer<typeof adminArticlesPageSchema>;
export const adminArticleSavedSchema = z.object({ message: z.string(), article: adminArticleRowSchema });
export type AdminArticleSaved = z.infer<typeof adminArticleSavedSchema>;
export const adminArticleDeletedSchema = z.object({ message: z.string() });
