import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  curatedSetCreateSchema,
  curatedSetParamsSchema,
  curatedSetSchema,
  selectionCreateSchema,
  selectionLinkSchema,
  selectionParamsSchema,
  SHARED_LINK_MESSAGES as M,
  sharedLinksDeletedSchema,
  sharedLinksDeleteSchema,
  sharedLinksPageSchema,
  sharedLinksQuerySchema,
} from '@vernissage/core/schemas';
import { limit } from '../../lib/limits.ts';
import { currentUser, requireRole, signedInUser } from '../../plugins/auth.ts';
import { createCuratedSet, curatedSet, deleteSharedLinks, findSelection, listSharedLinks, shareSelection } from './service.ts';

/** Selections one address may share per window: far more than a person shares, not a flood of rows. */
export const SHARES_PER_WINDOW = 60;
export const SHARES_WINDOW_MS = 10 * 60_000;

const tags = ['shared links'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/**
 * Shared links, public side: anyone may store the All Artworks selection they see and open a
 * stored one, and anyone may open a curated set (spec GET /get-select-artworks/{SearchValues}).
 */
export const sharedLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/shared-links/selections',
    {
      preHandler: limit(app, { name: 'shared-selection', max: SHARES_PER_WINDOW, windowMs: SHARES_WINDOW_MS, message: M.tooMany }),
      schema: {
        tags,
        summary: 'Store an All Artworks selection as a short link (/all-artworks/{shareUrl}/{id}); the same selection again answers its existing link',
        body: selectionCreateSchema,
        response: { 200: selectionLinkSchema, 201: selectionLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request, reply);
      const { link, created } = await shareSelection(app.db, request.body.selection, user?.id ?? null);
      return reply.code(created ? 201 : 200).send(link);
    },
  );

  app.get(
    '/api/shared-links/selections/:shareUrl/:id',
    {
      schema: {
        tags,
        summary: 'A stored selection: the All Artworks segment it restores; 404 when the address and id name none',
        params: selectionParamsSchema,
        response: { 200: selectionLinkSchema, ...errors },
      },
    },
    async (request) => findSelection(app.db, request.params.shareUrl, request.params.id),
  );

  app.get(
    '/api/shared-links/sets/:shareUrl',
    {
      schema: {
        tags,
        summary: 'A curated set: title, sanitised description and its works that are still listed, in its order',
        params: curatedSetParamsSchema,
        response: { 200: curatedSetSchema, ...errors },
      },
    },
    async (request) => curatedSet(app.db, request.params.shareUrl),
  );
};

/** Manage Shared Links (admin): every link, curated sets created, links deleted. */
export const adminSharedLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/shared-links',
    {
      onRequest: requireRole('admin'),
      schema: { tags, summary: 'Every shared link, newest first, paged (admin)', querystring: sharedLinksQuerySchema, response: { 200: sharedLinksPageSchema, ...errors } },
    },
    async (request) => {
      return listSharedLinks(app.db, request.query.offset, request.query.limit);
    },
  );

  app.post(
    '/api/admin/shared-links/sets',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Create a curated set of listed works (admin): its link is /artworks/{shareUrl}',
        body: curatedSetCreateSchema,
        response: { 201: curatedSetSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createCuratedSet(app.db, request.body, signedInUser(request).id)),
  );

  app.post(
    '/api/admin/shared-links/delete',
    {
      onRequest: requireRole('admin'),
      schema: { tags, summary: 'Delete shared links by id (admin); ids naming none are ignored', body: sharedLinksDeleteSchema, response: { 200: sharedLinksDeletedSchema, ...errors } },
    },
    async (request) => deleteSharedLinks(app.db, request.body.ids),
  );
};
