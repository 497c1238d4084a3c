import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { Role } from '@vernissage/core/schemas';
import type { StoredImage } from '@vernissage/core/schemas';

/**
 * Every person with an account. The first columns are the ones Better Auth's Drizzle adapter
 * expects of its user model (id, name, email, emailVerified, image, createdAt, updatedAt); the
 * rest is the spec's profile (spec/01 §3 sign-up record, spec/02 §3 user or merchant).
 */
export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    /**
     * The number in an artist's or merchant's public address, /artists/{name}-{publicId} (the
     * spec's numeric user `id` beside its `uid`): the id above is text with hyphens, which a
     * slug's last hyphen-separated segment cannot carry.
     */
    publicId: serial().notNull().unique('users_public_id_unique'),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    role: text().$type<Role>().notNull().default('collector'),
    phone: text(),
    city: text(),
    address: text(),
    country: text().notNull().default('usa'),
    /** HTML, sanitised. */
    bio: text(),
    hearAboutUs: text(),
    exhibitionHistory: text(),
    educationHistory: text(),
    logo: jsonb().$type<StoredImage | null>(),
    coordinates: jsonb().$type<{ lat: number; lng: number } | null>(),
    /** 1 complete; null not started or declined; any other value unfinished (spec/01 §4). */
    tasteTestStatus: smallint(),
    inviteCount: integer().notNull().default(0),
    /** Set while an invited artist has not yet finished the role change (spec/02 §4 invite_artist_flag). */
    inviteFlag: boolean().notNull().default(false),
    isVisible: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('collector', 'artist', 'merchant', 'admin')`),
    index('users_role_idx').on(t.role),
    index('users_name_idx').on(sql`lower(${t.name})`),
  ],
);
