import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { artworks } from './artworks.ts';
import { earlyAccess } from './early-access.ts';
import { users } from './users.ts';

/** A signed-in collector's cart: one row per work (adding again replaces it). */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artworkId: integer()
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    /** Set when the work was added from an early-access page at its discounted price. */
    earlyAccessId: integer().references(() => earlyAccess.id, { onDelete: 'set null' }),
    discountedPrice: numeric({ precision: 12, scale: 2, mode: 'number' }),
    galleryIndex: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artworkId] }),
    check('cart_items_discounted_check', sql`${t.discountedPrice} is null or ${t.discountedPrice} >= 0`),
    index('cart_items_artwork_idx').on(t.artworkId),
  ],
);
