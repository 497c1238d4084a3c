import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.createdAt), index('mail_outbox_pending_idx').on(t.sentAt)],
);
