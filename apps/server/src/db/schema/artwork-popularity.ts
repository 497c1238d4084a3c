import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { artworks } from './artworks.ts';

/**
 * Each work's popularity, likes (ratings of 1) plus sales (order items sold), for the Popular
 * order of browse (docs/decisions/018). Written only by the database: a row per work made when
 * the work is inserted, counts kept by statement triggers on ratings and order_items (migration
 * 0004). A table of its own rather than a column of artworks, so a like updates this narrow row
 * and its two indexes, not the wide artworks row and its many.
 */
export const artworkPopularity = pgTable(
  'artwork_popularity',
  {
    artworkId: integer()
      .primaryKey()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    popularity: integer().notNull().default(0),
    /** The work's created_at, copied: the Popular order's tie-break, in the same index. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  // Read backwards: most popular first, then newest, then the highest id.
  (t) => [index('artwork_popularity_order_idx').on(t.popularity, t.createdAt, t.artworkId)],
);
