import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Page-level SEO by path (spec/02 §3 SEO page). */
export const seoPages = pgTable('seo_pages', {
  id: serial().primaryKey(),
  pageName: text().notNull(),
  pageUrl: text().notNull().unique(),
  pageMetaTitle: text().notNull(),
  pageMetaDescription: text().notNull(),
  pageMetaRobot: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
