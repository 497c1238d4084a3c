import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Captcha challenges already solved once, shared by every server process on one PostgreSQL so a
 * solution cannot be replayed on another process (plugins/captcha-store.ts). Rows past their
 * expiry are deleted as claims come in.
 */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    /** The challenge's signature. */
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('used_challenges_expires_idx').on(t.expiresAt)],
);
