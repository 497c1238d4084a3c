import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A stored All Artworks selection: its address segment (browseSegment, in core), so a link
 * restores exactly the selection it was made from and follows the listing's own parser.
 */
export interface SharedFilter {
  segment: string;
}

/**
 * A shared link: a curated set of works (/artworks/{share_url}) or a saved filter
 * (/all-artworks/{share_url}/{share_id}).
 */
export const sharedLinks = pgTable(
  'shared_links',
  {
    id: serial().primaryKey(),
    shareUrl: text().notNull().unique(),
    type: text().$type<'curate' | 'filter'>().notNull(),
    title: text(),
    /** HTML, sanitised. */
    description: text(),
    artworkIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    filter: jsonb().$type<SharedFilter | null>(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shared_links_type_check', sql`${t.type} in ('curate', 'filter')`)],
);
