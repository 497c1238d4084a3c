import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { artworks } from './artworks.ts';
import { users } from './users.ts';

/**
 * A collector's rating of one work (spec user_choices). The profile is the fold of these rows
 * in created_at order; changing a rating updates the row in place, keeping its position.
 */
export const ratings = pgTable(
  'ratings',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artworkId: integer()
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    /** 1 like, -1 dislike, 0 neutral (unrated -2 is the absence of a row). */
    rating: smallint().notNull(),
    /** Where it was given: the quiz or the gallery queue. */
    source: text().$type<'quiz' | 'queue' | 'visitor'>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artworkId] }),
    check('ratings_rating_check', sql`${t.rating} in (1, -1, 0)`),
    check('ratings_source_check', sql`${t.source} in ('quiz', 'queue', 'visitor')`),
    index('ratings_user_created_idx').on(t.userId, t.createdAt),
    index('ratings_artwork_idx').on(t.artworkId),
  ],
);
