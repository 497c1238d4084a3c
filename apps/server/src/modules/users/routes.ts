import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUsersPageSchema,
  adminUsersQuerySchema,
  apiErrorSchema,
  emailAvailableQuerySchema,
  emailAvailableSchema,
  merchantCreateSchema,
  merchantSavedSchema,
  merchantUpdateSchema,
  userDeletedSchema,
  userIdParamsSchema,
} from '@vernissage/core/schemas';
import { requireRole, signedInUser } from '../../plugins/auth.ts';
import type { UserDeps } from './deps.ts';
import * as users from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['admin: users'];

/** The admin's Users and Manage Merchants screens (spec/02 §2, §5, §7). Admins only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // On request, before the body is read, so a visitor or another role is turned away whatever they send.
  app.addHook('onRequest', requireRole('admin'));
  const deps: UserDeps = { db: app.db, auth: app.auth, mail: app.mail, env: app.env, catalogue: app.taste, storage: app.storage, log: app.log };

  app.get(
    '/api/admin/users',
    { schema: { tags, summary: 'A page of accounts, searchable by name or e-mail, filtered by role', querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema, ...errors } } },
    async (request) => {
      return users.listUsers(deps, request.query);
    },
  );

  app.get(
    '/api/admin/users/email-available',
    { schema: { tags, summary: 'Whether no other account uses this e-mail address', querystring: emailAvailableQuerySchema, response: { 200: emailAvailableSchema, ...errors } } },
    async (request) => {
      return users.emailAvailable(deps, request.query.email, request.query.except);
    },
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { tags, summary: 'Delete an account (not one with orders, not your own)', params: userIdParamsSchema, response: { 200: userDeletedSchema, ...errors } } },
    async (request) => users.deleteUser(deps, signedInUser(request), request.params.id),
  );

  app.post(
    '/api/admin/merchants',
    { schema: { tags, summary: 'Create a merchant account and e-mail the merchant', body: merchantCreateSchema, response: { 201: merchantSavedSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await users.createMerchant(deps, request.body)),
  );

  app.patch(
    '/api/admin/merchants/:id',
    { schema: { tags, summary: "Edit a merchant; a new password ends the merchant's sessions", params: userIdParamsSchema, body: merchantUpdateSchema, response: { 200: merchantSavedSchema, ...errors } } },
    async (request) => users.updateMerchant(deps, request.params.id, request.body),
  );
};
