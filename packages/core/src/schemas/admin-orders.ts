import { z } from 'zod';
import { storableInstant } from './instants.ts';
import { holdStatusSchema, orderSchema, personSchema } from './commerce.ts';
import { ONE_LINE } from './plain-text.ts';
import { queryWholeOr } from './query-numbers.ts';

// The admin's Orders page (/orders). Kept apart from commerce.ts, which every public page loads
// with the cart, so these schemas ship with the admin's page only.

/** The admin's Orders page: every order in every state, 20 to a page. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_ORDER_SEARCH_MAX = 100;
/**
 * GET /api/admin/orders: words matched against the order number, the buyer's and the contact's
 * name and e-mail, and the works' titles; orders with a work in a state (held, sold = confirmed,
 * released, expired); placed between two instants (the page sends the start and end of the days
 * picked, in the admin's time zone), as Artwork Sales does.
 */
export const adminOrdersQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(ADMIN_ORDER_SEARCH_MAX, `Search at most ${ADMIN_ORDER_SEARCH_MAX} characters`)
    .regex(ONE_LINE, 'Search with letters, numbers and punctuation only')
    .optional(),
  state: holdStatusSchema.optional(),
  from: storableInstant({ offset: true }).optional(),
  to: storableInstant({ offset: true }).optional(),
  page: queryWholeOr(1, 100_000, 1),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderSchema = orderSchema.extend({ buyer: personSchema.nullable() });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderListSchema = z.object({
  items: z.array(adminOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** One line of an order's history: a hold placed, confirmed, released or expired, or an e-mail sent. */
export const orderHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['placed', 'confirmed', 'released', 'expired', 'mail']),
  /** Who did it (the buyer placing, the admin deciding); null for the clock or the product. */
  actor: z.string().nullable(),
  /** The work it is about; null for an e-mail. */
  artworkTitle: z.string().nullable(),
  /** For an e-mail: to whom and its subject. */
  mail: z.object({ to: z.string(), subject: z.string() }).nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const adminOrderDetailSchema = adminOrderSchema.extend({ history: z.array(orderHistoryEntrySchema) });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
