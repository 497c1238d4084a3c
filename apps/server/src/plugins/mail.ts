import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Env } from '../config/env.ts';
import type { Database, Executor } from '../db/client.ts';
import { runEvery } from '../lib/periodic.ts';
import { claimDueMessages, insertOutbox, recordDelivery, type ClaimedMessage, type OutboxMessage } from './mail-outbox.ts';

export type MailMessageInput = OutboxMessage;

/** A message stored inside a caller's transaction, for `deliver` once it has committed. */
export type QueuedMail = Pick<ClaimedMessage, 'id' | 'message'>;

export interface Mailer {
  /**
   * Stores the message in the outbox, then delivers it by SMTP when configured. Resolves with the
   * outbox id whatever SMTP does: a delivery failure is logged and kept on the row (and tried
   * again later when it may pass), because the person who triggered the mail (signing up,
   * ordering) should not see an SMTP error.
   */
  send(message: MailMessageInput): Promise<number>;
  /**
   * Stores the message in the outbox within the caller's transaction, so it is written with what
   * it tells of or not at all. Hand it to `deliver` after the commit; should this process stop
   * first, the retry sweep delivers it.
   */
  queue(db: Executor, message: MailMessageInput): Promise<QueuedMail>;
  /** Delivers messages `queue` stored, once their transaction has committed (nothing without SMTP). */
  deliver(queued: readonly QueuedMail[]): Promise<void>;
  /**
   * The retry sweep (every MAIL_RETRY_SWEEP_MS on each process, with SMTP): tries again each
   * message whose delivery failed for a reason that may pass, or was never made. How many it tried.
   */
  retryDue(now?: Date): Promise<number>;
  /** Whether messages leave the machine (SMTP configured) or stay in the outbox only. */
  readonly delivers: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/**
 * Stores messages in the outbox inside the caller's transaction, for `deliver` after the commit.
 * One that cannot be stored fails the transaction: for a write whose mail the person needs (a
 * link it carries), which is made with its mail or not at all.
 */
export async function queueMails(deps: { mail: Pick<Mailer, 'queue'> }, tx: Executor, messages: readonly MailMessageInput[]): Promise<QueuedMail[]> {
  const queued: QueuedMail[] = [];
  for (const message of messages) queued.push(await deps.mail.queue(tx, message));
  return queued;
}

/**
 * Builds (reading through the executor it is given) and stores messages in a savepoint of the
 * caller's transaction: for a write that stands whatever becomes of its mails. Should any fail,
 * none is stored, the failure is logged with `context`, and the transaction goes on.
 */
export async function queueMailsOrLog(
  deps: { mail: Pick<Mailer, 'queue'>; log: Pick<FastifyBaseLogger, 'error'> },
  tx: Executor,
  build: (savepoint: Executor) => Promise<readonly MailMessageInput[]>,
  context: Record<string, unknown>,
): Promise<QueuedMail[]> {
  try {
    return await tx.transaction(async (savepoint) => queueMails(deps, savepoint, await build(savepoint)));
  } catch (error) {
    deps.log.error({ err: error, ...context }, 'could not queue the e-mails; the write they tell of stands');
    return [];
  }
}

/** How often each server process looks for messages to try again. */
export const MAIL_RETRY_SWEEP_MS = 60_000;
/**
 * How long an attempt holds its message: no other process tries it meanwhile. Longer than the
 * SMTP timeouts below over a whole batch, so one attempt is never made twice at once.
 */
export const MAIL_CLAIM_MS = 10 * 60_000;
/**
 * After the nth failed attempt the next waits MAIL_RETRY_DELAYS_MS[n − 1]; after the last one,
 * about 8 hours from the first, the message is given up (kept in the outbox with its reason).
 */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [1, 5, 15, 30, 60, 120, 240].map((minutes) => minutes * 60_000);
/** Messages one sweep tries, one after another. */
const MAIL_RETRY_BATCH = 10;

/** An SMTP refusal that no retry changes (a 5xx reply: no such mailbox, message refused). */
function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Where messages come from: MAIL_FROM, or the product's name at a no-reply address. */
export function mailFrom(env: Pick<Env, 'MAIL_FROM' | 'PRODUCT_NAME'>): string | { name: string; address: string } {
  return env.MAIL_FROM || { name: env.PRODUCT_NAME, address: 'no-reply@vernissage.local' };
}

// Short timeouts: send() is awaited inside requests, so a dead SMTP server must fail fast.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function smtpTransport(env: Env) {
  return nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } } : {}),
    ...SMTP_TIMEOUTS,
  });
}

export function createMailer(db: Database, env: Env, log: FastifyBaseLogger): Mailer & { close(): void } {
  const transport = env.SMTP_HOST ? smtpTransport(env) : null;
  const from = mailFrom(env);
  const claimFrom = (now: Date) => (transport ? new Date(now.getTime() + MAIL_CLAIM_MS) : null);
  let sweeping = false;

  /** Makes the claimed attempt; a failure that may pass is due again a delay after `now`. */
  async function makeAttempt({ id, attempt, message }: ClaimedMessage, now = new Date()): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) } : {}),
      });
      await recordDelivery(db, id, { sentAt: new Date() });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = refusedForGood(error) ? undefined : MAIL_RETRY_DELAYS_MS[attempt - 1];
      const retryAt = delay === undefined ? null : new Date(now.getTime() + delay);
      log.error({ err: error, outboxId: id, template: message.template, attempt, retryAt }, retryAt ? 'mail delivery failed; kept in the outbox to try again' : 'mail delivery failed; kept in the outbox');
      await recordDelivery(db, id, { error: reason.slice(0, 1000), retryAt }).catch((dbError: unknown) => {
        log.error({ err: dbError, outboxId: id }, 'could not record the mail delivery failure');
      });
    }
  }

  return {
    delivers: transport !== null,
    async send(message) {
      const id = await insertOutbox(db, message, claimFrom(new Date()));
      await makeAttempt({ id, attempt: 1, message });
      return id;
    },
    async queue(executor, message) {
      return { id: await insertOutbox(executor, message, claimFrom(new Date())), message };
    },
    async deliver(queued) {
      for (const { id, message } of queued) await makeAttempt({ id, attempt: 1, message });
    },
    async retryDue(now = new Date()) {
      if (!transport || sweeping) return 0;
      sweeping = true;
      try {
        const claimed = await claimDueMessages(db, now, new Date(now.getTime() + MAIL_CLAIM_MS), MAIL_RETRY_BATCH);
        for (const message of claimed) await makeAttempt(message, now);
        return claimed.length;
      } finally {
        sweeping = false;
      }
    },
    close: () => transport?.close(),
  };
}

/** app.mail: every message in the outbox (the dev mailbox reads it), and by SMTP when configured. */
export const mailPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.db, app.env, app.log);
    app.decorate('mail', mailer);
    if (mailer.delivers) runEvery(app, MAIL_RETRY_SWEEP_MS, 'mail retry sweep', () => mailer.retryDue());
    app.addHook('onClose', async () => mailer.close());
    app.log.info({ smtp: mailer.delivers ? `${app.env.SMTP_HOST}:${app.env.SMTP_PORT}` : 'off (outbox only)' }, 'mail ready');
  },
  { name: 'mail' },
);
