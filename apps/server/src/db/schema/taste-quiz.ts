import { integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { artworks } from './artworks.ts';

/** The curated, ordered taste-quiz set chosen on the admin Taste Test page. */
export const tasteQuizItems = pgTable('taste_quiz_items', {
  artworkId: integer()
    .primaryKey()
    .references(() => artworks.id, { onDelete: 'cascade' }),
  position: smallint().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
