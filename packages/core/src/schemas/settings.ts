import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.ts';
import { MAIL_KIND_LABELS, MAIL_KINDS, type MailKind } from '../messages.ts';
import { ACCOUNT_MESSAGES, emailSchema } from './accounts.ts';

/**
 * /settings (issue 19 item 3): the e-mail change confirmed by a link to the new address, the
 * e-mails a member gets and their unsubscribe links, sessions, and deleting the account.
 * docs/decisions/029-account-settings.md.
 */

/** How long a link confirming a new e-mail address works. */
export const EMAIL_CHANGE_HOURS = 24;

// The kinds and their names are kept with the messages the e-mails' link pages show without zod (decision record 055).
export { MAIL_KIND_LABELS, MAIL_KINDS, type MailKind };
export const mailKindSchema = z.enum(MAIL_KINDS);

export const SETTINGS_MESSAGES = {
  emailUnchanged: 'This is already your email address.',
  emailTaken: ACCOUNT_MESSAGES.emailTaken,
  confirmSent: (email: string) => `A confirmation link has been sent to ${email}. Your email changes when you open it.`,
  emailChanged: 'Your email address has been changed.',
  emailLinkExpired: 'This confirmation link has expired or has already been used.',
  preferencesSaved: 'Your email settings have been saved.',
  unsubscribed: (label: string) => `You will no longer receive ${label.toLowerCase()} emails.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  signedOutOthers: 'You have been signed out everywhere else.',
  passwordRequired: ACCOUNT_MESSAGES.passwordRequired,
  passwordWrong: 'Your password is not correct.',
  passwordMissing: 'Your account has no password yet. Choose one with Forgot password, then delete the account.',
  adminProtected: 'The admin account cannot be deleted.',
  orderWaiting: 'You have an order waiting for our confirmation. Your account can be deleted once it is confirmed or released.',
  hasWorks: 'Your account still has works in the catalogue. Delete them from My Works, or write to us, before deleting your account.',
  deleted: 'Your account has been deleted.',
  tooManyEmailChanges: 'Too many email changes. Please wait a few minutes and try again.',
} as const;

const M = SETTINGS_MESSAGES;

export const mailPreferencesSchema = z.object({ orderUpdates: z.boolean(), newWorkAlerts: z.boolean() });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** One signed-in session of the member: its device as the user agent names it, when last used. */
export const accountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  lastSeen: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/settings: everything the page shows. */
export const accountSettingsSchema = z.object({
  email: z.string(),
  /** The address waiting for its confirmation link, or null. */
  pendingEmail: z.string().nullable(),
  hasPassword: z.boolean(),
  preferences: mailPreferencesSchema,
  sessions: z.array(accountSessionSchema),
  /** Why this account cannot be deleted here (the admin's; a maker with works), or null. */
  deleteBlocked: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordMax);

export const emailChangeRequestSchema = z.object({ email: emailSchema, currentPassword });
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;
export const emailChangeSentSchema = z.object({ message: z.string(), pendingEmail: z.string() });

const token = z.string().trim().min(10).max(300);
export const emailConfirmSchema = z.object({ token });
export const emailConfirmedSchema = z.object({ message: z.string(), email: z.string() });

export const preferencesSavedSchema = z.object({ message: z.string(), preferences: mailPreferencesSchema });

export const sessionsSchema = z.object({ message: z.string(), sessions: z.array(accountSessionSchema) });

export const unsubscribeQuerySchema = z.object({ token: z.string().max(300).default('') });
/** What the unsubscribe page shows before its button is pressed. */
export const unsubscribeInfoSchema = z.object({
  valid: z.boolean(),
  kind: mailKindSchema.nullable(),
  /** Whether that kind is still on. */
  subscribed: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;
export const unsubscribeSchema = z.object({ token });

export const deleteAccountSchema = z.object({
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordMax),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
