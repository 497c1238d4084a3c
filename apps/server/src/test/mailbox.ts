import type { FastifyInstance } from 'fastify';
import { mailboxSchema, mailMessageSchema, type MailMessage } from '@vernissage/core/schemas';

/** Every message the outbox holds for an address, newest first, with bodies. */
export async function mailTo(app: FastifyInstance, to: string, template?: string): Promise<MailMessage[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}&limit=50` });
  const list = mailboxSchema.parse(res.json());
  const items = template ? list.items.filter((item) => item.template === template) : list.items;
  return Promise.all(
    items.map(async (item) => mailMessageSchema.parse((await app.inject({ method: 'GET', url: `/api/dev/mailbox/${item.id}` })).json())),
  );
}

/** The newest message of a template to an address; fails the test when there is none. */
export async function lastMail(app: FastifyInstance, to: string, template: string): Promise<MailMessage> {
  const [message] = await mailTo(app, to, template);
  if (!message) throw new Error(`no '${template}' mail to ${to}`);
  return message;
}
