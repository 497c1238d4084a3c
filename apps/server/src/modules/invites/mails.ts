import { INVITE_EXPIRES_DAYS } from '@vernissage/core/constants';
import type { Env } from '../../config/env.ts';
import { mailLayout } from '../../lib/mail-layout.ts';
import type { MailMessageInput } from '../../plugins/mail.ts';

type MailSettings = Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL'>;

export function changeRoleLink(env: MailSettings, token: string): string {
  return new URL(`/change-role/${encodeURIComponent(token)}`, env.PUBLIC_URL).toString();
}

/** The invite: a single-use /change-role/{token} link that makes the account an artist's. */
export function inviteMail(env: MailSettings, to: string, invite: { inviterName: string; token: string; created: boolean }): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: `You are invited to show your work on ${env.PRODUCT_NAME}`,
    paragraphs: [
      `${invite.inviterName} invites you to join ${env.PRODUCT_NAME} as an artist, to list your works for collectors.`,
      invite.created
        ? `We have created an account for ${to}. Follow the link to choose your password and become an artist.`
        : `Follow the link and choose a password to turn your account (${to}) into an artist account. The new password replaces your current one.`,
      `The link works once and expires in ${INVITE_EXPIRES_DAYS} days.`,
      'If you do not want to join, ignore this e-mail: nothing changes without the link.',
    ],
    action: { label: 'Become an artist', url: changeRoleLink(env, invite.token) },
  });
  return { to, subject: `${invite.inviterName} invites you to ${env.PRODUCT_NAME}`, template: 'invite', ...body };
}
