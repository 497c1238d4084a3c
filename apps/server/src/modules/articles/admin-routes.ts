import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  EXHIBITION_MESSAGES as M,
  exhibitionDeletedSchema,
  exhibitionIdParamsSchema,
  exhibitionInputSchema,
  exhibitionSavedSchema,
  exhibitionsAdminPageSchema,
  exhibitionsAdminQuerySchema,
} from '@vernissage/core/schemas';
import { readImageField } from '../../lib/uploads.ts';
import { requireRole, signedInUser } from '../../plugins/auth.ts';
import { createExhibition, deleteExhibition, listExhibitions, saveExhibitionImage, updateExhibition } from './exhibitions-admin.ts';

const tags = ['content'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema };

/** Manage Exhibitions (/manage-exhibition, admin): the table, create, edit, cover image, delete. */
export const adminExhibitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');

  app.get(
    '/api/admin/exhibitions',
    { onRequest: admin, schema: { tags, summary: 'Every exhibition, shown or not, newest first, paged (admin)', querystring: exhibitionsAdminQuerySchema, response: { 200: exhibitionsAdminPageSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listExhibitions(app.db, request.query.offset, request.query.limit);
    },
  );

  app.post(
    '/api/admin/exhibitions',
    { onRequest: admin, schema: { tags, summary: 'Create an exhibition (admin); its description is sanitised; 409 when the url is in use', body: exhibitionInputSchema, response: { 201: exhibitionSavedSchema, ...errors } } },
    async (request, reply) => reply.code(201).send({ message: M.created, exhibition: await createExhibition(app.db, request.body, signedInUser(request).id) }),
  );

  app.put(
    '/api/admin/exhibitions/:id',
    { onRequest: admin, schema: { tags, summary: 'Replace an exhibition (admin)', params: exhibitionIdParamsSchema, body: exhibitionInputSchema, response: { 200: exhibitionSavedSchema, ...errors } } },
    async (request) => ({ message: M.updated, exhibition: await updateExhibition(app.db, request.params.id, request.body) }),
  );

  app.put(
    '/api/admin/exhibitions/:id/image',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Set an exhibition\'s cover (admin; multipart field "image": JPEG, PNG or WebP, 20 MB at most)',
        consumes: ['multipart/form-data'],
        params: exhibitionIdParamsSchema,
        response: { 200: exhibitionSavedSchema, ...errors },
      },
    },
    async (request) => ({ message: M.imageSaved, exhibition: await saveExhibitionImage(app.db, app.storage, request.params.id, await readImageField(request)) }),
  );

  app.delete(
    '/api/admin/exhibitions/:id',
    { onRequest: admin, schema: { tags, summary: 'Delete an exhibition (admin)', params: exhibitionIdParamsSchema, response: { 200: exhibitionDeletedSchema, ...errors } } },
    async (request) => {
      await deleteExhibition(app.db, request.params.id);
      return { message: M.deleted };
    },
  );
};
