import { EMAIL_CHANGE_HOURS } from '@vernissage/core/schemas';
import type { Env } from '../../config/env.ts';
import { mailLayout } from '../../lib/mail-layout.ts';
import type { MailMessageInput } from '../../plugins/mail.ts';

type MailSettings = Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL'>;

export function confirmEmailLink(env: MailSettings, token: string): string {
  const url = new URL('/confirm-email', env.PUBLIC_URL);
  url.searchParams.set('token', token);
  return url.toString();
}

/** To the new address: the link that makes it the account's address. */
export function confirmEmailMail(env: MailSettings, to: string, token: string): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: 'Confirm your new email address',
    paragraphs: [
      `Someone (we hope you) asked to use this address for their ${env.PRODUCT_NAME} account.`,
      `Your address changes when you open the link and confirm. The link works once and expires in ${EMAIL_CHANGE_HOURS} hours.`,
      'If you did not ask for it, ignore this email: nothing changes.',
    ],
    action: { label: 'Confirm my new address', url: confirmEmailLink(env, token) },
  });
  return { to, subject: `Confirm your new ${env.PRODUCT_NAME} email address`, template: 'email-change', ...body };
}

/** To the old address, once the change is made: a notice, so a change nobody asked for is seen. */
export function emailChangedNotice(env: MailSettings, to: string, newEmail: string): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: 'Your email address has changed',
    paragraphs: [
      `Your ${env.PRODUCT_NAME} account now uses ${newEmail}. Sign-in codes, reset links and order emails go there from now on.`,
      'If you did not make this change, choose a new password with Forgot password on the sign-in window and write to our team.',
    ],
  });
  return { to, subject: `Your ${env.PRODUCT_NAME} email address has changed`, template: 'email-changed', ...body };
}
