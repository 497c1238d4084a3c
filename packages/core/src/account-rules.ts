import { BIO_MAX, EMAIL_MAX, NAME_MAX, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX } from './constants.ts';
import { stripTags } from './text.ts';

/*
 * The account forms' messages and the rules a dialog opened from any page checks before it sends
 * (sign in, forgot password, a one-time code), without zod: the sign-in dialog is drawn without
 * Ant Design or zod (decision record 052). The schemas (schemas/accounts.ts) use the same
 * messages and the same e-mail pattern, so a form and the server answer alike.
 */

/** Every message of the account forms, in the spec's wording (spec/01 §5, spec/02 §5). */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Please input your full name',
  nameMax: 'The maximum length for the full name is 100 characters.',
  emailRequired: 'Please input your email address',
  emailInvalid: 'Please validate your email address',
  emailMax: 'The maximum length for the email is 100 characters.',
  phoneRequired: 'Please input your phone',
  /** Not in the spec, which has no phone limit: worded like its other maximum-length messages. */
  phoneMax: `The maximum length for the phone is ${PHONE_MAX} characters.`,
  /** Not in the spec either: a number is read as a US one (spec/02 §9) unless it starts with +. */
  phoneInvalid: 'Please input a valid phone number: a US number such as (312) 555-0142, or + and the country code',
  cityRequired: 'Please select your city',
  passwordRequired: 'Please input your password',
  /**
   * Every form that sets a password uses these two, so each names the real limit; the minimum is
   * longer than the spec's six (docs/decisions/012-password-minimum.md).
   */
  passwordMin: `The password must be at least ${PASSWORD_MIN} characters.`,
  passwordMax: `The password must be at most ${PASSWORD_MAX} characters.`,
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'The two passwords that you entered do not match',
  bioRequired: 'Please input your bio',
  bioMax: 'The maximum length for the bio is 5000 characters.',
  heardRequired: 'Please let us know how you heard about us.',
  termsRequired: 'Please agree to TOS and Privacy Policy',
  signInEmailRequired: 'Please input your Email!',
  signInPasswordRequired: 'Please input your password!',
  otpRequired: 'Please input your otp',
  otpLength: 'Please enter OTP of length 6',
  resetPasswordRequired: 'Please input your password!',
  resetConfirmRequired: 'Please confirm your password!',
  resetConfirmMismatch: 'The two passwords that you entered do not match!',
  resetLinkSent: 'Password reset link has been sent to your email address.',
  resetExpired: 'Your request to reset your password has expired or the link has already been used.',
  profileUpdated: 'Your Profile has been updated',
  passwordUpdated: 'Your password has been updated',
  signInFailed: 'Invalid email or password',
  emailTaken: 'This email address is already registered.',
  otpInvalid: 'The code is not correct. Check it, or send a new code.',
  otpExpired: 'The code has expired. Please send a new code.',
  otpTooManyAttempts: 'Too many wrong codes: this code no longer works. Please send a new code.',
  currentPasswordRequired: 'Please input your current password',
  currentPasswordWrong: 'Your current password is not correct.',
  signInRequired: 'Please sign in',
  notAllowed: 'You are not allowed to do this.',
  tooManySignIns: 'Too many sign-in attempts. Please wait a minute and try again.',
  tooManyCodes: 'Too many requests for this email address. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  tooManyPasswordTries: 'Too many password attempts. Please wait a few minutes and try again.',
} as const;

/**
 * What an e-mail address must look like: zod's own pattern (z.email(), its escapes dropped), which the account schemas
 * pass to z.email explicitly so the two cannot drift apart.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A required text's problem (empty once trimmed), or null. */
export function requiredProblem(value: string, message: string): string | null {
  return value.trim() === '' ? message : null;
}

/** An e-mail address's problem (required in the form's words, at most EMAIL_MAX, well formed), or null. */
function emailProblemWith(value: string, required: string): string | null {
  const email = value.trim();
  if (email === '') return required;
  if (email.length > EMAIL_MAX) return ACCOUNT_MESSAGES.emailMax;
  return EMAIL_PATTERN.test(email) ? null : ACCOUNT_MESSAGES.emailInvalid;
}

/** An e-mail address's problem as emailSchema words it, or null (one argument: a form's rule). */
export const emailProblem = (value: string): string | null => emailProblemWith(value, ACCOUNT_MESSAGES.emailRequired);

/** A one-time code's problem as otpVerifySchema words it (required, exactly OTP_LENGTH digits), or null. */
export function otpProblem(value: string): string | null {
  const code = value.trim();
  if (code === '') return ACCOUNT_MESSAGES.otpRequired;
  return code.length === OTP_LENGTH && /^\d+$/.test(code) ? null : ACCOUNT_MESSAGES.otpLength;
}

/** A new password's problem as newPasswordSchema words it (required in the form's wording, PASSWORD_MIN to PASSWORD_MAX characters), or null. */
export function newPasswordProblem(value: string, requiredMessage: string): string | null {
  if (value.length === 0) return requiredMessage;
  if (value.length < PASSWORD_MIN) return ACCOUNT_MESSAGES.passwordMin;
  return value.length > PASSWORD_MAX ? ACCOUNT_MESSAGES.passwordMax : null;
}

/** A full name's problem (required in the form's words, at most NAME_MAX once trimmed), or null. */
function nameProblemWith(value: string, required: string): string | null {
  const name = value.trim();
  if (name === '') return required;
  return name.length > NAME_MAX ? ACCOUNT_MESSAGES.nameMax : null;
}

/** A full name's problem as nameSchema words it, or null (one argument: a form's rule). */
export const nameProblem = (value: string): string | null => nameProblemWith(value, ACCOUNT_MESSAGES.nameRequired);

/** A bio's problem as bioSchema words it (required, at most BIO_MAX visible characters of its HTML), or null. */
export function bioProblem(html: string): string | null {
  const bio = html.trim();
  if (bio === '') return ACCOUNT_MESSAGES.bioRequired;
  return stripTags(bio).length > BIO_MAX ? ACCOUNT_MESSAGES.bioMax : null;
}

/**
 * A contact's name, e-mail and phone, worded as the question dialog's (spec/01 §5): the question
 * and consultation forms (QUESTION_MESSAGES takes these).
 */
export const CONTACT_MESSAGES = {
  nameRequired: 'Please input your full name',
  emailRequired: 'Please input your email',
  phoneRequired: 'Please input your Phone',
} as const;

/** A contact's full name's problem as questionNameSchema words it, or null. */
export const contactNameProblem = (value: string): string | null => nameProblemWith(value, CONTACT_MESSAGES.nameRequired);

/** A contact's e-mail address's problem as questionEmailSchema words it, or null. */
export const contactEmailProblem = (value: string): string | null => emailProblemWith(value, CONTACT_MESSAGES.emailRequired);
