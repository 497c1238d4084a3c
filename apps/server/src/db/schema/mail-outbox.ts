import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the product sends, kept in order; delivered by SMTP when configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    /** Which message it is (otp, reset, invite, welcome, order…), for reading and tests. */
    template: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.createdAt), index('mail_outbox_pending_idx').on(t.sentAt)],
);
