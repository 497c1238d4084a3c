import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { mailOutbox, type MailAttachment } from '../db/schema/index.ts';

/** The outbox: every message the product sends is stored here first (the mail plugin's own table). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  template: string;
  /** Files sent with it (a calendar invitation), kept in the outbox and delivered by SMTP. */
  attachments?: MailAttachment[];
}

/** A message in the outbox, claimed for its `attempt`th SMTP attempt. */
export interface ClaimedMessage {
  id: number;
  attempt: number;
  message: OutboxMessage;
}

/**
 * Stores a message. `claimedUntil` (SMTP configured) claims its first attempt for the process
 * storing it; if that process never makes it, the retry sweep may from then on. Without it the
 * message stays in the outbox only, and no sweep ever sends it.
 */
export async function insertOutbox(db: Executor, message: OutboxMessage, claimedUntil: Date | null = null): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      template: message.template,
      attachments: message.attachments?.length ? message.attachments : null,
      attempts: claimedUntil ? 1 : 0,
      nextAttemptAt: claimedUntil,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

/**
 * Records the outcome of an SMTP attempt: sentAt on success; otherwise the reason, and when the
 * sweep may try again (null: never, the refusal is final or the attempts are used up).
 */
export async function recordDelivery(db: Database, id: number, outcome: { sentAt: Date } | { error: string; retryAt: Date | null }): Promise<void> {
  const set = 'sentAt' in outcome ? { sentAt: outcome.sentAt, error: null, nextAttemptAt: null } : { error: outcome.error, nextAttemptAt: outcome.retryAt };
  await db.update(mailOutbox).set(set).where(eq(mailOutbox.id, id));
}

/**
 * Claims up to `limit` unsent messages whose next attempt is due at `now`, each until
 * `claimedUntil` and with its attempt counted. One statement that skips rows another process is
 * claiming and re-checks the time, so on every server process each attempt is made once.
 */
export async function claimDueMessages(db: Executor, now: Date, claimedUntil: Date, limit: number): Promise<ClaimedMessage[]> {
  const due = and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now));
  const rows = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: claimedUntil })
    .where(and(inArray(mailOutbox.id, db.select({ id: mailOutbox.id }).from(mailOutbox).where(due).orderBy(asc(mailOutbox.nextAttemptAt)).limit(limit).for('update', { skipLocked: true })), due))
    .returning();
  return rows.map((row) => ({
    id: row.id,
    attempt: row.attempts,
    message: { to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody, template: row.template, ...(row.attachments ? { attachments: row.attachments } : {}) },
  }));
}
