import { z } from 'zod';
import { idParamsSchema } from './ids.ts';
import { QUERY_OFFSET_MAX, queryWholeOr } from './query-numbers.ts';

/** One message in the development mailbox list (no bodies, to keep the list light). */
export const mailSummarySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** Which message it is: otp, reset, invite, welcome, order… */
  template: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Why SMTP delivery failed, when it did. */
  error: z.string().nullable(),
  /** SMTP attempts so far (0: kept in the outbox only). */
  attempts: z.number().int(),
  /** When SMTP delivery will be tried again, after a failure that may pass; null: it will not be. */
  nextAttemptAt: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailMessageSchema = mailSummarySchema.extend({
  text: z.string(),
  /** Escaped by the server when it was composed; safe to show in a sandboxed frame. */
  html: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailboxQuerySchema = z.object({
  offset: queryWholeOr(0, QUERY_OFFSET_MAX, 0),
  limit: queryWholeOr(1, 200, 50),
  /** Only messages to this address (case-insensitive). */
  to: z.string().trim().max(320).optional(),
});
export type MailboxQuery = z.infer<typeof mailboxQuerySchema>;

export const mailboxSchema = z.object({
  total: z.number().int(),
  items: z.array(mailSummarySchema),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

export const mailIdParamsSchema = idParamsSchema;
