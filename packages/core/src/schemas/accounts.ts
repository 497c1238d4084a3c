import { z } from 'zod';
import { BIO_MAX, EMAIL_MAX, NAME_MAX, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { stripTags } from '../text.ts';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN } from '../account-rules.ts';
import { captchaPayloadSchema } from './captcha.ts';
import { sessionUserSchema } from './system.ts';
import { shownLine } from './plain-text.ts';


/** The answer to a code request, the same whether or not the account exists. */
export const otpSentMessage = (email: string) => `A ${OTP_LENGTH}-digit code has been sent to ${email}`;

export { ACCOUNT_MESSAGES };
const M = ACCOUNT_MESSAGES;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A person's name as others see it: one line, no control character or direction override. */
export const nameSchema = shownLine(required(M.nameRequired).max(NAME_MAX, M.nameMax));
export const emailSchema = required(M.emailRequired)
  .max(EMAIL_MAX, M.emailMax)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: M.emailInvalid }))
  .transform((email) => email.toLowerCase());
/**
 * A new password; `requiredMessage` is the form's own wording of an empty one. Each check names
 * its message: the schema-wide `error` alone would answer a too-long password with 'Please input…'.
 */
export const newPasswordSchema = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).min(PASSWORD_MIN, M.passwordMin).max(PASSWORD_MAX, M.passwordMax);
export const passwordSchema = newPasswordSchema(M.passwordRequired);
/** Bio is HTML from the rich-text editor; its limit counts visible characters only. */
export const bioSchema = required(M.bioRequired).refine((html) => stripTags(html).length <= BIO_MAX, M.bioMax);

/** The confirmation of a new password: the same text. */
export const confirmMatches = <T extends { password: string; confirm: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.confirm && value.password !== value.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: M.confirmMismatch });
};

export const signInSchema = z.object({
  email: required(M.signInEmailRequired).transform((email) => email.toLowerCase()),
  password: z.string({ error: M.signInPasswordRequired }).min(1, M.signInPasswordRequired),
  captcha: captchaPayloadSchema,
});
export type SignInInput = z.input<typeof signInSchema>;

export const otpSendSchema = z.object({ email: emailSchema });
export const otpVerifySchema = z.object({
  email: emailSchema,
  otp: required(M.otpRequired).pipe(z.string().length(OTP_LENGTH, M.otpLength).regex(/^\d+$/, M.otpLength)),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z
  .object({
    token: z.string().min(10).max(200),
    password: newPasswordSchema(M.resetPasswordRequired),
    confirm: z.string({ error: M.resetConfirmRequired }).min(1, M.resetConfirmRequired),
  })
  .superRefine((value, ctx) => {
    if (value.confirm && value.password !== value.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: M.resetConfirmMismatch });
  });

export const messageSchema = z.object({ message: z.string() });

/** What sign-up, sign-in and code verification answer: the session user and, after sign-up, the welcome to show. */
export const signedInSchema = z.object({
  user: sessionUserSchema,
  welcome: z.object({ title: z.string().nullable(), content: z.string() }).nullable(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** GET /api/accounts/password/reset?token=: whether the link can still be used. */
export const resetTokenQuerySchema = z.object({ token: z.string().max(200).default('') });
export const resetTokenCheckSchema = z.object({ valid: z.boolean() });


export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(PASSWORD_MAX, M.passwordMax),
    password: passwordSchema,
    confirm: z.string({ error: M.confirmRequired }).min(1, M.confirmRequired),
  })
  .superRefine(confirmMatches);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
