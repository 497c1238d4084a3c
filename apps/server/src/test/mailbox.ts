import { sql } from 'drizzle-orm';
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

/**
 * Runs `run` while the outbox refuses messages of these templates (a trigger raises, as a
 * database fault would, inside whatever transaction stores them), then takes the trigger away.
 */
export async function withOutboxRefusing<T>(app: FastifyInstance, templates: readonly string[], run: () => Promise<T>): Promise<T> {
  const list = templates.map((template) => `'${template.replaceAll("'", "''")}'`).join(', ');
  await app.db.execute(sql.raw(`create function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'the outbox refuses %', new.template; end $$`));
  await app.db.execute(sql.raw(`create trigger refuse_outbox before insert on mail_outbox for each row when (new.template in (${list})) execute function refuse_outbox()`));
  try {
    return await run();
  } finally {
    await app.db.execute(sql.raw('drop trigger refuse_outbox on mail_outbox'));
    await app.db.execute(sql.raw('drop function refuse_outbox()'));
  }
}
