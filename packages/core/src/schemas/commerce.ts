import { z } from 'zod';
import { storableInstant } from './instants.ts';
import { CART_MAX_ITEMS, COMMISSION_RATE } from '../constants.ts';
import { soldSchema } from './artworks.ts';
import { storedImageSchema } from './images.ts';
import { idParamsSchema, rowId, rowIdParam } from './ids.ts';

// Messages (and the notes' length they name) live in ../messages.ts, which loads no zod, so a
// visitor's first page can show them (decision record 037).
export { COMMERCE_MESSAGES } from '../messages.ts';
export { ORDER_NOTES_MAX } from '../constants.ts';

/**
 * What the person is told after signing in when works of the cart kept as a visitor did not
 * join the account's cart; null when every one did (or was there already).
 */
export function cartMergeNotice({ full, unavailable }: Pick<CartMergeResult, 'full' | 'unavailable'>): string | null {
  const works = (n: number) => (n === 1 ? '1 work' : `${n} works`);
  const parts = [
    unavailable ? `${works(unavailable)} in the cart you kept before signing in ${unavailable === 1 ? 'was' : 'were'} sold or put on hold meanwhile` : '',
    full ? `${works(full)} did not fit: your cart holds at most ${CART_MAX_ITEMS} works` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join('; ')}.`.replace(/^./, (first) => first.toUpperCase()) : null;
}

/** The already-sold purchase error (spec/01 §8), naming the work. */
export const unavailableMessage = (title: string) => `"${title}" is no longer available.`;

const id = rowId();
const money = z.number().min(0).max(100_000_000);

/**
 * One work put in a cart. A discounted price and early access id come with works added from an
 * early-access page; the server keeps them only when it can verify them (an active early access
 * that includes the work and whose discount gives that price), otherwise the work's own price.
 */
export const cartItemInputSchema = z.object({
  artworkId: id,
  earlyAccessId: id.nullish(),
  discountedPrice: money.nullish(),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/** POST /api/cart/items (the spec's create-cart): adding a work again replaces its entry. */
export const addCartItemSchema = cartItemInputSchema.extend({
  /** Where in the gallery queue the work was added from (the spec's gallery_index). */
  galleryIndex: z.number().int().min(0).max(1_000_000).nullish(),
});
export type AddCartItemInput = z.input<typeof addCartItemSchema>;

/** A visitor's cart from session storage: priced for the /check-out page, or merged at sign-in. */
export const guestCartSchema = z.object({ items: z.array(cartItemInputSchema).max(CART_MAX_ITEMS) });
export type GuestCartInput = z.infer<typeof guestCartSchema>;

export const artworkParamsSchema = z.object({ artworkId: rowIdParam() });

/** The work as a cart line, an order line, a hold or a sale shows it. */
export const lineArtworkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.object({ id: z.string(), name: z.string() }),
  image: storedImageSchema.nullable(),
  width: z.number(),
  height: z.number(),
});
export type LineArtwork = z.infer<typeof lineArtworkSchema>;

const pricedLine = {
  /** The listed price. */
  price: z.number(),
  /** The price after a discount (the work's own or a verified early access), or null. */
  discountedPrice: z.number().nullable(),
  /** The early access whose price applies, or null. */
  earlyAccessId: z.number().int().nullable(),
  /** What the buyer pays for this work. */
  amount: z.number(),
};

export const cartLineSchema = z.object({
  artwork: lineArtworkSchema,
  ...pricedLine,
  sold: soldSchema,
  /** Listed and neither sold nor on hold: it can be ordered. */
  available: z.boolean(),
  galleryIndex: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The spec's get-cart-details: the lines, and the totals of the works that can be ordered. */
export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  count: z.number().int(),
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartMergeResultSchema = z.object({
  /** Works moved into the account's cart. */
  merged: z.number().int(),
  /** Works left out: sold, on hold, unknown, or already in the cart. */
  skipped: z.number().int(),
  /** Of those, works sold, on hold or gone: not added. */
  unavailable: z.number().int(),
  /** Of those, works that did not fit in the account's cart (CART_MAX_ITEMS). */
  full: z.number().int(),
  cart: cartSchema,
});
export type CartMergeResult = z.infer<typeof cartMergeResultSchema>;

export const HOLD_STATUSES = ['held', 'sold', 'released', 'expired'] as const;
export const holdStatusSchema = z.enum(HOLD_STATUSES);
export type HoldStatus = z.infer<typeof holdStatusSchema>;
export const orderStatusSchema = z.enum(['placed', 'confirmed', 'released', 'partly-confirmed']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  /** The ZIP code; null on orders placed before checkout asked for it. */
  zip: z.string().nullable(),
  notes: z.string().nullable(),
});
export type OrderContact = z.infer<typeof orderContactSchema>;

export const orderLineSchema = z.object({
  /** The order item (the hold) id. */
  id: z.number().int(),
  artwork: lineArtworkSchema,
  ...pricedLine,
  status: holdStatusSchema,
  holdExpiresAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  createdAt: z.string(),
  contact: orderContactSchema,
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  items: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.object({ items: z.array(orderSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

export const placedOrderSchema = z.object({ message: z.string(), order: orderSchema });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A work on hold, as the admin's Hold Orders page lists it. */
export const holdSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  artwork: lineArtworkSchema,
  buyer: personSchema,
  contact: orderContactSchema,
  ...pricedLine,
  placedAt: z.string(),
  holdExpiresAt: z.string(),
});
export type Hold = z.infer<typeof holdSchema>;

export const holdListSchema = z.object({ items: z.array(holdSchema), holdHours: z.number() });
export type HoldList = z.infer<typeof holdListSchema>;

export const holdParamsSchema = idParamsSchema;

export const holdDecisionSchema = z.object({
  message: z.string(),
  id: z.number().int(),
  status: holdStatusSchema,
  decidedAt: z.string(),
});
export type HoldDecision = z.infer<typeof holdDecisionSchema>;

/** Artwork Sales: sales confirmed between two instants (either end optional). */
export const salesQuerySchema = z.object({
  from: storableInstant({ offset: true }).optional(),
  to: storableInstant({ offset: true }).optional(),
});
export type SalesQuery = z.infer<typeof salesQuerySchema>;

export const saleSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  artwork: lineArtworkSchema,
  buyer: personSchema,
  /** What the buyer paid: the early price when the work was bought at one. */
  amount: z.number(),
  /** The work's own price at the time of the order. */
  listPrice: z.number(),
  /** The early access the work was bought from, if any (null also when it has since been deleted). */
  earlyAccess: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  commission: z.number(),
  artistShare: z.number(),
  soldAt: z.string(),
  confirmedBy: z.string().nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

export const salesSchema = z.object({
  items: z.array(saleSchema),
  totals: z.object({ count: z.number().int(), amount: z.number(), commission: z.number(), artistShare: z.number() }),
  commissionRate: z.number(),
});
export type Sales = z.infer<typeof salesSchema>;

const cents = (value: number) => Math.round(value * 100) / 100;

/** The product's commission (COMMISSION_RATE, 15%) on a sale, and what the artist receives. */
export function splitSale(amount: number): { commission: number; artistShare: number } {
  const commission = cents(amount * COMMISSION_RATE);
  return { commission, artistShare: cents(amount - commission) };
}
