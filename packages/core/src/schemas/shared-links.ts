import { z } from 'zod';
import { COLOURS } from '../lookups/colours.ts';
import { MEDIUMS } from '../lookups/materials.ts';
import { SUBJECTS } from '../lookups/subjects.ts';
import { artworkSchema } from './artworks.ts';
import { BROWSE_LINK_KEYS, browseQuerySchema, type BrowseLinkKey, type BrowseParams } from './discovery.ts';
import { PLAIN_TEXT } from './plain-text.ts';
import { rowId, rowIdParam } from './ids.ts';
import { SHARED_LINK_FAILED } from '../messages.ts';
import { queryWholeOr } from './query-numbers.ts';

/**
 * Shared links (issue "Discovery"; spec/02 "Selected artworks page", "Manage Shared Links"):
 * a curated set of works at /artworks/{share_url}, and a stored All Artworks selection at
 * /all-artworks/{share_url}/{share_id}. docs/decisions/020-shared-links.md.
 */

/** A curated set's title, at most this long. */
export const CURATED_TITLE_MAX = 120;
/** A curated set's description, as HTML, at most this long. */
export const CURATED_DESCRIPTION_MAX = 20_000;
/** Works one curated set holds: at least one, at most this many (one browse page). */
export const CURATED_WORKS_MAX = 60;
/** A share_url, at most this long (the slug words are cut well before it). */
export const SHARE_URL_MAX = 80;
/** Words of a slug, cut at a hyphen before this length. */
const SLUG_WORDS_MAX = 48;
/** Rows Manage Shared Links asks for at once, and the most it may ask. */
export const SHARED_LINKS_PAGE_SIZE = 20;
const SHARED_LINKS_LIMIT_MAX = 100;
const SHARED_LINKS_OFFSET_MAX = 100_000;
/** Links one delete may name. */
export const SHARED_LINKS_DELETE_MAX = 100;

export const SHARED_LINK_MESSAGES = {
  /** spec/02: the selected-artworks call failing (the page then goes to /data-not-found). */
  notFound: SHARED_LINK_FAILED,
  /** spec/02: Manage Shared Links' confirmation, as the spec words it. */
  deleteConfirm: 'Do you want to delete ?',
  deleted: (count: number) => (count === 1 ? 'The shared link has been deleted' : `${count} shared links have been deleted`),
  created: 'The curated set has been created. Copy its link below.',
  titleRequired: 'Please enter a title',
  titleTooLong: `A title is at most ${CURATED_TITLE_MAX} characters`,
  descriptionTooLong: 'The description is too long',
  worksRequired: 'Choose at least one work',
  worksTooMany: `A set holds at most ${CURATED_WORKS_MAX} works`,
  worksUnlisted: 'Some chosen works are no longer listed; remove them and save again',
  badId: 'Use a whole number id',
  badShareUrl: 'This link is not one we made',
  badSelection: 'This selection cannot be shared; change the filters and try again',
  tooMany: 'Too many links shared from this address; try again in a few minutes',
  noControl: 'Cannot hold control characters',
} as const;
const M = SHARED_LINK_MESSAGES;

/** A row id in a path or a body: a whole number a PostgreSQL integer holds. */
export const sharedLinkIdSchema = rowIdParam(M.badId);
/** A share_url as we make them: lower-case letters, digits and single hyphens. */
export const shareUrlSchema = z
  .string()
  .min(1, M.badShareUrl)
  .max(SHARE_URL_MAX, M.badShareUrl)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, M.badShareUrl);


export type SharedLinkType = 'curate' | 'filter';

// —— Stored selections (type 'filter') ——

const selectionShape = Object.fromEntries(BROWSE_LINK_KEYS.map((key) => [key, z.string().max(600).regex(PLAIN_TEXT, M.noControl).optional()])) as {
  [K in BrowseLinkKey]: z.ZodOptional<z.ZodString>;
};

/**
 * POST /api/shared-links/selections: the selection All Artworks shows, as its address keeps it
 * (BrowseParams). Checked by the listing's own schema, so a stored link always lists works; keys
 * the address does not keep (cursor, limit) are refused.
 */
export const selectionCreateSchema = z.object({
  selection: z
    .strictObject(selectionShape)
    .superRefine((selection, context) => {
      const checked = browseQuerySchema.safeParse(selection);
      if (checked.success) return;
      for (const issue of checked.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
});
export type SelectionCreate = z.input<typeof selectionCreateSchema>;

/** A stored selection: its address, and the All Artworks segment it restores. */
export const selectionLinkSchema = z.object({
  id: z.number().int(),
  shareUrl: z.string(),
  /** /all-artworks/{shareUrl}/{id} */
  path: z.string(),
  /** browseSegment of the selection ('' for every work). */
  segment: z.string(),
});
export type SelectionLink = z.infer<typeof selectionLinkSchema>;

export const selectionParamsSchema = z.object({ shareUrl: shareUrlSchema, id: sharedLinkIdSchema });

// —— Curated sets (type 'curate') ——

export const curatedSetCreateSchema = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(CURATED_TITLE_MAX, M.titleTooLong).regex(PLAIN_TEXT, M.noControl),
  /** HTML from the rich-text editor; sanitised by the server before it is stored. */
  description: z.string().max(CURATED_DESCRIPTION_MAX, M.descriptionTooLong).regex(PLAIN_TEXT, M.noControl).default(''),
  /** In the order the set shows them; a repeated id counts once. */
  artworkIds: z
    .array(rowId(M.badId), { error: M.worksRequired })
    .min(1, M.worksRequired)
    .max(CURATED_WORKS_MAX, M.worksTooMany)
    .transform((ids) => [...new Set(ids)]),
});
export type CuratedSetCreate = z.input<typeof curatedSetCreateSchema>;

export const curatedSetParamsSchema = z.object({ shareUrl: shareUrlSchema });

/** GET /api/shared-links/sets/{shareUrl} (spec GET /get-select-artworks/{SearchValues}). */
export const curatedSetSchema = z.object({
  id: z.number().int(),
  shareUrl: z.string(),
  /** /artworks/{shareUrl} */
  path: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  /** The set's works that are still listed, in the set's order; sold and held ones included. */
  works: z.array(artworkSchema),
});
export type CuratedSet = z.infer<typeof curatedSetSchema>;

// —— Manage Shared Links (admin) ——

export const sharedLinksQuerySchema = z.object({
  offset: queryWholeOr(0, SHARED_LINKS_OFFSET_MAX, 0),
  limit: queryWholeOr(1, SHARED_LINKS_LIMIT_MAX, SHARED_LINKS_PAGE_SIZE),
});
export type SharedLinksQuery = z.input<typeof sharedLinksQuerySchema>;

export const sharedLinkRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(['curate', 'filter']),
  shareUrl: z.string(),
  /** The page the link opens, from the site root. */
  path: z.string(),
  /** A curated set's title; null for a selection. */
  title: z.string().nullable(),
  /** Works a curated set names; null for a selection. */
  workCount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SharedLinkRow = z.infer<typeof sharedLinkRowSchema>;

/** GET /api/admin/shared-links (spec GET /get-custom-url/all), newest first, paged. */
export const sharedLinksPageSchema = z.object({ total: z.number().int(), items: z.array(sharedLinkRowSchema) });
export type SharedLinksPage = z.infer<typeof sharedLinksPageSchema>;

/** POST /api/admin/shared-links/delete (spec POST /delete-custom-urls ids). */
export const sharedLinksDeleteSchema = z.object({
  ids: z
    .array(rowId(M.badId))
    .min(1, M.badId)
    .max(SHARED_LINKS_DELETE_MAX),
});
export const sharedLinksDeletedSchema = z.object({ deleted: z.number().int(), message: z.string() });

// —— Addresses ——

export const selectionPath = (shareUrl: string, id: number) => `/all-artworks/${shareUrl}/${id}`;
export const curatedSetPath = (shareUrl: string) => `/artworks/${shareUrl}`;

/** Lower-case ASCII words joined by single hyphens ('Blue Hour, No. 3' → 'blue-hour-no-3'). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug cut at a hyphen so it stays short; a single long word is cut where it must be. */
function cutSlug(slug: string): string {
  if (slug.length <= SLUG_WORDS_MAX) return slug;
  const cut = slug.slice(0, SLUG_WORDS_MAX + 1);
  const at = cut.lastIndexOf('-');
  return (at > 0 ? cut.slice(0, at) : slug.slice(0, SLUG_WORDS_MAX)).replace(/-+$/, '');
}

/** A curated set's share_url before it is made unique: its title's words, else 'set'. */
export function titleSlug(title: string): string {
  return cutSlug(slugify(title)) || 'set';
}

const labelsOf = (list: readonly { id: number; label: string }[], ids: string | undefined, max = 2) =>
  (ids ?? '')
    .split(',')
    .map((id) => list.find((entry) => entry.id === Number(id))?.label)
    .filter((label): label is string => Boolean(label))
    .slice(0, max);

/**
 * A stored selection's share_url before it is made unique: the words a person would use for it
 * ('abstract-blue-under-2000', 'landscape-portrait-framed'), else 'selection'.
 */
export function selectionSlug(params: BrowseParams): string {
  const words: string[] = [];
  if (params.q) words.push(...params.q.split(/\s+/).slice(0, 3));
  words.push(...labelsOf(SUBJECTS, params.subjects), ...labelsOf(COLOURS, params.colours), ...labelsOf(MEDIUMS, params.mediums, 1));
  if (params.orientation) words.push(params.orientation);
  if (params.framed === 'true') words.push('framed');
  if (params.framed === 'false') words.push('unframed');
  const { minPrice, maxPrice } = params;
  if (minPrice && maxPrice) words.push(`${minPrice}-to-${maxPrice}`);
  else if (maxPrice) words.push(`under-${maxPrice}`);
  else if (minPrice) words.push(`over-${minPrice}`);
  if (params.available === 'false') words.push('with-sold');
  return cutSlug(slugify(words.join(' '))) || 'selection';
}
