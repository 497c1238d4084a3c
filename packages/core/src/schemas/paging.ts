import { z } from 'zod';
import { idParamsSchema } from './ids.ts';
import { queryWholeOr } from './query-numbers.ts';

/** Rows per page of an admin table (Manage Merchants' page size, spec/02 §9). */
export const ADMIN_PAGE_SIZE = 10;
/** The furthest offset any admin table is asked for: past it a request is a 400, not a slow scan. */
export const ADMIN_OFFSET_MAX = 100_000;
const ADMIN_LIMIT_MAX = 100;

/** ?offset=&limit= of every paged admin table (offset = (page - 1) × size). */
export const adminPageQuerySchema = z.object({
  offset: queryWholeOr(0, ADMIN_OFFSET_MAX, 0),
  limit: queryWholeOr(1, ADMIN_LIMIT_MAX, ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;

/** A table row's id in a path: a PostgreSQL integer, or a 400. */
export const rowIdParamsSchema = idParamsSchema;

/** One page of rows and how many there are in all. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });
