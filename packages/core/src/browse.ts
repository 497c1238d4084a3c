import { PLAIN_TEXT } from './schemas/plain-text.ts';
import { numeralValue } from './numerals.ts';

/*
 * All Artworks' address and limits, without zod: the page a visitor lands on reads its selection
 * from the address before anything else, and must not download zod to do it (decision record
 * 037). schemas/discovery.ts builds the API's query schema from the same constants and
 * re-exports everything here; discovery.test.ts checks that checkBrowseValue refuses exactly
 * what that schema refuses.
 */

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
export const BROWSE_PRICE_MAX = 9_999_999_999;
export const BROWSE_SIZE_MAX = 99_999;
export const BROWSE_LIST_MAX_IDS = 100;
/** The longest search words, and the longest artist id, a selection may hold. */
export const BROWSE_SEARCH_MAX = 200;
export const BROWSE_ARTIST_ID_MAX = 100;
/** A list of whole ids as the address and the API write it: "3,14,2", each up to 5 digits. */
export const BROWSE_ID_LIST = /^\d{1,5}(,\d{1,5})*$/;
/** Ids of a list are smallints: 1–32767. */
export const BROWSE_ID_MAX = 32_767;
const UNIT = String.raw`(?:0(?:\.\d{1,6})?|1(?:\.0{1,6})?|\.\d{1,6})`;
/** "0.2-0.6": a range of a formal axis, both ends inside [0, 1] with at most 6 decimals. */
export const BROWSE_FORMAL_RANGE = new RegExp(`^${UNIT}-${UNIT}$`);

/**
 * The orders All Artworks offers. 'popular' = likes plus sales, then newest. 'for-you' = the
 * signed-in collector's taste ranking (their queue first); without a known taste, popular.
 */
export const BROWSE_SORTS = ['for-you', 'popular', 'newest', 'price-asc', 'price-desc'] as const;
export const BROWSE_ORIENTATIONS = ['portrait', 'landscape', 'square'] as const;

export const BROWSE_MESSAGES = {
  minAboveMax: (what: string) => `The lowest ${what} is above the highest`,
  badList: 'Use ids separated by commas, such as 3,14',
  badRange: 'Use a range from 0 to 1 such as 0.2-0.6, the lower first',
  badBoolean: 'Use true or false',
  badCursor: 'This page link is no longer valid; start from the first page',
  badSearch: 'Search words cannot hold control characters',
} as const;

/** The query keys of the formal axes, f1 … f14 (FORMAL_AXIS_COUNT). */
export const FORMAL_RANGE_KEYS = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9', 'f10', 'f11', 'f12', 'f13', 'f14'] as const;
export type FormalRangeKey = (typeof FORMAL_RANGE_KEYS)[number];

/** The pairs refused when the lower bound is above the upper one, with what the message calls them. */
export const BROWSE_BOUNDS = [
  ['minPrice', 'maxPrice', 'price'],
  ['minWidth', 'maxWidth', 'width'],
  ['minHeight', 'maxHeight', 'height'],
] as const;

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

/** A bound as the API's query reads it (numerals.ts): empty is no bound, anything else a number from 0 to max. */
const bound = (max: number, whole: boolean) => (text: string) => {
  const value = numeralValue(text, whole);
  return value !== null && (value === undefined || value <= max);
};
const whole = (max: number) => bound(max, true);
const inches = bound(BROWSE_SIZE_MAX, false);
const idList = (text: string) =>
  text.length <= BROWSE_LIST_MAX_IDS * 6 &&
  BROWSE_ID_LIST.test(text) &&
  text.split(',').every((id) => Number(id) >= 1 && Number(id) <= BROWSE_ID_MAX);
const flag = (text: string) => text === 'true' || text === 'false';
const formalRange = (text: string) => {
  if (!BROWSE_FORMAL_RANGE.test(text)) return false;
  const [min = 0, max = 1] = text.split('-').map(Number);
  return min <= max;
};
const oneOf = (values: readonly string[]) => (text: string) => values.includes(text);

const CHECKS: Record<BrowseLinkKey, (text: string) => boolean> = {
  q: (text) => text.trim().length <= BROWSE_SEARCH_MAX && PLAIN_TEXT.test(text.trim()),
  sort: oneOf(BROWSE_SORTS),
  minPrice: whole(BROWSE_PRICE_MAX),
  maxPrice: whole(BROWSE_PRICE_MAX),
  minWidth: inches,
  maxWidth: inches,
  minHeight: inches,
  maxHeight: inches,
  orientation: oneOf(BROWSE_ORIENTATIONS),
  colours: idList,
  subjects: idList,
  mediums: idList,
  surfaces: idList,
  framed: flag,
  artistId: (text) => text.length <= BROWSE_ARTIST_ID_MAX,
  available: flag,
  ...(Object.fromEntries(FORMAL_RANGE_KEYS.map((key) => [key, formalRange])) as Record<FormalRangeKey, (text: string) => boolean>),
};

/** Whether the listing (browseQuerySchema) takes this value for this key, on its own. */
export function checkBrowseValue(key: BrowseLinkKey, value: string): boolean {
  return CHECKS[key](value);
}

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
 * The selection a segment names. Unknown keys and values the listing would refuse are dropped
 * (of a reversed range, its lower end), so an old or hand-edited link still shows works rather
 * than an error.
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
  for (const key of Object.keys(params) as BrowseLinkKey[]) if (!checkBrowseValue(key, params[key] ?? '')) delete params[key];
  for (const [low, high] of BROWSE_BOUNDS) {
    const min = params[low];
    const max = params[high];
    if (min !== undefined && max !== undefined && Number(min) > Number(max)) delete params[low];
  }
  return params;
}
