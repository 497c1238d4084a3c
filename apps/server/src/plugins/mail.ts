import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { insertOutbox, recordDelivery, type OutboxMessage } from './mail-outbox.ts';

export type MailMessageInput = OutboxMessage;

export interface Mailer {
  /**
   * Stores the message in the outbox, then delivers it by SMTP when configured. Resolves with the
   * outbox id whatever SMTP does: a delivery failure is logged and kept on the row, because the
   * person who triggered the mail (signing up, ordering) should not see an SMTP error.
   */
  send(message: MailMessageInput): Promise<number>;
  /** Whether messages leave the machine (SMTP configured) or stay in the outbox only. */
  readonly delivers: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
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

  async function deliver(id: number, message: MailMessageInput): Promise<void> {
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
      log.error({ err: error, outboxId: id, template: message.template }, 'mail delivery failed; kept in the outbox');
      await recordDelivery(db, id, { error: reason.slice(0, 1000) }).catch((dbError: unknown) => {
        log.error({ err: dbError, outboxId: id }, 'could not record the mail delivery failure');
      });
    }
  }

  return {
    delivers: transport !== null,
    async send(message) {
      const id = await insertOutbox(db, message);
      await deliver(id, message);
      return id;
    },
    close: () => transport?.close(),
  };
}

/** app.mail: every message in the outbox (the dev mailbox reads it), and by SMTP when configured. */
export const mailPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.db, app.env, app.log);
    app.decorate('mail', mailer);
    app.addHook('onClose', async () => mailer.close());
    app.log.info({ smtp: mailer.delivers ? `${app.env.SMTP_HOST}:${app.env.SMTP_PORT}` : 'off (outbox only)' }, 'mail ready');
  },
  { name: 'mail' },
);
