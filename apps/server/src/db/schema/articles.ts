import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, serial, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StoredImage } from '@vernissage/core/schemas';
import { users } from './users.ts';

/** The columns every published article kind shares: active status, cover images, author. */
const publishedColumns = () => ({
  status: text().$type<'1' | '0'>().notNull().default('1'),
  imageUrl: jsonb().$type<StoredImage[]>().notNull().default([]),
  name: text().notNull(),
  userId: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

const publishedConstraints = (table: string, t: { status: AnyPgColumn; createdAt: AnyPgColumn }) => [
  check(`${table}_status_check`, sql`${t.status} in ('1', '0')`),
  index(`${table}_status_idx`).on(t.status, t.createdAt),
];

/** Education entries (/education/{url}), with their own page meta fields. */
export const education = pgTable(
  'education',
  {
    id: serial().primaryKey(),
    educationName: text().notNull(),
    /** HTML, sanitised. */
    educationDescription: text().notNull(),
    educationDateRange: text().notNull(),
    url: text().notNull().unique(),
    metaTitle: text(),
    metaDescription: text(),
    metaKeywords: text(),
    ...publishedColumns(),
  },
  (t) => publishedConstraints('education', t),
);

/** Blog posts (/blogs/{url}). */
export const blogs = pgTable(
  'blogs',
  {
    id: serial().primaryKey(),
    blogName: text().notNull(),
    blogDescription: text().notNull(),
    blogDateRange: text().notNull(),
    url: text().notNull().unique(),
    ...publishedColumns(),
  },
  (t) => publishedConstraints('blogs', t),
);

/** Exhibitions (/exhibitions/{url}), managed on /manage-exhibition. */
export const exhibitions = pgTable(
  'exhibitions',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text().notNull(),
    dateRange: text().notNull(),
    url: text().notNull().unique(),
    ...publishedColumns(),
  },
  (t) => publishedConstraints('exhibitions', t),
);

/** News and events; any signed-in user may list an event, the admin approves it. */
export const newsEvents = pgTable(
  'news_events',
  {
    id: serial().primaryKey(),
    newsTitle: text().notNull(),
    newsDescription: text().notNull(),
    newsUrl: text().notNull().unique(),
    /** Where an externally published item lives (is_approved = 2). */
    externalUrl: text(),
    name: text().notNull(),
    /** 0 waiting, 1 approved, 2 approved and links to an external publisher, -1 rejected (List An Event). */
    isApproved: smallint().$type<-1 | 0 | 1 | 2>().notNull().default(0),
    imageUrl: jsonb().$type<StoredImage[]>().notNull().default([]),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The day of a listed event (List An Event); null for news. */
    eventDate: date({ mode: 'string' }),
    /** Where to read more about a listed event or book it. */
    eventLink: text(),
    /** When the admin approved or rejected it. */
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('news_events_approved_check', sql`${t.isApproved} in (-1, 0, 1, 2)`),
    index('news_events_user_idx').on(t.userId, t.createdAt),
    check('news_events_external_check', sql`${t.isApproved} <> 2 or ${t.externalUrl} is not null`),
    index('news_events_approved_idx').on(t.isApproved, t.createdAt),
  ],
);
