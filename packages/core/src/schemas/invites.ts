import { z } from 'zod';
import { NAME_MAX } from '../constants.ts';
import { ACCOUNT_MESSAGES, emailSchema, newPasswordSchema } from './accounts.ts';
import { INVITE_MESSAGES } from '../messages.ts';
import { roleSchema, sessionUserSchema } from './system.ts';
import { shownLine } from './plain-text.ts';

// Kept with the messages the pages show without zod (the change-role page, decision record 055).
export { INVITE_MESSAGES };

/** The spec's default-password-account-created message: we never send a password, the invitee sets one. */
export const inviteCreatedMessage = (email: string) =>
  `An account has been created for ${email}. We have e-mailed an invite link; they set their own password there to become an artist.`;

/** The spec's existing-account message. */
export const inviteExistingMessage = (email: string) =>
  `${email} already has an account. We have e-mailed an invite link to upgrade it to an artist account.`;

const M = INVITE_MESSAGES;

/** POST /api/invites: who to invite. The name is optional; the new account is named after it. */
export const sendInviteSchema = z.object({
  name: shownLine(z.string().trim().max(NAME_MAX, ACCOUNT_MESSAGES.nameMax)).optional(),
  email: emailSchema,
});
export type SendInviteInput = z.input<typeof sendInviteSchema>;

/** What the inviter sees after sending, and their counter after it. */
export const inviteSentSchema = z.object({
  message: z.string(),
  /** True when the invite created the account; false when it targets an existing one. */
  created: z.boolean(),
  inviteCount: z.number().int(),
  remaining: z.number().int().nullable(),
});
export type InviteSent = z.infer<typeof inviteSentSchema>;

/** GET /api/invites/me: the spec's invite info (invite_count, i_am), plus what remains. */
export const inviteInfoSchema = z.object({
  inviteCount: z.number().int(),
  /** Invites an account may send; null when unlimited (the admin). */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  role: roleSchema,
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** The e-mailed token: 32 random bytes, base64url (43 characters). */
export const inviteTokenSchema = z.string().trim().min(1, M.expired).max(200, M.expired);

/** POST /api/invites/check: the token goes in the body, never in a URL that servers log. */
export const inviteCheckSchema = z.object({ token: inviteTokenSchema });
export const inviteCheckResultSchema = z.object({
  valid: z.boolean(),
  /** The invited address, when the link can be used. */
  email: z.string().nullable(),
});
export type InviteCheckResult = z.infer<typeof inviteCheckResultSchema>;

export const changeRolePasswordSchema = newPasswordSchema(M.passwordRequired);

/** POST /api/invites/accept: the change-role form (spec/02 §5). */
export const acceptInviteSchema = z
  .object({
    token: inviteTokenSchema,
    password: changeRolePasswordSchema,
    confirm: z.string({ error: M.confirmRequired }).min(1, M.confirmRequired),
  })
  .superRefine((value, ctx) => {
    if (value.confirm && value.password !== value.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: M.confirmMismatch });
  });
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;

/** The role changed and the person is signed in as the upgraded account. */
export const inviteAcceptedSchema = z.object({ message: z.string(), user: sessionUserSchema });
export type InviteAccepted = z.infer<typeof inviteAcceptedSchema>;
