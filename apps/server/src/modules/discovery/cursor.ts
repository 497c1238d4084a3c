import { z } from 'zod';
import { BROWSE_MESSAGES, rowId, type BrowseSort } from '@vernissage/core/schemas';
import { AppError } from '../../lib/errors.ts';

/**
 * The keyset a page ends on: the last row's sort key and id, for the sort it was made for. Sent
 * to the client as opaque base64url JSON; checked field by field when it comes back, so nothing
 * but a timestamp, a count, a price and an id reaches the query.
 */
export type BrowseCursor =
  | { sort: 'newest'; createdAt: string; id: number }
  | { sort: 'popular'; popularity: number; createdAt: string; id: number }
  | { sort: 'price-asc' | 'price-desc'; price: string; id: number }
  /** For you is ordered in memory: the place in the collector's order the page ended at. */
  | { sort: 'for-you'; position: number };

/** PostgreSQL's text form of a timestamptz, as the query reads it: 2026-11-24 14:37:25.123456+00. */
const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/);
const id = rowId();
const cursorSchema = z.discriminatedUnion('sort', [
  z.object({ sort: z.literal('newest'), createdAt: timestamp, id }),
  z.object({ sort: z.literal('popular'), popularity: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), createdAt: timestamp, id }),
  z.object({ sort: z.enum(['price-asc', 'price-desc']), price: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/), id }),
  z.object({ sort: z.literal('for-you'), position: z.number().int().min(1).max(10_000_000) }),
]);

export function encodeCursor(cursor: BrowseCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

const badCursor = () => new AppError('bad_request', BROWSE_MESSAGES.badCursor, { cursor: BROWSE_MESSAGES.badCursor });

/** The cursor for `sort`, or a 400 on the cursor field when it is not one we made for this sort. */
export function decodeCursor(text: string, sort: BrowseSort): BrowseCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success || parsed.data.sort !== sort) throw badCursor();
  return parsed.data;
}
