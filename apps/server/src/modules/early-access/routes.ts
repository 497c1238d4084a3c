import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  EARLY_ACCESS_IMAGES_MAX,
  EARLY_ACCESS_MESSAGES as M,
  earlyAccessArtistOptionsSchema,
  earlyAccessContentSchema,
  earlyAccessCreateSchema,
  earlyAccessDeletedSchema,
  earlyAccessEditSchema,
  earlyAccessListQuerySchema,
  earlyAccessPageSchema,
  earlyAccessParamsSchema,
  earlyAccessSavedSchema,
  earlyAccessStatusSchema,
  earlyAccessUpdateSchema,
  earlyAccessVerifiedSchema,
  earlyAccessVerifySchema,
  earlyAccessWorkOptionsSchema,
  earlyAccessWorksQuerySchema,
} from '@vernissage/core/schemas';
import { servedOverHttps } from '../../config/env.ts';
import { refusal } from '../../lib/errors.ts';
import { limit } from '../../lib/limits.ts';
import { readImageField } from '../../lib/uploads.ts';
import { requireRole, signedInUser } from '../../plugins/auth.ts';
import { earlyAccessStatusReader } from './pass-check.ts';
import { givePass, hasPass, passKey } from './pass.ts';
import {
  activeEarlyAccess,
  addEarlyAccessImage,
  artistChoices,
  checkPasscode,
  createEarlyAccess,
  deleteEarlyAccess,
  earlyAccessContent,
  earlyAccessForEdit,
  listEarlyAccess,
  updateEarlyAccess,
  workChoices,
} from './service.ts';

/** Passcode guesses one address may make per window: plenty for a person mistyping, few for guessing. */
export const PASSCODE_TRIES_PER_WINDOW = 10;
export const PASSCODE_WINDOW_MS = 10 * 60_000;

const tags = ['early access'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema };

/**
 * The public Early Access page (spec GET /get-early): whether one is open, the passcode check,
 * and the page itself only for a browser that has given the passcode in this session.
 */
export const earlyAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = passKey(app.auth.options.secret);
  const secure = servedOverHttps(app.env.PUBLIC_URL);
  const statusOf = earlyAccessStatusReader(app);

  app.get(
    '/api/early-access',
    { schema: { tags, summary: 'Whether an early access is open, its title, and whether this browser has given its passcode', response: { 200: earlyAccessStatusSchema, ...errors } } },
    async (request) => {
      return statusOf(request);
    },
  );

  app.post(
    '/api/early-access/verify',
    {
      preHandler: limit(app, { name: 'early-access-passcode', max: PASSCODE_TRIES_PER_WINDOW, windowMs: PASSCODE_WINDOW_MS, message: M.tooManyTries }),
      schema: {
        tags,
        summary: "Check the open early access' passcode; the right one is remembered for this browser session (a signed cookie). Guesses are limited per address (429).",
        body: earlyAccessVerifySchema,
        response: { 200: earlyAccessVerifiedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const active = await checkPasscode(app.db, request.body.passcode);
      givePass(reply, key, active, secure);
      return { message: M.passcodeVerified };
    },
  );

  app.get(
    '/api/early-access/content',
    {
      schema: {
        tags,
        summary: 'The open early access: title, date, description, featured artists and works with early prices; 403 until the passcode is given, 404 when none is open',
        response: { 200: earlyAccessContentSchema, ...errors },
      },
    },
    async (request) => {
      const active = await activeEarlyAccess(app.db);
      if (!active) throw refusal('not_found', 'early_access_not_found', M.noneActive);
      if (!hasPass(request, key, active)) throw refusal('forbidden', 'early_access_locked', M.locked);
      return earlyAccessContent(app.db, active);
    },
  );
};

/** Manage Early Access (admin): the table, create, edit, delete, and the artists and works to choose from. */
export const adminEarlyAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');

  app.get(
    '/api/admin/early-access',
    { onRequest: admin, schema: { tags, summary: 'Every early access, newest first, paged (admin; spec GET /get-all-early-access)', querystring: earlyAccessListQuerySchema, response: { 200: earlyAccessPageSchema, ...errors } } },
    async (request) => listEarlyAccess(app.db, request.query.offset, request.query.limit),
  );

  app.get(
    '/api/admin/early-access/artists',
    { onRequest: admin, schema: { tags, summary: 'Artists and merchants with listed works, to feature (admin)', response: { 200: earlyAccessArtistOptionsSchema, ...errors } } },
    async () => artistChoices(app.db),
  );

  app.get(
    '/api/admin/early-access/works',
    {
      onRequest: admin,
     
      schema: { tags, summary: "The chosen artists' listed works (admin; spec POST /get-artworks-by-select-artists)", querystring: earlyAccessWorksQuerySchema, response: { 200: earlyAccessWorkOptionsSchema, ...errors } },
    },
    async (request) => workChoices(app.db, request.query.artistIds),
  );

  app.get(
    '/api/admin/early-access/:id',
    { onRequest: admin, schema: { tags, summary: 'One early access for its Edit form, never its passcode (admin)', params: earlyAccessParamsSchema, response: { 200: earlyAccessEditSchema, ...errors } } },
    async (request) => earlyAccessForEdit(app.db, request.params.id),
  );

  app.post(
    '/api/admin/early-access',
    { onRequest: admin, schema: { tags, summary: 'Create an early access (admin); the passcode is stored hashed', body: earlyAccessCreateSchema, response: { 201: earlyAccessSavedSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await createEarlyAccess(app.db, request.body, signedInUser(request).id)),
  );

  app.put(
    '/api/admin/early-access/:id',
    {
      onRequest: admin,
      schema: { tags, summary: 'Edit an early access (admin); an empty passcode leaves it unchanged', params: earlyAccessParamsSchema, body: earlyAccessUpdateSchema, response: { 200: earlyAccessSavedSchema, ...errors } },
    },
    async (request) => updateEarlyAccess(app.db, request.params.id, request.body),
  );

  app.post(
    '/api/admin/early-access/:id/images',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: `Add a picture to an early access, shown at the top of its page (admin; multipart field "image": JPEG, PNG or WebP, 20 MB at most; ${EARLY_ACCESS_IMAGES_MAX} at most, 409 past them)`,
        consumes: ['multipart/form-data'],
        params: earlyAccessParamsSchema,
        response: { 201: earlyAccessSavedSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await addEarlyAccessImage(app.db, app.storage, request.params.id, await readImageField(request))),
  );

  app.delete(
    '/api/admin/early-access/:id',
    { onRequest: admin, schema: { tags, summary: 'Delete an early access (admin)', params: earlyAccessParamsSchema, response: { 200: earlyAccessDeletedSchema, ...errors } } },
    async (request) => deleteEarlyAccess(app.db, request.params.id),
  );
};
