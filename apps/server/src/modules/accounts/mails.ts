import type { Env } from '../../config/env.ts';
import type { MailMessageInput } from '../../plugins/mail.ts';
import { mailLayout } from '../../lib/mail-layout.ts';

/** The messages accounts send: one-time codes, reset links and the welcome. */
type MailSettings = Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL'>;

export const OTP_EXPIRES_MINUTES = 10;
export const RESET_EXPIRES_MINUTES = 60;

export function otpMail(env: MailSettings, to: string, otp: string): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: 'Your sign-in code',
    paragraphs: [
      `Your code is ${otp}`,
      `Enter it in the sign-in window to log in. It works once and expires in ${OTP_EXPIRES_MINUTES} minutes.`,
      'If you did not ask for a code, you can ignore this e-mail: nobody can sign in without it.',
    ],
  });
  return { to, subject: `${otp} is your ${env.PRODUCT_NAME} sign-in code`, template: 'otp', ...body };
}

export function resetLink(env: MailSettings, token: string): string {
  const url = new URL('/reset-password', env.PUBLIC_URL);
  url.searchParams.set('token', token);
  return url.toString();
}

export function resetMail(env: MailSettings, to: string, token: string): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: 'Reset your password',
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your account.',
      `The link works once and expires in ${RESET_EXPIRES_MINUTES} minutes. Setting a new password signs you out everywhere.`,
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: resetLink(env, token) },
  });
  return { to, subject: `Reset your ${env.PRODUCT_NAME} password`, template: 'reset', ...body };
}

export function welcomeMail(env: MailSettings, to: string, name: string): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: `Welcome to ${env.PRODUCT_NAME}, ${name}`,
    paragraphs: [
      'Your account is ready.',
      'Take the taste test: rate a few works, like or pass, and your gallery is hung for your taste.',
    ],
    action: { label: 'Take The Taste Test', url: new URL('/tastequiz', env.PUBLIC_URL).toString() },
  });
  return { to, subject: `Welcome to ${env.PRODUCT_NAME}`, template: 'welcome', ...body };
}

/** The e-mails Better Auth sends for this module (given to the auth plugin by app.ts). */
export const authMails = {
  otpExpiresMinutes: OTP_EXPIRES_MINUTES,
  resetExpiresMinutes: RESET_EXPIRES_MINUTES,
  otp: otpMail,
  reset: resetMail,
};
