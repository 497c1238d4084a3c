import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
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

export async function insertOutbox(db: Database, message: OutboxMessage): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null, template: message.template, attachments: message.attachments?.length ? message.attachments : null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

/** Records the outcome of an SMTP attempt: sentAt on success, the reason otherwise. */
export async function recordDelivery(db: Database, id: number, outcome: { sentAt: Date } | { error: string }): Promise<void> {
  const set = 'sentAt' in outcome ? { sentAt: outcome.sentAt, error: null } : { error: outcome.error };
  await db.update(mailOutbox).set(set).where(eq(mailOutbox.id, id));
}

