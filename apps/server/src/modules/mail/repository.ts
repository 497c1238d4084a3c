import { count, desc, eq, sql } from 'drizzle-orm';
import type { MailMessage, Mailbox, MailboxQuery, MailSummary } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;

function toSummary(row: OutboxRow): MailSummary {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  };
}

export async function listOutbox(db: Database, query: MailboxQuery): Promise<Mailbox> {
  // Case-insensitive: people type addresses with capitals the sender may have kept.
  const where = query.to ? eq(sql`lower(${mailOutbox.toAddress})`, query.to.toLowerCase()) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).offset(query.offset).limit(query.limit),
    db.select({ value: count() }).from(mailOutbox).where(where),
  ]);
  return { total: total?.value ?? 0, items: rows.map(toSummary) };
}

export async function findOutbox(db: Database, id: number): Promise<MailMessage | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ? { ...toSummary(row), text: row.textBody, html: row.htmlBody } : null;
}
