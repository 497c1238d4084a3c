import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredImage } from '@vernissage/core/schemas';
import { artworks } from './artworks.ts';
import { users } from './users.ts';

/** An early-access offer: a passcode-locked page of chosen artists and works at a discount. */
export const earlyAccess = pgTable(
  'early_access',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    /** HTML, sanitised. */
    description: text().notNull(),
    earlyDate: date(),
    discount: smallint().notNull(),
    status: text().$type<'1' | '0'>().notNull().default('1'),
    /** The passcode, hashed; checked by the server, never sent to the page. */
    passcodeHash: text().notNull(),
    imageUrls: jsonb().$type<StoredImage[]>().notNull().default([]),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('early_access_discount_check', sql`${t.discount} between 0 and 100`),
    check('early_access_status_check', sql`${t.status} in ('1', '0')`),
    index('early_access_status_idx').on(t.status),
  ],
);

export const earlyAccessArtists = pgTable(
  'early_access_artists',
  {
    earlyAccessId: integer()
      .notNull()
      .references(() => earlyAccess.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.earlyAccessId, t.userId] })],
);

export const earlyAccessArtworks = pgTable(
  'early_access_artworks',
  {
    earlyAccessId: integer()
      .notNull()
      .references(() => earlyAccess.id, { onDelete: 'cascade' }),
    artworkId: integer()
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.earlyAccessId, t.artworkId] }), index('early_access_artworks_artwork_idx').on(t.artworkId)],
);
