import { z } from 'zod';
import { artworkSchema } from './artworks.ts';
import {
  BROWSE_ARTIST_ID_MAX,
  BROWSE_BOUNDS,
  BROWSE_FORMAL_RANGE,
  BROWSE_ID_LIST,
  BROWSE_ID_MAX,
  BROWSE_LIST_MAX_IDS,
  BROWSE_MESSAGES,
  BROWSE_ORIENTATIONS,
  BROWSE_PAGE_SIZE_DEFAULT,
  BROWSE_PAGE_SIZE_MAX,
  BROWSE_PRICE_MAX,
  BROWSE_SEARCH_MAX,
  BROWSE_SIZE_MAX,
  BROWSE_SORTS,
  FORMAL_RANGE_KEYS,
  type FormalRangeKey,
} from '../browse.ts';
import { PLAIN_TEXT } from './plain-text.ts';
import { queryDecimal, queryWhole, queryWholeOr } from './query-numbers.ts';

/*
 * GET /api/artworks/browse. The constants, the address segment and its reading live in the
 * zod-free ../browse.ts (All Artworks reads its address without zod) and are re-exported here.
 */

export {
  BROWSE_LINK_KEYS,
  BROWSE_MESSAGES,
  BROWSE_PAGE_SIZE_DEFAULT,
  BROWSE_PAGE_SIZE_MAX,
  BROWSE_SORTS,
  BROWSE_TOTAL_LIMIT,
  browseSegment,
  FORMAL_AXIS_COUNT,
  FORMAL_RANGE_KEYS,
  parseBrowseSegment,
  type BrowseLinkKey,
  type BrowseParams,
  type FormalRangeKey,
} from '../browse.ts';

export const browseSortSchema = z.enum(BROWSE_SORTS);
export type BrowseSort = z.infer<typeof browseSortSchema>;

/** "3,14,2" → [3, 14, 2]; a list of whole ids, each 1–32767 (a smallint). */
const idList = z
  .string()
  .max(BROWSE_LIST_MAX_IDS * 6)
  .regex(BROWSE_ID_LIST, BROWSE_MESSAGES.badList)
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= BROWSE_ID_MAX), BROWSE_MESSAGES.badList)
  .optional();

const flag = z.enum(['true', 'false'], { error: BROWSE_MESSAGES.badBoolean }).transform((text) => text === 'true');

/** "0.2-0.6" → { min: 0.2, max: 0.6 }: both inside [0, 1], the lower first. */
const formalRange = z
  .string()
  .regex(BROWSE_FORMAL_RANGE, BROWSE_MESSAGES.badRange)
  .transform((text) => {
    const [min = 0, max = 1] = text.split('-').map(Number);
    return { min, max };
  })
  .refine((range) => range.min <= range.max, BROWSE_MESSAGES.badRange)
  .optional();

const formalShape = Object.fromEntries(FORMAL_RANGE_KEYS.map((key) => [key, formalRange])) as { [K in FormalRangeKey]: typeof formalRange };

const whole = (max: number) => queryWhole(0, max);
const inches = queryDecimal(0, BROWSE_SIZE_MAX);

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
      .max(BROWSE_SEARCH_MAX)
      .regex(PLAIN_TEXT, BROWSE_MESSAGES.badSearch)
      .optional(),
    minPrice: whole(BROWSE_PRICE_MAX),
    maxPrice: whole(BROWSE_PRICE_MAX),
    minWidth: inches,
    maxWidth: inches,
    minHeight: inches,
    maxHeight: inches,
    orientation: z.enum(BROWSE_ORIENTATIONS).optional(),
    colours: idList,
    subjects: idList,
    mediums: idList,
    surfaces: idList,
    framed: flag.optional(),
    artistId: z.string().max(BROWSE_ARTIST_ID_MAX).optional(),
    /** true (the default): works for sale only; false: sold and held works too. */
    available: flag.default(true),
    ...formalShape,
    sort: browseSortSchema.default('popular'),
    limit: queryWholeOr(1, BROWSE_PAGE_SIZE_MAX, BROWSE_PAGE_SIZE_DEFAULT),
    /** Opaque: the nextCursor of the page before. */
    cursor: z.string().max(500).regex(/^[A-Za-z0-9_-]+$/, BROWSE_MESSAGES.badCursor).optional(),
  })
  .superRefine((query, context) => {
    for (const [low, high, what] of BROWSE_BOUNDS) {
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
