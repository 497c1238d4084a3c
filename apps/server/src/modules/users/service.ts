import type { z } from 'zod';
import { stripTags } from '@vernissage/core/text';
import {
  USER_MESSAGES as M,
  type AdminUsersPage,
  type adminUsersQuerySchema,
  type MerchantSaved,
  type merchantCreateSchema,
  type merchantUpdateSchema,
  type SessionUser,
} from '@vernissage/core/schemas';
import type { Executor } from '../../db/client.ts';
import { isPgError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, refusal } from '../../lib/errors.ts';
import { removeProfileImage } from '../../lib/images.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { queueMailsOrLog, type QueuedMail } from '../../plugins/mail.ts';
import { emailInUse, revokeResetLinks } from '../accounts/index.ts';
import type { UserDeps } from './deps.ts';
import { merchantWelcomeMail } from './mails.ts';
import * as repo from './repository.ts';

type UsersQuery = z.output<typeof adminUsersQuerySchema>;
type MerchantCreate = z.output<typeof merchantCreateSchema>;
type MerchantUpdate = z.output<typeof merchantUpdateSchema>;

const emailRegistered = () => refusal('conflict', 'email_taken', M.emailRegistered, { email: M.emailRegistered });
const merchantMissing = () => refusal('not_found', 'user_not_found', M.merchantNotFound);

export function listUsers(deps: Pick<UserDeps, 'db'>, query: UsersQuery): Promise<AdminUsersPage> {
  return repo.listUsers(deps.db, query);
}

export async function emailAvailable(deps: Pick<UserDeps, 'db'>, email: string, exceptUserId?: string): Promise<{ available: boolean }> {
  return { available: !(await emailInUse({ db: deps.db }, email, exceptUserId)) };
}


export async function deleteUser(deps: Pick<UserDeps, 'db' | 'catalogue' | 'storage' | 'log'>, admin: SessionUser, id: string): Promise<{ message: string }> {
  // Only an admin gets here and never for their own account, so the last admin always stays.
  if (id === admin.id) throw refusal('bad_request', 'cannot_delete_self', M.deleteSelf);
  if (!(await repo.findUser(deps.db, id))) throw refusal('not_found', 'user_not_found', M.notFound);
  const links = await repo.orderLinks(deps.db, id);
  if (links.ordersPlaced) throw refusal('conflict', 'has_orders', M.deleteHasOrders);
  if (links.worksOrdered) throw refusal('conflict', 'has_orders', M.deleteWorksInOrders);
  const picture = await repo.profileImageOf(deps.db, id);
  try {
    await repo.deleteUser(deps.db, id);
  } catch (error) {
    // An order placed between the check and the delete: nothing was deleted.
    if (isPgError(error, PG_FOREIGN_KEY_VIOLATION)) throw refusal('conflict', 'has_orders', M.deleteHasOrders);
    throw error;
  }
  if (picture) await removeProfileImage(deps, id, picture);
  // A maker's works went with them.
  await deps.catalogue.catalogueChanged({ kind: 'content' });
  return { message: M.deleted };
}

/** The bio as stored: sanitised HTML, or null when it has no visible text. */
function cleanBio(html: string): string | null {
  const bio = sanitizeHtml(html);
  return stripTags(bio) ? bio : null;
}

function profileOf(body: MerchantCreate | MerchantUpdate): repo.MerchantProfile {
  return { name: body.name, email: body.email, phone: body.phone, city: body.city, address: body.address || null, bio: cleanBio(body.bio) };
}

/** Better Auth's configured hasher (argon2id), without going through sign-up (which would start a session). */
async function hashPassword(deps: Pick<UserDeps, 'auth'>, password: string): Promise<string> {
  const context = await deps.auth.$context;
  return context.password.hash(password);
}

/**
 * The welcome, queued with the merchant's account. Logged, never failing: the account stands
 * (the team that made it gave the password, and the mail carries no link the merchant needs).
 */
function queueWelcome(deps: Pick<UserDeps, 'env' | 'mail' | 'log'>, tx: Executor, id: string, profile: repo.MerchantProfile): Promise<QueuedMail[]> {
  return queueMailsOrLog(deps, tx, async () => [merchantWelcomeMail(deps.env, profile.email, profile.name)], { userId: id });
}

export async function createMerchant(deps: UserDeps, body: MerchantCreate): Promise<MerchantSaved> {
  if (await emailInUse({ db: deps.db }, body.email)) throw emailRegistered();
  const profile = profileOf(body);
  let created: { id: string; then: QueuedMail[] };
  try {
    created = await repo.insertMerchant(deps.db, profile, await hashPassword(deps, body.password), (tx, id) => queueWelcome(deps, tx, id, profile));
  } catch (error) {
    // Two creations for one address at once: the second loses on the unique index.
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw emailRegistered();
    throw error;
  }
  await deps.mail.deliver(created.then);
  return { status: 1, message: M.merchantCreated, id: created.id };
}

export async function updateMerchant(deps: Pick<UserDeps, 'db' | 'auth' | 'catalogue'>, id: string, body: MerchantUpdate): Promise<MerchantSaved> {
  const existing = await repo.findUser(deps.db, id);
  if (!existing || existing.role !== 'merchant') throw merchantMissing();
  if (body.email !== existing.email && (await emailInUse({ db: deps.db }, body.email, id))) throw emailRegistered();
  const hash = body.password ? await hashPassword(deps, body.password) : null;
  try {
    if (!(await repo.updateMerchant(deps.db, id, profileOf(body), hash))) throw merchantMissing();
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw emailRegistered();
    throw error;
  }
  // A new password or address from the admin ends the reset links sent before it.
  if (hash || body.email !== existing.email) await revokeResetLinks(deps.db, id);
  await deps.catalogue.catalogueChanged({ kind: 'content' });
  return { status: 1, message: M.merchantUpdated, id };
}
