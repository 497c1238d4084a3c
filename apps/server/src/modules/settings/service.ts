import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_HOURS,
  MAIL_KIND_LABELS,
  SETTINGS_MESSAGES as M,
  type AccountSession,
  type AccountSettings,
  type emailChangeRequestSchema,
  type MailKind,
  type MailPreferences,
  type SessionUser,
  type UnsubscribeInfo,
} from '@vernissage/core/schemas';
import type { Executor } from '../../db/client.ts';
import { isPgError, PG_UNIQUE_VIOLATION, refusal } from '../../lib/errors.ts';
import { removeProfileImage } from '../../lib/images.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { queueMails, queueMailsOrLog, type QueuedMail } from '../../plugins/mail.ts';
import { emailInUse, revokeResetLinks } from '../accounts/index.ts';
import { profileImageOf } from '../users/index.ts';
import { nowOf, type SettingsDeps } from './deps.ts';
import { confirmEmailMail, emailChangedNotice } from './mails.ts';
import * as repo from './repository.ts';
import { hashLinkToken, newLinkToken, readUnsubscribeToken, unsubscribeToken } from './tokens.ts';
import { describeDevice } from './user-agent.ts';

type EmailChangeBody = z.output<typeof emailChangeRequestSchema>;

const HOUR_MS = 60 * 60 * 1000;
const emailTaken = () => refusal('conflict', 'email_taken', M.emailTaken, { email: M.emailTaken });

/** The id of the session the request carries (requireUser has already found it live). */
async function currentSessionId(deps: Pick<SettingsDeps, 'auth'>, headers: Headers): Promise<string | null> {
  const found = await deps.auth.api.getSession({ headers });
  return found?.session.id ?? null;
}

async function sessionsOf(deps: Pick<SettingsDeps, 'auth' | 'db' | 'now'>, userId: string, headers: Headers): Promise<AccountSession[]> {
  const [rows, current] = await Promise.all([repo.listSessions(deps.db, userId, nowOf(deps)), currentSessionId(deps, headers)]);
  const sessions = rows.map((row) => ({ id: row.id, device: describeDevice(row.userAgent), lastSeen: row.updatedAt.toISOString(), current: row.id === current }));
  // This one first, then the others, most recently used first.
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** Why the account cannot be deleted from its settings, or null. */
async function deleteBlocked(deps: Pick<SettingsDeps, 'db'>, user: SessionUser): Promise<string | null> {
  if (user.role === 'admin') return M.adminProtected;
  if (await repo.hasWorks(deps.db, user.id)) return M.hasWorks;
  if (await repo.hasOrderWaiting(deps.db, user.id)) return M.orderWaiting;
  return null;
}

export async function getSettings(deps: SettingsDeps, user: SessionUser, headers: Headers): Promise<AccountSettings> {
  const now = nowOf(deps);
  const [pendingEmail, hash, preferences, sessions, blocked] = await Promise.all([
    repo.pendingEmail(deps.db, user.id, now),
    repo.passwordHash(deps.db, user.id),
    repo.findPreferences(deps.db, user.id),
    sessionsOf(deps, user.id, headers),
    deleteBlocked(deps, user),
  ]);
  return { email: user.email, pendingEmail, hasPassword: Boolean(hash), preferences, sessions, deleteBlocked: blocked };
}

/** An account with a password proves it is its owner first; one without (codes only) cannot. */
async function checkPassword(deps: Pick<SettingsDeps, 'db'>, userId: string, password: string, field: string): Promise<void> {
  const hash = await repo.passwordHash(deps.db, userId);
  if (!hash) throw refusal('bad_request', 'password_missing', M.passwordMissing, { [field]: M.passwordMissing });
  if (!(await verifyPassword(hash, password))) {
    const message = field === 'currentPassword' ? ACCOUNT_MESSAGES.currentPasswordWrong : M.passwordWrong;
    throw refusal('bad_request', 'current_password_wrong', message, { [field]: message });
  }
}

/**
 * Sends the confirmation link to the new address; the address changes only when it is opened.
 * The link's e-mail is stored with the request or the request fails (500): a member is never
 * told a link is on its way that cannot come, and the earlier link, if any, still works.
 */
export async function requestEmailChange(deps: SettingsDeps, user: SessionUser, body: EmailChangeBody): Promise<{ message: string; pendingEmail: string }> {
  await checkPassword(deps, user.id, body.currentPassword, 'currentPassword');
  if (body.email === user.email) throw refusal('bad_request', 'email_unchanged', M.emailUnchanged, { email: M.emailUnchanged });
  if (await emailInUse(deps, body.email, user.id)) throw emailTaken();
  const { token, hash } = newLinkToken();
  const change = { userId: user.id, newEmail: body.email, tokenHash: hash, expiresAt: new Date(nowOf(deps).getTime() + EMAIL_CHANGE_HOURS * HOUR_MS) };
  const queued = await repo.storeEmailChange(deps.db, change, (tx) => queueMails(deps, tx, [confirmEmailMail(deps.env, body.email, token)]));
  await deps.mail.deliver(queued);
  return { message: M.confirmSent(body.email), pendingEmail: body.email };
}

/**
 * The notice to the old address, queued with the change. Logged, never failing: the owner proved
 * the new address by opening its link, so the change stands.
 */
function queueChangedNotice(deps: SettingsDeps, tx: Executor, change: { userId: string; oldEmail: string; newEmail: string }): Promise<QueuedMail[]> {
  return queueMailsOrLog(deps, tx, async () => [emailChangedNotice(deps.env, change.oldEmail, change.newEmail)], { userId: change.userId });
}

/** Opens a confirmation link: the address changes, and the old one is told. */
export async function confirmEmailChange(deps: SettingsDeps, token: string): Promise<{ message: string; email: string }> {
  const expired = () => refusal('bad_request', 'link_expired', M.emailLinkExpired, { token: M.emailLinkExpired });
  let changed;
  try {
    changed = await repo.applyEmailChange(deps.db, hashLinkToken(token), nowOf(deps), (tx, change) => queueChangedNotice(deps, tx, change));
  } catch (error) {
    // Someone registered the address between the request and the link.
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw emailTaken();
    throw error;
  }
  if (!changed) throw expired();
  // A reset link sent to the address the owner has just left must not open the account.
  await revokeResetLinks(deps.db, changed.userId);
  await deps.mail.deliver(changed.then);
  return { message: M.emailChanged, email: changed.newEmail };
}

export async function savePreferences(deps: SettingsDeps, user: SessionUser, values: MailPreferences): Promise<{ message: string; preferences: MailPreferences }> {
  return { message: M.preferencesSaved, preferences: await repo.savePreferences(deps.db, user.id, values, nowOf(deps)) };
}

/** What the unsubscribe page shows; an unknown or forged token is answered valid: false, never an error. */
export async function unsubscribeInfo(deps: SettingsDeps, token: string): Promise<UnsubscribeInfo> {
  const read = readUnsubscribeToken(deps.secret, token);
  if (!read || !(await repo.userExists(deps.db, read.userId))) return { valid: false, kind: null, subscribed: false };
  return { valid: true, kind: read.kind, subscribed: await repo.wantsMail(deps.db, read.userId, read.kind) };
}

export async function unsubscribe(deps: SettingsDeps, token: string): Promise<{ message: string }> {
  const read = readUnsubscribeToken(deps.secret, token);
  if (!read || !(await repo.userExists(deps.db, read.userId))) {
    throw refusal('bad_request', 'unsubscribe_invalid', M.unsubscribeInvalid, { token: M.unsubscribeInvalid });
  }
  await repo.savePreferences(deps.db, read.userId, { [read.kind]: false }, nowOf(deps));
  return { message: M.unsubscribed(MAIL_KIND_LABELS[read.kind]) };
}

export async function signOutOthers(deps: SettingsDeps, user: SessionUser, headers: Headers): Promise<{ message: string; sessions: AccountSession[] }> {
  await deps.auth.api.revokeOtherSessions({ headers });
  return { message: M.signedOutOthers, sessions: await sessionsOf(deps, user.id, headers) };
}

/**
 * Deletes the account: refused for the admin and for a maker with works; the password proves
 * it is the owner. This session ends first (its cookie is cleared), then everything goes in one
 * transaction; the crowd profile is refolded without the ratings.
 */
export async function deleteAccount(deps: SettingsDeps, user: SessionUser, password: string, headers: Headers): Promise<{ value: { message: string }; headers: Headers }> {
  if (user.role === 'admin') throw refusal('forbidden', 'account_protected', M.adminProtected);
  if (await repo.hasWorks(deps.db, user.id)) throw refusal('conflict', 'has_works', M.hasWorks);
  if (await repo.hasOrderWaiting(deps.db, user.id)) throw refusal('conflict', 'order_waiting', M.orderWaiting);
  await checkPassword(deps, user.id, password, 'password');
  const signedOut = await deps.auth.api.signOut({ headers, returnHeaders: true });
  const picture = await profileImageOf(deps.db, user.id);
  await repo.eraseAccount(deps.db, user.id, nowOf(deps));
  if (picture) await removeProfileImage(deps, user.id, picture);
  await deps.catalogue.crowdChanged();
  return { value: { message: M.deleted }, headers: signedOut.headers };
}

/**
 * For modules that send e-mails of a kind a member may stop: null when the member turned the
 * kind off, else the unsubscribe link to put in the e-mail.
 */
export async function unsubscribeUrlIfWanted(deps: Pick<SettingsDeps, 'env' | 'secret'> & { db: Executor }, userId: string, kind: MailKind): Promise<string | null> {
  if (!(await repo.wantsMail(deps.db, userId, kind))) return null;
  const url = new URL('/unsubscribe', deps.env.PUBLIC_URL);
  url.searchParams.set('token', unsubscribeToken(deps.secret, userId, kind));
  return url.toString();
}

