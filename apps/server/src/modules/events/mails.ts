import type { Env } from '../../config/env.ts';
import { mailLayout } from '../../lib/mail-layout.ts';
import type { MailMessageInput } from '../../plugins/mail.ts';
import type { EventRecord } from './repository.ts';

type MailSettings = Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;

/** To the member who listed the event: the admin's decision, either way. */
export function eventDecisionMail(env: MailSettings, event: EventRecord, author: { name: string; email: string }): MailMessageInput {
  const approved = event.state === 'approved';
  const page = new URL(approved && event.path ? event.path : '/manage-news-events', env.PUBLIC_URL).toString();
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: approved ? `Your event ${event.title} is published` : `Your event ${event.title} was not approved`,
    paragraphs: [
      `Hello ${author.name},`,
      approved
        ? `Thank you for listing ${event.title}. It is approved and visitors now see it on ${env.PRODUCT_NAME} News and Events.`
        : `Thank you for listing ${event.title}. The ${env.PRODUCT_NAME} team has decided not to publish it.`,
      `Questions? Write to ${env.SUPPORT_EMAIL}.`,
    ],
    action: { label: approved ? 'See your event' : 'See your events', url: page },
  });
  return { to: author.email, subject: approved ? `Your event is published: ${event.title}` : `Your event was not approved: ${event.title}`, template: approved ? 'event-approved' : 'event-rejected', ...body };
}
