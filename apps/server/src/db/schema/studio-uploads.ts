import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImageSuggestions, StoredImage } from '@vernissage/core/schemas';
import { users } from './users.ts';

/**
 * Images a seller (or the admin) has uploaded for works: a work's save may name only these or
 * the work's own images, so nobody can attach a file they did not upload.
 */
export const studioUploads = pgTable(
  'studio_uploads',
  {
    /** The stored image's `url` (its large WebP): what a work's images list names. */
    url: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    image: jsonb().$type<StoredImage>().notNull(),
    suggestions: jsonb().$type<ImageSuggestions>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('studio_uploads_user_idx').on(t.userId)],
);
