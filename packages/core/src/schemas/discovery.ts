import { z } from 'zod';
import { artworkSchema } from './artworks.ts';
import { PLAIN_TEXT } from './plain-text.ts';

/** GET /api/artworks/browse (issue "Discovery", All Artworks): one page at most this long. */
export const BROWSE_PAGE_SIZE_MAX = 60;
export const BROWSE_PAGE_SIZE_DEFAULT = 24;
/**
 * How far a browse counts its matches: past it the total reads "1,000+" (docs/decisions/021).
 * An exact count of a broad match visits every matching row; this bound keeps a page fast.
 */
export const BROWSE_TOTAL_LIMIT = 1000;
/** The formal axes a range may be asked on: f1 … f14. */
export const FORMAL_AXIS_COUNT = 14;
/** Bounds that keep every number a client can send inside what the columns hold. */
const PRICE_MAX = 9_999_999_999;
const SIZE_MAX = 99_999;
const LIST_MAX_IDS = 100;

/**
 * The orders All Artworks offers. 'popular' = likes plus sales, then newest. 'for-you' = the
 * signed-in collector's taste ranking (their queue first); without a known taste, popular.
 */
export const BROWSE_SORTS = ['for-you', 'popular', 'newest', 'price-asc', 'price-desc'] as const;
export const browseSortSchema = z.enum(BROWSE_SORTS);
export type BrowseSort = z.infer<typeof browseSortSchema>;

export const BROWSE_MESSAGES = {
  minAboveMax: (what: string) => `The lowest ${what} is above the highest`,
  badList: 'Use ids separated by commas, such as 3,14',
  badRange: 'Use a range from 0 to 1 such as 0.2-0.6, the lower first',
  badBoolean: 'Use true or false',
  badCursor: 'This page link is no longer valid; start from the first page',
  badSearch: 'Search words cannot hold control characters',
} as const;

/** "3,14,2" → [3, 14, 2]; a list of whole ids, each 1–32767 (a smallint). */
const idList = z
  .string()
  .max(LIST_MAX_IDS * 6)
  .regex(/^\d{1,5}(,\d{1,5})*$/, BROWSE_MESSAGES.badList)
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= 32_767), BROWSE_MESSAGES.badList)
  .optional();

const flag = z.enum(['true', 'false'], { error: BROWSE_MESSAGES.badBoolean }).transform((text) => text === 'true');

const UNIT = String.raw`(?:0(?:\.\d{1,6})?|1(?:\.0{1,6})?|\.\d{1,6})`;
/** "0.2-0.6" → { min: 0.2, max: 0.6 }: both inside [0, 1], the lower first. */
const formalRange = z
  .string()
  .regex(new RegExp(`^${UNIT}-${UNIT}$`), BROWSE_MESSAGES.badRange)
  .transform((text) => {
    const [min = 0, max = 1] = text.split('-').map(Number);
    return { min, max };
  })
  .refine((range) => range.min <= range.max, BROWSE_MESSAGES.badRange)
  .optional();

/** The query keys of the formal axes, f1 … f14 (FORMAL_AXIS_COUNT). */
export const FORMAL_RANGE_KEYS = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9', 'f10', 'f11', 'f12', 'f13', 'f14'] as const;
export type FormalRangeKey = (typeof FORMAL_RANGE_KEYS)[number];
const formalShape = Object.fromEntries(FORMAL_RANGE_KEYS.map((key) => [key, formalRange])) as { [K in FormalRangeKey]: typeof formalRange };

const whole = (max: number) => z.coerce.number().int().min(0).max(max).optional();
const inches = z.coerce.number().min(0).max(SIZE_MAX).optional();

/** The pairs refused when the lower bound is above the upper one, with what the message calls them. */
const BOUNDS = [
  ['minPrice', 'maxPrice', 'price'],
  ['minWidth', 'maxWidth', 'width'],
  ['minHeight', 'maxHeight', 'height'],
] as const;

/**
 * GET /api/artworks/browse: listed works searched, filtered, sorted and paged by a cursor.
 * Prices are what a buyer pays (after the work's discount), in whole dollars; sizes in inches.
 * Lists are comma-separated ids: a work matches ANY id of a list, and the lists combine with AND.
 */
export const browseQuerySchema = z
  .object({
    /** Words over title, artist name and description; the last word matches as a prefix. */
    q: z
      .string()
      .trim()
      .max(200)
      .regex(PLAIN_TEXT, BROWSE_MESSAGES.badSearch)
      .optional(),
    minPrice: whole(PRICE_MAX),
    maxPrice: whole(PRICE_MAX),
    minWidth: inches,
    maxWidth: inches,
    minHeight: inches,
    maxHeight: inches,
    orientation: z.enum(['portrait', 'landscape', 'square']).optional(),
    colours: idList,
    subjects: idList,
    mediums: idList,
    surfaces: idList,
    framed: flag.optional(),
    artistId: z.string().max(100).optional(),
    /** true (the default): works for sale only; false: sold and held works too. */
    available: flag.default(true),
    ...formalShape,
    sort: browseSortSchema.default('popular'),
    limit: z.coerce.number().int().min(1).max(BROWSE_PAGE_SIZE_MAX).default(BROWSE_PAGE_SIZE_DEFAULT),
    /** Opaque: the nextCursor of the page before. */
    cursor: z.string().max(500).regex(/^[A-Za-z0-9_-]+$/, BROWSE_MESSAGES.badCursor).optional(),
  })
  .superRefine((query, context) => {
    for (const [low, high, what] of BOUNDS) {
      const min = query[low];
      const max = query[high];
      if (min !== undefined && max !== undefined && min > max) context.addIssue({ code: 'custom', path: [low], message: BROWSE_MESSAGES.minAboveMax(what) });
    }
  });
export type BrowseQuery = z.output<typeof browseQuerySchema>;
export type BrowseQueryInput = z.input<typeof browseQuerySchema>;

export const browseResultSchema = z.object({
  /** Every work matching the query, across all pages, counted up to BROWSE_TOTAL_LIMIT. */
  total: z.number().int(),
  /** More than `total` match: the count stopped at BROWSE_TOTAL_LIMIT. */
  totalCapped: z.boolean(),
  items: z.array(artworkSchema),
  /** Pass as cursor for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type BrowseResult = z.infer<typeof browseResultSchema>;

/**
 * What All Artworks keeps in its address (spec route /all-artworks/{filterValues}): the query's
 * words, order and filters, without the page's cursor and size. Values are the API's own text.
 */
export const BROWSE_LINK_KEYS = [
  'q',
  'sort',
  'minPrice',
  'maxPrice',
  'minWidth',
  'maxWidth',
  'minHeight',
  'maxHeight',
  'orientation',
  'colours',
  'subjects',
  'mediums',
  'surfaces',
  'framed',
  'artistId',
  'available',
  ...FORMAL_RANGE_KEYS,
] as const;
export type BrowseLinkKey = (typeof BROWSE_LINK_KEYS)[number];
export type BrowseParams = Partial<Record<BrowseLinkKey, string>>;

/** Values the listing takes when they are absent, so the address leaves them out. */
const LINK_DEFAULTS: BrowseParams = { sort: 'popular', available: 'true' };

/**
 * The address segment of a selection: `key=value` pairs joined by ';' in a fixed order, so one
 * selection always reads the same ("colours=3,5;maxPrice=900;sort=price-asc"). Empty: ''.
 */
export function browseSegment(params: BrowseParams): string {
  return BROWSE_LINK_KEYS.filter((key) => {
    const value = params[key];
    return value !== undefined && value !== '' && value !== LINK_DEFAULTS[key];
  })
    .map((key) => `${key}=${encodeURIComponent(params[key] ?? '').replace(/%2C/gi, ',')}`)
    .join(';');
}

/**
 * The selection a segment names. Unknown keys and values the listing would refuse are dropped,
 * so an old or hand-edited link still shows works rather than an error.
 */
export function parseBrowseSegment(segment: string): BrowseParams {
  const params: BrowseParams = {};
  for (const pair of segment.split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const key = pair.slice(0, at) as BrowseLinkKey;
    if (!BROWSE_LINK_KEYS.includes(key)) continue;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(at + 1));
    } catch {
      continue;
    }
    if (value !== '') params[key] = value;
  }
  for (let attempt = 0; attempt < BROWSE_LINK_KEYS.length; attempt += 1) {
    const checked = browseQuerySchema.safeParse(params);
    if (checked.success) break;
    for (const issue of checked.error.issues) delete params[issue.path[0] as BrowseLinkKey];
  }
  return params;
}
