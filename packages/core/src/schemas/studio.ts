import { z } from 'zod';
import { BIO_MAX } from '../constants.ts';
import { COLOURS, FORMAL_CATEGORIES, MEDIUMS, SUBJECTS, SURFACES } from '../lookups/index.ts';
import { stripTags, videoSource } from '../text.ts';
import { soldSchema } from './artworks.ts';
import { storedImageSchema } from './images.ts';
import { PROFILE_MESSAGES } from './profile.ts';
import { rowId } from './ids.ts';
import { shownLine } from './plain-text.ts';
import { queryWholeOr } from './query-numbers.ts';

/**
 * The studio: artists and merchants list and manage their works (spec/02 §2 My Works, /project,
 * /project/projectDetails/{id}); the admin's Art Works manages every seller's.
 */

/** Longest title a work may have. */
export const WORK_TITLE_MAX = 200;
export const SERIES_NAME_MAX = 100;
/** Most images one work carries; the first is its cover. */
export const WORK_IMAGES_MAX = 12;
/** Largest side a two-dimensional work may have, in inches (40 feet). */
export const WORK_SIDE_MAX_INCHES = 480;
export const WORK_PRICE_MAX = 10_000_000;
export const EDITION_SIZE_MAX = 10_000;
export const WORK_YEAR_MIN = 1000;
/** Works a studio or admin page lists at once. */
export const STUDIO_PAGE_SIZE_MAX = 100;
/** Works one bulk action changes at most. */
export const BULK_MAX = 100;

/**
 * Where a work is for its seller: a draft only its seller and the admin see; listed (for sale,
 * in every queue); hidden (out of every list, its ratings and orders kept); on hold by a
 * collector; sold. Hold and sale come from orders, the rest from the seller.
 */
export const WORK_STATES = ['draft', 'listed', 'hidden', 'on_hold', 'sold'] as const;
export const workStateSchema = z.enum(WORK_STATES);
export type WorkState = z.infer<typeof workStateSchema>;
export const WORK_STATE_LABELS: Record<WorkState, string> = {
  draft: 'Draft',
  listed: 'Listed',
  hidden: 'Hidden',
  on_hold: 'On hold',
  sold: 'Sold',
};

/** What a work needs before it can be listed, in the order the form asks for them. */
export const LISTING_REQUIREMENTS = ['cover', 'title', 'size', 'price', 'colour', 'subject', 'medium'] as const;
export type ListingRequirement = (typeof LISTING_REQUIREMENTS)[number];
export const LISTING_REQUIREMENT_LABELS: Record<ListingRequirement, string> = {
  cover: 'a cover image',
  title: 'a title',
  size: 'a width and a height',
  price: 'a price',
  colour: 'at least one colour',
  subject: 'at least one subject',
  medium: 'at least one medium',
};

export const STUDIO_MESSAGES = {
  titleRequired: 'Please input the title of the work',
  titleMax: `The maximum length for the title is ${WORK_TITLE_MAX} characters.`,
  descriptionMax: `The maximum length for the description is ${BIO_MAX} characters.`,
  dateInvalid: 'Please enter a valid date.',
  dateOrder: 'The end date cannot be before the start date.',
  yearInvalid: 'Please enter a year between 1000 and this year.',
  sizeInvalid: `Please enter a size between 0.1 and ${WORK_SIDE_MAX_INCHES} inches.`,
  priceInvalid: `Please enter a price in whole dollars between $1 and $${WORK_PRICE_MAX.toLocaleString('en-US')}.`,
  discountInvalid: 'Please enter a discount between 0 and 100 percent.',
  seriesNameRequired: 'Please input the name of the series',
  seriesNameMax: `The maximum length for the series name is ${SERIES_NAME_MAX} characters.`,
  editionSizeRequired: `Please enter the edition size (2 to ${EDITION_SIZE_MAX.toLocaleString('en-US')}).`,
  videoUrlInvalid: 'Please enter a link to a video file (mp4, webm, mov) or a YouTube or Vimeo page.',
  lookupInvalid: 'Please choose from the list.',
  formalInvalid: 'Each formal position is between 0 and 1.',
  imagesMax: `A work has at most ${WORK_IMAGES_MAX} images.`,
  imageUnknown: 'One of the images is not an upload of yours. Please upload it again.',
  // The upload messages are the profile image's (spec/01 §5, §8): one wording for every image.
  imageTooLarge: PROFILE_MESSAGES.imageTooLarge,
  imageType: PROFILE_MESSAGES.imageType,
  imageMissing: PROFILE_MESSAGES.imageMissing,
  imageUploaded: PROFILE_MESSAGES.imageUploaded,
  saved: 'Your work has been saved.',
  created: 'Your work has been created as a draft.',
  duplicated: 'A copy of the work has been created as a draft.',
  deleted: 'The work has been deleted.',
  listed: 'The work is listed: collectors can find and buy it now.',
  hidden: 'The work is hidden: it is out of every list, and its ratings and orders are kept.',
  drafted: 'The work is back to draft.',
  notFound: 'This work does not exist or is not yours.',
  lockedDelete: 'This work is on hold or sold, so it cannot be deleted.',
  lockedPrice: 'This work is on hold or sold, so its price and discount cannot be changed.',
  hasOrders: 'This work has orders, so it cannot be deleted. Hide it instead.',
  listingIncomplete: 'Before the work can be listed it needs',
  lockedDraft: 'A work that is on hold or sold cannot go back to draft.',
  bulkDone: 'The works have been updated.',
} as const;

/** What a work (as saved or as the form holds it) has of what listing needs; a size or price of 0 is unset. */
export interface ListingFacts {
  images?: readonly unknown[] | undefined;
  title?: string | undefined;
  width?: number | null | undefined;
  height?: number | null | undefined;
  price?: number | null | undefined;
  colours?: readonly number[] | undefined;
  subjects?: readonly number[] | undefined;
  mediums?: readonly number[] | undefined;
}

/** What a work still needs before it can be listed, in LISTING_REQUIREMENTS order: one rule for the page and the server. */
export function missingForListing(work: ListingFacts): ListingRequirement[] {
  const set = (value: number | null | undefined) => value != null && value > 0;
  const has: Record<ListingRequirement, boolean> = {
    cover: (work.images?.length ?? 0) > 0,
    title: (work.title ?? '').trim().length > 0,
    size: set(work.width) && set(work.height),
    price: set(work.price),
    colour: (work.colours?.length ?? 0) > 0,
    subject: (work.subjects?.length ?? 0) > 0,
    medium: (work.mediums?.length ?? 0) > 0,
  };
  return LISTING_REQUIREMENTS.filter((requirement) => !has[requirement]);
}

/** 'Before the work can be listed it needs a cover image, a title and a price.' */
export function listingIncompleteMessage(missing: readonly ListingRequirement[]): string {
  const parts = missing.map((item) => LISTING_REQUIREMENT_LABELS[item]);
  const list = parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
  return `${STUDIO_MESSAGES.listingIncomplete} ${list}.`;
}

const ids = (valid: ReadonlySet<number>) =>
  z
    .array(z.number().int())
    .max(valid.size)
    .refine((list) => list.every((id) => valid.has(id)) && new Set(list).size === list.length, STUDIO_MESSAGES.lookupInvalid);

const COLOUR_IDS = new Set(COLOURS.map((c) => c.id));
const SUBJECT_IDS = new Set(SUBJECTS.map((s) => s.id));
const MEDIUM_IDS = new Set(MEDIUMS.map((m) => m.id));
const SURFACE_IDS = new Set(SURFACES.map((s) => s.id));
const FORMAL_IDS = new Set(FORMAL_CATEGORIES.map((f) => f.id));

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, STUDIO_MESSAGES.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), STUDIO_MESSAGES.dateInvalid);

export const formalPositionSchema = z.object({
  id: z.number().int().refine((id) => FORMAL_IDS.has(id), STUDIO_MESSAGES.lookupInvalid),
  value: z.number().min(0, STUDIO_MESSAGES.formalInvalid).max(1, STUDIO_MESSAGES.formalInvalid),
});
export type FormalPosition = z.infer<typeof formalPositionSchema>;

/**
 * What a seller sets on a work (spec/01 §3 Artwork). A draft may leave size, price and the lists
 * empty; listing checks LISTING_REQUIREMENTS. Images are the `url`s of the seller's uploads
 * (POST /api/studio/images) or of the work's current images, in order: the first is the cover.
 */
export const studioWorkInputSchema = z
  .object({
    title: shownLine(z.string().trim().min(1, STUDIO_MESSAGES.titleRequired).max(WORK_TITLE_MAX, STUDIO_MESSAGES.titleMax)),
    /** HTML; sanitised on the server. */
    description: z
      .string()
      .max(BIO_MAX * 4, STUDIO_MESSAGES.descriptionMax)
      .refine((html) => stripTags(html).length <= BIO_MAX, STUDIO_MESSAGES.descriptionMax)
      .default(''),
    workStartDate: isoDate.nullable().default(null),
    workEndDate: isoDate.nullable().default(null),
    yearCreated: z
      .number()
      .int(STUDIO_MESSAGES.yearInvalid)
      .min(WORK_YEAR_MIN, STUDIO_MESSAGES.yearInvalid)
      .refine((year) => year <= new Date().getFullYear() + 1, STUDIO_MESSAGES.yearInvalid)
      .nullable()
      .default(null),
    /** Inches. */
    width: z.number().min(0.1, STUDIO_MESSAGES.sizeInvalid).max(WORK_SIDE_MAX_INCHES, STUDIO_MESSAGES.sizeInvalid).nullable().default(null),
    height: z.number().min(0.1, STUDIO_MESSAGES.sizeInvalid).max(WORK_SIDE_MAX_INCHES, STUDIO_MESSAGES.sizeInvalid).nullable().default(null),
    /** Whole dollars (docs/decisions/014). */
    price: z.number().int(STUDIO_MESSAGES.priceInvalid).min(1, STUDIO_MESSAGES.priceInvalid).max(WORK_PRICE_MAX, STUDIO_MESSAGES.priceInvalid).nullable().default(null),
    discountPercent: z.number().int(STUDIO_MESSAGES.discountInvalid).min(0, STUDIO_MESSAGES.discountInvalid).max(100, STUDIO_MESSAGES.discountInvalid).nullable().default(null),
    colours: ids(COLOUR_IDS).default([]),
    subjects: ids(SUBJECT_IDS).default([]),
    mediums: ids(MEDIUM_IDS).default([]),
    surfaces: ids(SURFACE_IDS).default([]),
    /** Only the axes the seller set; an untouched axis is absent. */
    formal: z
      .array(formalPositionSchema)
      .max(FORMAL_IDS.size)
      .refine((list) => new Set(list.map((f) => f.id)).size === list.length, STUDIO_MESSAGES.lookupInvalid)
      .default([]),
    partOfSeries: z.boolean().default(false),
    seriesName: shownLine(z.string().trim().max(SERIES_NAME_MAX, STUDIO_MESSAGES.seriesNameMax)).nullable().default(null),
    uniqueCopy: z.boolean().default(true),
    editionSize: z.number().int(STUDIO_MESSAGES.editionSizeRequired).min(2, STUDIO_MESSAGES.editionSizeRequired).max(EDITION_SIZE_MAX, STUDIO_MESSAGES.editionSizeRequired).nullable().default(null),
    isFramed: z.boolean().default(false),
    videoUrl: z
      .string()
      .trim()
      .max(2000, STUDIO_MESSAGES.videoUrlInvalid)
      .refine((link) => link === '' || videoSource(link, 'https://invalid.invalid') !== null && /^https?:\/\//i.test(link), STUDIO_MESSAGES.videoUrlInvalid)
      .nullable()
      .default(null),
    images: z.array(z.string().max(500)).max(WORK_IMAGES_MAX, STUDIO_MESSAGES.imagesMax).default([]),
  })
  .superRefine((work, ctx) => {
    if (work.workStartDate && work.workEndDate && work.workEndDate < work.workStartDate)
      ctx.addIssue({ code: 'custom', path: ['workEndDate'], message: STUDIO_MESSAGES.dateOrder });
    if (work.partOfSeries && !work.seriesName) ctx.addIssue({ code: 'custom', path: ['seriesName'], message: STUDIO_MESSAGES.seriesNameRequired });
    if (!work.uniqueCopy && work.editionSize === null) ctx.addIssue({ code: 'custom', path: ['editionSize'], message: STUDIO_MESSAGES.editionSizeRequired });
  });
export type StudioWorkInput = z.input<typeof studioWorkInputSchema>;

export const sellerSchema = z.object({ id: z.string(), name: z.string() });

/** A work as its seller (or the admin) edits it: every field, its state, and what listing lacks. */
export const studioWorkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  workStartDate: z.string().nullable(),
  workEndDate: z.string().nullable(),
  yearCreated: z.number().int().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  price: z.number().nullable(),
  discountPercent: z.number().int().nullable(),
  discountedPrice: z.number().nullable(),
  colours: z.array(z.number().int()),
  subjects: z.array(z.number().int()),
  mediums: z.array(z.number().int()),
  surfaces: z.array(z.number().int()),
  formal: z.array(formalPositionSchema),
  partOfSeries: z.boolean(),
  seriesName: z.string().nullable(),
  uniqueCopy: z.boolean(),
  editionSize: z.number().int().nullable(),
  isFramed: z.boolean(),
  videoUrl: z.string().nullable(),
  images: z.array(storedImageSchema),
  state: workStateSchema,
  sold: soldSchema,
  seller: sellerSchema,
  /** What listing still needs; empty when the work can be listed. */
  missing: z.array(z.enum(LISTING_REQUIREMENTS)),
  /** On hold or sold: it cannot be deleted and its price cannot change. */
  locked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudioWork = z.infer<typeof studioWorkSchema>;

/** A write's answer: the work as the page shows it next, and what to tell the person. */
export const studioWorkResultSchema = z.object({ message: z.string(), work: studioWorkSchema });
export type StudioWorkResult = z.infer<typeof studioWorkResultSchema>;

export const STUDIO_SORTS = ['newest', 'oldest', 'title', 'price-asc', 'price-desc'] as const;
export const studioSortSchema = z.enum(STUDIO_SORTS);
export type StudioSort = z.infer<typeof studioSortSchema>;
export const STUDIO_SORT_LABELS: Record<StudioSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title A–Z',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
};

/** Longest search a works list takes. */
export const STUDIO_SEARCH_MAX = 100;
const searchText = z.string().trim().max(STUDIO_SEARCH_MAX).optional();

/** GET /api/studio/works: my works, searched by title, filtered by state, sorted, paged. */
export const studioWorksQuerySchema = z.object({
  q: searchText,
  state: workStateSchema.optional(),
  sort: studioSortSchema.default('newest'),
  offset: queryWholeOr(0, 1_000_000, 0),
  limit: queryWholeOr(1, STUDIO_PAGE_SIZE_MAX, 24),
});
export type StudioWorksQuery = z.input<typeof studioWorksQuerySchema>;

export const stateCountsSchema = z.object({
  draft: z.number().int(),
  listed: z.number().int(),
  hidden: z.number().int(),
  on_hold: z.number().int(),
  sold: z.number().int(),
});
export type StateCounts = z.infer<typeof stateCountsSchema>;

/** A row of My Works or the admin's Art Works. */
export const studioWorkRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: storedImageSchema.nullable(),
  price: z.number().nullable(),
  discountedPrice: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  state: workStateSchema,
  sold: soldSchema,
  locked: z.boolean(),
  missing: z.array(z.enum(LISTING_REQUIREMENTS)),
  seller: sellerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudioWorkRow = z.infer<typeof studioWorkRowSchema>;

export const studioWorkListSchema = z.object({
  /** Works matching the search and state filter. */
  total: z.number().int(),
  /** All of the seller's (or, for the admin, all matching the search and seller filter) works by state. */
  counts: stateCountsSchema,
  items: z.array(studioWorkRowSchema),
});
export type StudioWorkList = z.infer<typeof studioWorkListSchema>;

/** PUT /api/studio/works/{id}/state: list, hide, or take a work back to draft. */
export const workStateChangeSchema = z.object({ state: z.enum(['listed', 'hidden', 'draft']) });
export type WorkStateChange = z.infer<typeof workStateChangeSchema>;

/**
 * Attributes measured from an uploaded image, offered to the seller as suggestions: its dominant
 * colours as colour ids (most of the picture first) and the formal positions pixels can measure.
 */
export const imageSuggestionsSchema = z.object({
  colours: z.array(z.number().int()),
  formal: z.array(formalPositionSchema),
});
export type ImageSuggestions = z.infer<typeof imageSuggestionsSchema>;

/** POST /api/studio/images: the stored image in every size, and what it suggests. */
export const studioUploadSchema = z.object({
  message: z.string(),
  image: storedImageSchema,
  suggestions: imageSuggestionsSchema,
});
export type StudioUpload = z.infer<typeof studioUploadSchema>;

/** GET /api/admin/artworks: every seller's works, searched by title or artist, filtered. */
export const adminWorksQuerySchema = studioWorksQuerySchema.extend({
  sellerId: z.string().max(100).optional(),
  /** 'yes' sold works only (sold = 1), 'no' every other. */
  sold: z.enum(['yes', 'no']).optional(),
});
export type AdminWorksQuery = z.input<typeof adminWorksQuerySchema>;

/** The sellers the admin's filter offers: every artist or merchant with at least one work. */
export const adminSellersSchema = z.array(sellerSchema.extend({ works: z.number().int() }));
export type AdminSellers = z.infer<typeof adminSellersSchema>;

/** PUT /api/admin/artworks/state: list or hide several works at once. */
export const bulkStateChangeSchema = z.object({
  ids: z.array(rowId()).min(1).max(BULK_MAX),
  state: z.enum(['listed', 'hidden']),
});
/** Works changed, and those that could not be listed with what each lacks. */
export const bulkStateResultSchema = z.object({
  message: z.string(),
  changed: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), title: z.string(), missing: z.array(z.enum(LISTING_REQUIREMENTS)) })),
});
export type BulkStateResult = z.infer<typeof bulkStateResultSchema>;
