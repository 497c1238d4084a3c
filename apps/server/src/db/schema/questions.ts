import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { artworks } from './artworks.ts';
import { users } from './users.ts';

/** A question or an offer about a work, from a visitor or a member (spec/01 §3). */
export const questions = pgTable(
  'questions',
  {
    id: serial().primaryKey(),
    artworkId: integer()
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    message: text().notNull(),
    isOffer: boolean().notNull().default(false),
    offerAmount: numeric({ precision: 12, scale: 2, mode: 'number' }),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('questions_offer_check', sql`${t.offerAmount} is null or ${t.offerAmount} > 0`),
    index('questions_artwork_idx').on(t.artworkId),
    index('questions_created_idx').on(t.createdAt.desc()),
  ],
);
