import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Editable text snippets by name (spec snitppets_data, image1, image2). The Notification
 * snippet's status '1' shows the maintenance alert.
 */
export const snippets = pgTable(
  'snippets',
  {
    name: text().primaryKey(),
    title: text(),
    /** HTML, sanitised. */
    content: text().notNull(),
    image1: text(),
    image2: text(),
    status: text().$type<'1' | '0'>().notNull().default('1'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('snippets_status_check', sql`${t.status} in ('1', '0')`)],
);
