import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { artworks } from './artworks.ts';
import { users } from './users.ts';

/** One view of an artwork page; visitors are recorded with anonymous values. */
export const clickEvents = pgTable(
  'click_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    artworkId: integer()
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull().default('anonymous'),
    name: text().notNull().default('anonymous'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('click_events_artwork_idx').on(t.artworkId, t.createdAt), index('click_events_user_idx').on(t.userId)],
);
