import { createHash, randomBytes } from 'node:crypto';
import { INVITE_EXPIRES_DAYS } from '@vernissage/core/constants';
import type { z } from 'zod';
import {
  INVITE_MESSAGES as M,
  inviteCreatedMessage,
  inviteExistingMessage,
  type acceptInviteSchema,
  type InviteAccepted,
  type InviteCheckResult,
  type InviteInfo,
  type InviteSent,
  type sendInviteSchema,
  type SessionUser,
} from '@vernissage/core/schemas';
import { AppError, refusal } from '../../lib/errors.ts';
import { findSessionUser } from '../../plugins/auth.ts';
import { queueMails } from '../../plugins/mail.ts';
import type { WithCookies } from '../accounts/index.ts';
import type { InviteDeps } from './deps.ts';
import { inviteMail } from './mails.ts';
import {
  createInvitedAccount,
  findAccountByEmail,
  findInviteCount,
  findUsableInvite,
  flagInvited,
  insertInvite,
  takeInvite,
  useInvite,
} from './repository.ts';

type SendBody = z.output<typeof sendInviteSchema>;
type AcceptBody = z.output<typeof acceptInviteSchema>;

const TOKEN_BYTES = 32;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the digest is stored: a copy of the database never holds a usable link. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How many invites the person may send in all; null means no limit (the admin). */
function limitFor(deps: Pick<InviteDeps, 'env'>, user: Pick<SessionUser, 'role'>): number | null {
  return user.role === 'admin' ? null : deps.env.INVITE_LIMIT;
}

const remainingOf = (count: number, limit: number | null) => (limit === null ? null : Math.max(0, limit - count));

/** The spec's invite info (invite_count, i_am) and what is left of the allowance. */
export async function inviteInfo(deps: Pick<InviteDeps, 'db' | 'env'>, user: SessionUser): Promise<InviteInfo> {
  const inviteCount = await findInviteCount(deps.db, user.id);
  const limit = limitFor(deps, user);
  return { inviteCount, limit, remaining: remainingOf(inviteCount, limit), role: user.role };
}

const refuse = (code: 'bad_request' | 'conflict', message: string) => new AppError(code, message, { email: message });
const noInvitesLeft = () => refusal('forbidden', 'no_invites_left', M.noInvitesLeft);

/**
 * Invites an address to become an artist: the account is created (a collector without a
 * password) when there is none, the inviter's count goes up with the invite row in one
 * transaction, and the address is mailed a single-use /change-role/{token} link. The mail is
 * stored in that transaction or the invite fails (500): the link is the invite, so none is
 * counted, nor an account made, for a link nobody gets.
 */
export async function sendInvite(deps: Pick<InviteDeps, 'db' | 'env' | 'mail'>, inviter: SessionUser, body: SendBody): Promise<InviteSent> {
  const email = body.email;
  if (email === deps.env.ADMIN_EMAIL.toLowerCase()) throw refuse('bad_request', M.adminNotAllowed);
  if (email === inviter.email) throw refuse('bad_request', M.notYourself);
  const limit = limitFor(deps, inviter);
  if (limit !== null && inviter.inviteCount >= limit) throw noInvitesLeft();

  const existing = await findAccountByEmail(deps.db, email);
  if (existing?.role === 'admin') throw refuse('bad_request', M.adminNotAllowed);
  if (existing && existing.role !== 'collector') throw refuse('conflict', M.alreadyMaker);

  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const created = !existing;
  const { inviteCount, queued } = await deps.db.transaction(async (tx) => {
    const count = await takeInvite(tx, inviter.id, limit);
    if (count === null) throw noInvitesLeft();
    if (existing) await flagInvited(tx, existing.id);
    else await createInvitedAccount(tx, email, body.name || email.split('@')[0] || email);
    await insertInvite(tx, { inviterId: inviter.id, email, tokenHash: hashInviteToken(token), expiresAt: new Date(Date.now() + INVITE_EXPIRES_DAYS * DAY_MS) });
    return { inviteCount: count, queued: await queueMails(deps, tx, [inviteMail(deps.env, email, { inviterName: inviter.name, token, created })]) };
  });

  await deps.mail.deliver(queued);
  return {
    message: created ? inviteCreatedMessage(email) : inviteExistingMessage(email),
    created,
    inviteCount,
    remaining: remainingOf(inviteCount, limit),
  };
}

/** Whether a change-role link can still be used: known, unused, unexpired, for a collector account. */
export async function checkInvite(deps: Pick<InviteDeps, 'db'>, token: string): Promise<InviteCheckResult> {
  const invite = await findUsableInvite(deps.db, hashInviteToken(token));
  const account = invite ? await findAccountByEmail(deps.db, invite.email) : null;
  if (!invite || account?.role !== 'collector') return { valid: false, email: null };
  return { valid: true, email: invite.email };
}

const expired = () => refusal('bad_request', 'link_expired', M.expired);

/**
 * The change-role form: the account becomes an artist's with the new password, its other
 * sessions end, and the person is signed in with a fresh session.
 */
export async function acceptInvite(deps: Pick<InviteDeps, 'db' | 'auth'>, body: AcceptBody): Promise<WithCookies<InviteAccepted>> {
  const tokenHash = hashInviteToken(body.token);
  // Checked before the (deliberately slow) password hash, so a wrong link costs nothing.
  if (!(await findUsableInvite(deps.db, tokenHash))) throw expired();
  const context = await deps.auth.$context;
  const passwordHash = await context.password.hash(body.password);
  const changed = await useInvite(deps.db, { tokenHash, passwordHash });
  if (!changed) throw expired();

  const result = await deps.auth.api.signInEmail({ body: { email: changed.email, password: body.password }, returnHeaders: true });
  const user = await findSessionUser(deps.db, result.response.user.id);
  if (!user) throw new Error(`user ${changed.userId} vanished right after the role change`);
  return { value: { message: M.roleChanged, user }, headers: result.headers };
}
