import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a message (a calendar invitation), its content as text. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

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
    attachments: jsonb().$type<MailAttachment[]>(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    /** SMTP attempts so far (each claimed before it is made). */
    attempts: integer().notNull().default(0),
    /**
     * When the retry sweep may try it (again): set while SMTP delivery is pending or failed for a
     * reason that may pass; null once sent, refused for good, given up, or kept in the outbox only.
     */
    nextAttemptAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.createdAt), index('mail_outbox_pending_idx').on(t.sentAt), index('mail_outbox_retry_idx').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} IS NOT NULL`)],
);
