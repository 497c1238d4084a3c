import type { Env } from '../../config/env.ts';
import type { MailMessageInput } from '../../plugins/mail.ts';
import { mailLayout } from '../../lib/mail-layout.ts';

type MailSettings = Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL'>;

/** To a merchant whose account the team created. The password is never sent by e-mail. */
export function merchantWelcomeMail(env: MailSettings, to: string, name: string): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: `Welcome to ${env.PRODUCT_NAME}, ${name}`,
    paragraphs: [
      `The ${env.PRODUCT_NAME} team has opened a merchant account for you with this e-mail address.`,
      'Log in with the password the team gave you (or ask for a one-time code on the log-in window), then list your works from My Works in your account menu.',
      'We suggest changing the password on your profile after your first log-in.',
    ],
    action: { label: 'Log in', url: new URL('/login', env.PUBLIC_URL).toString() },
  });
  return { to, subject: `Your ${env.PRODUCT_NAME} merchant account`, template: 'merchant-welcome', ...body };
}
