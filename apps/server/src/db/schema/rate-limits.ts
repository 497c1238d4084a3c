import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process on one PostgreSQL (plugins/rate-limit-store.ts):
 * one row per limit and client (address, e-mail or member), the hits in its window and when the
 * window ends. Keys are hashed, so no address is kept here. Rows past their window are deleted
 * now and then as hits come in.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The limit's name and the client's key, hashed (base64url of SHA-256). */
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_resets_idx').on(t.resetsAt)],
);
