import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { artworks } from './artworks.ts';
import { earlyAccess } from './early-access.ts';
import { users } from './users.ts';

export type OrderStatus = 'placed' | 'confirmed' | 'released' | 'partly-confirmed';
export type OrderItemStatus = 'held' | 'sold' | 'released' | 'expired';

/** A placed order: the buyer's contact details for shipping coordination and the totals. */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text().$type<OrderStatus>().notNull().default('placed'),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    shippingAddress: text().notNull(),
    city: text(),
    /** The shipping ZIP code (60601 or 60601-1234); null on orders placed before checkout asked for it. */
    zip: text(),
    notes: text(),
    subtotal: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    deliveryFee: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    total: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ('placed', 'confirmed', 'released', 'partly-confirmed')`),
    check('orders_totals_check', sql`${t.subtotal} >= 0 and ${t.total} >= 0 and ${t.deliveryFee} >= 0`),
    index('orders_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One work of an order and its hold. A unique work can be held or sold by one order only:
 * the partial unique index makes a second active row for the same artwork impossible.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    artworkId: integer()
      .notNull()
      .references(() => artworks.id, { onDelete: 'restrict' }),
    /** The work's title as ordered: the seller may rename the work later, the order keeps this. */
    title: text().notNull(),
    price: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    discountedPrice: numeric({ precision: 12, scale: 2, mode: 'number' }),
    earlyAccessId: integer().references(() => earlyAccess.id, { onDelete: 'set null' }),
    status: text().$type<OrderItemStatus>().notNull().default('held'),
    holdExpiresAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('order_items_status_check', sql`${t.status} in ('held', 'sold', 'released', 'expired')`),
    uniqueIndex('order_items_active_artwork_uq').on(t.artworkId).where(sql`${t.status} in ('held', 'sold')`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_hold_idx').on(t.status, t.holdExpiresAt),
  ],
);

/** Every decision on a hold (placed, confirmed, released, expired), who made it and when. */
export const holdEvents = pgTable(
  'hold_events',
  {
    id: serial().primaryKey(),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    action: text().$type<'placed' | 'confirmed' | 'released' | 'expired'>().notNull(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hold_events_action_check', sql`${t.action} in ('placed', 'confirmed', 'released', 'expired')`),
    index('hold_events_item_idx').on(t.orderItemId),
  ],
);
