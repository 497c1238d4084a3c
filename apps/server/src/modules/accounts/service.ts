import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import { SNIPPET } from '@vernissage/core/constants';
import { stripTags } from '@vernissage/core/text';
import {
  ACCOUNT_MESSAGES as M,
  otpSentMessage,
  type changePasswordSchema,
  type otpVerifySchema,
  type resetPasswordSchema,
  type Role,
  type SessionUser,
  type SignedIn,
  type signInSchema,
  type signUpSchema,
} from '@vernissage/core/schemas';
import { AppError, refusal } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { findSessionUser } from '../../plugins/auth.ts';
import { queueMailsOrLog } from '../../plugins/mail.ts';
import { requireCaptcha } from '../../plugins/captcha.ts';
import { getSnippet } from '../content/index.ts';
import type { AccountDeps } from './deps.ts';
import { welcomeMail } from './mails.ts';
import { emailTaken, revokeResetLinks } from './repository.ts';

type SignUpBody = z.output<typeof signUpSchema>;
type SignInBody = z.output<typeof signInSchema>;
type OtpVerifyBody = z.output<typeof otpVerifySchema>;
type ResetBody = z.output<typeof resetPasswordSchema>;
type ChangePasswordBody = z.output<typeof changePasswordSchema>;

/** What a Better Auth call answered, ready for the route: the body and the cookies to set. */
export interface WithCookies<T> {
  value: T;
  headers: Headers;
}

const WELCOME_SNIPPET: Record<Role, string | null> = {
  collector: SNIPPET.welcomeCollector,
  artist: SNIPPET.welcomeArtist,
  merchant: SNIPPET.welcomeMerchant,
  admin: null,
};

const emailTakenRefusal = () => refusal('conflict', 'email_taken', M.emailTaken, { email: M.emailTaken });

/** Better Auth's error code, or null for anything that is not one of its API errors. */
function authErrorCode(error: unknown): string | null {
  if (!isAPIError(error)) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

async function sessionUser(deps: Pick<AccountDeps, 'db'>, id: string): Promise<SessionUser> {
  const user = await findSessionUser(deps.db, id);
  if (!user) throw new Error(`user ${id} vanished right after signing in`);
  return user;
}

async function welcomeFor(deps: Pick<AccountDeps, 'db'>, role: Role): Promise<SignedIn['welcome']> {
  const name = WELCOME_SNIPPET[role];
  const snippet = name ? await getSnippet({ db: deps.db }, name) : null;
  return snippet ? { title: snippet.title, content: snippet.content } : null;
}

/** The bio as stored: sanitised, and still required once only its visible text counts ('<p></p>' is empty). */
function cleanBio(html: string): string {
  const bio = sanitizeHtml(html);
  if (!stripTags(bio)) throw new AppError('bad_request', M.bioRequired, { bio: M.bioRequired });
  return bio;
}

/**
 * The welcome, once the account is made. Better Auth writes the account in its own transaction
 * and runs its hooks after the commit, so the welcome cannot be stored with it. It is stored as
 * every mail that does not decide its write is (queueMailsOrLog): one the outbox cannot take is
 * logged and the sign-up still answers with its session, never a 500 for an account that exists
 * (the welcome carries no link the collector needs; the page greets them with the same snippet).
 */
async function sendWelcome(deps: Pick<AccountDeps, 'db' | 'mail' | 'env' | 'log'>, user: { id: string; email: string; name: string }): Promise<void> {
  const queued = await queueMailsOrLog(deps, deps.db, async () => [welcomeMail(deps.env, user.email, user.name)], { userId: user.id });
  await deps.mail.deliver(queued);
}

export async function signUp(deps: AccountDeps, body: SignUpBody, headers?: Headers): Promise<WithCookies<SignedIn>> {
  await requireCaptcha(deps, body.captcha);
  if (await emailTaken(deps.db, body.email)) throw emailTakenRefusal();
  const profile = body.variant === 'full' ? { city: body.city, bio: cleanBio(body.bio), hearAboutUs: body.hearAboutUs } : {};
  let result;
  try {
    result = await deps.auth.api.signUpEmail({
      body: { name: body.name, email: body.email, password: body.password, phone: body.phone, ...profile },
      // The browser's headers let the session record its device for /settings.
      ...(headers ? { headers } : {}),
      returnHeaders: true,
    });
  } catch (error) {
    // Two sign-ups for one address at once: the second loses on the unique index.
    if (authErrorCode(error)?.startsWith('USER_ALREADY_EXISTS')) throw emailTakenRefusal();
    throw error;
  }
  const user = await sessionUser(deps, result.response.user.id);
  await sendWelcome(deps, user);
  return { value: { user, welcome: await welcomeFor(deps, user.role) }, headers: result.headers };
}

export async function signIn(deps: Pick<AccountDeps, 'auth' | 'captcha' | 'db'>, body: SignInBody, headers?: Headers): Promise<WithCookies<SignedIn>> {
  await requireCaptcha(deps, body.captcha);
  try {
    const result = await deps.auth.api.signInEmail({ body: { email: body.email, password: body.password }, ...(headers ? { headers } : {}), returnHeaders: true });
    return { value: { user: await sessionUser(deps, result.response.user.id), welcome: null }, headers: result.headers };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL' || code === 'PASSWORD_TOO_LONG') {
      throw refusal('unauthorized', 'sign_in_failed', M.signInFailed);
    }
    throw error;
  }
}

export async function signOut(deps: Pick<AccountDeps, 'auth'>, headers: Headers): Promise<Headers> {
  const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
  return result.headers;
}

export async function sendOtp(deps: Pick<AccountDeps, 'auth'>, email: string): Promise<{ message: string }> {
  // Better Auth sends only when the account exists (disableSignUp) and answers the same either way.
  await deps.auth.api.sendVerificationOTP({ body: { email, type: 'sign-in' } });
  return { message: otpSentMessage(email) };
}

/** Each leaves the person without a working code (reason code_invalid); the message says which. */
const OTP_ERRORS: Record<string, string> = {
  INVALID_OTP: M.otpInvalid,
  OTP_EXPIRED: M.otpExpired,
  TOO_MANY_ATTEMPTS: M.otpTooManyAttempts,
};

export async function verifyOtp(deps: Pick<AccountDeps, 'auth' | 'db'>, body: OtpVerifyBody, headers?: Headers): Promise<WithCookies<SignedIn>> {
  try {
    const result = await deps.auth.api.signInEmailOTP({ body: { email: body.email, otp: body.otp }, ...(headers ? { headers } : {}), returnHeaders: true });
    return { value: { user: await sessionUser(deps, result.response.user.id), welcome: null }, headers: result.headers };
  } catch (error) {
    const message = OTP_ERRORS[authErrorCode(error) ?? ''];
    if (message) throw refusal('bad_request', 'code_invalid', message, { otp: message });
    throw error;
  }
}

export async function forgotPassword(deps: Pick<AccountDeps, 'auth'>, email: string): Promise<{ message: string }> {
  // The reset link goes out only when the account exists; the answer never tells.
  await deps.auth.api.requestPasswordReset({ body: { email } });
  return { message: M.resetLinkSent };
}

export async function resetTokenValid(deps: Pick<AccountDeps, 'auth'>, token: string): Promise<boolean> {
  if (!token) return false;
  const context = await deps.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && verification.expiresAt > new Date());
}

export async function resetPassword(deps: Pick<AccountDeps, 'auth' | 'db'>, body: ResetBody): Promise<{ message: string }> {
  const context = await deps.auth.$context;
  const link = await context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
  try {
    // Revokes every session of the account in the same transaction (revokeSessionsOnPasswordReset).
    await deps.auth.api.resetPassword({ body: { token: body.token, newPassword: body.password } });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') throw refusal('bad_request', 'link_expired', M.resetExpired, { token: M.resetExpired });
    throw error;
  }
  // The other links sent before this one end with it.
  if (link?.value) await revokeResetLinks(deps.db, link.value);
  return { message: M.passwordUpdated };
}

export async function changePassword(deps: Pick<AccountDeps, 'auth' | 'db'>, headers: Headers, body: ChangePasswordBody): Promise<WithCookies<{ message: string }>> {
  try {
    // Other sessions end; this one is replaced by a fresh session (new cookie).
    const result = await deps.auth.api.changePassword({
      body: { currentPassword: body.currentPassword, newPassword: body.password, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    // A reset link asked for before the change would undo it.
    await revokeResetLinks(deps.db, result.response.user.id);
    return { value: { message: M.passwordUpdated }, headers: result.headers };
  } catch (error) {
    if (authErrorCode(error) === 'INVALID_PASSWORD') {
      throw refusal('bad_request', 'current_password_wrong', M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
    }
    throw error;
  }
}

/**
 * Whether another account already uses this address: the one rule of who owns an address,
 * shared with the admin's merchant forms.
 */
export async function emailInUse(deps: Pick<AccountDeps, 'db'>, email: string, exceptUserId?: string): Promise<boolean> {
  return emailTaken(deps.db, email, exceptUserId);
}
