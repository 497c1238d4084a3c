import type { FastifyInstance } from 'fastify';
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
import { AppError } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { emailTaken } from '../accounts/repository.ts';
import { merchantWelcomeMail } from './mails.ts';
import * as repo from './repository.ts';

type UsersQuery = z.output<typeof adminUsersQuerySchema>;
type MerchantCreate = z.output<typeof merchantCreateSchema>;
type MerchantUpdate = z.output<typeof merchantUpdateSchema>;

const emailRegistered = () => new AppError('conflict', M.emailRegistered, { email: M.emailRegistered });

export function listUsers(app: FastifyInstance, query: UsersQuery): Promise<AdminUsersPage> {
  return repo.listUsers(app.db, query);
}

export async function emailAvailable(app: FastifyInstance, email: string, exceptUserId?: string): Promise<{ available: boolean }> {
  return { available: !(await emailTaken(app.db, email, exceptUserId)) };
}

const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

/** Whether PostgreSQL refused with this SQLSTATE, however the driver and Drizzle wrap the error. */
function isPgError(error: unknown, sqlState: string): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}

export async function deleteUser(app: FastifyInstance, admin: SessionUser, id: string): Promise<{ message: string }> {
  // Only an admin gets here and never for their own account, so the last admin always stays.
  if (id === admin.id) throw new AppError('bad_request', M.deleteSelf);
  if (!(await repo.findUser(app.db, id))) throw new AppError('not_found', M.notFound);
  const links = await repo.orderLinks(app.db, id);
  if (links.ordersPlaced) throw new AppError('conflict', M.deleteHasOrders);
  if (links.worksOrdered) throw new AppError('conflict', M.deleteWorksInOrders);
  try {
    await repo.deleteUser(app.db, id);
  } catch (error) {
    // An order placed between the check and the delete: nothing was deleted.
    if (isPgError(error, FOREIGN_KEY_VIOLATION)) throw new AppError('conflict', M.deleteHasOrders);
    throw error;
  }
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
async function hashPassword(app: FastifyInstance, password: string): Promise<string> {
  const context = await app.auth.$context;
  return context.password.hash(password);
}

export async function createMerchant(app: FastifyInstance, body: MerchantCreate): Promise<MerchantSaved> {
  if (await emailTaken(app.db, body.email)) throw emailRegistered();
  const profile = profileOf(body);
  let id: string;
  try {
    id = await repo.insertMerchant(app.db, profile, await hashPassword(app, body.password));
  } catch (error) {
    // Two creations for one address at once: the second loses on the unique index.
    if (isPgError(error, UNIQUE_VIOLATION)) throw emailRegistered();
    throw error;
  }
  await app.mail.send(merchantWelcomeMail(app.env, profile.email, profile.name));
  return { status: 1, message: M.merchantCreated, id };
}

export async function updateMerchant(app: FastifyInstance, id: string, body: MerchantUpdate): Promise<MerchantSaved> {
  const existing = await repo.findUser(app.db, id);
  if (!existing || existing.role !== 'merchant') throw new AppError('not_found', M.merchantNotFound);
  if (body.email !== existing.email && (await emailTaken(app.db, body.email, id))) throw emailRegistered();
  const hash = body.password ? await hashPassword(app, body.password) : null;
  try {
    if (!(await repo.updateMerchant(app.db, id, profileOf(body), hash))) throw new AppError('not_found', M.merchantNotFound);
  } catch (error) {
    if (isPgError(error, UNIQUE_VIOLATION)) throw emailRegistered();
    throw error;
  }
  return { status: 1, message: M.merchantUpdated, id };
}
