import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Which e-mails a member gets. Order updates are on until turned off; new-work alerts are off
 * until the collector opts in (decision record 063). A member without a row has the defaults.
 */
export const mailPreferences = pgTable('mail_preferences', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderUpdates: boolean().notNull().default(true),
  newWorkAlerts: boolean().notNull().default(false),
  /** When the last new-work alert went: the next waits NEW_WORK_ALERT_GAP_HOURS (claimed here, so every process agrees). */
  newWorkAlertSentAt: timestamp({ withTimezone: true }),
  /** Works first listed up to this time have been weighed for this collector's alerts (set to the opt-in's time). */
  newWorkSeenUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A requested change of e-mail address, waiting for its link to be opened at the new address.
 * The link's token is stored as its SHA-256 digest; it works once, until expiresAt.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    tokenHash: text().notNull().unique('email_changes_token_unique'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
