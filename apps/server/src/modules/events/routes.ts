import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageQuerySchema,
  apiErrorSchema,
  EVENT_MESSAGES as M,
  eventDeletedSchema,
  eventInputSchema,
  eventReviewSchema,
  eventSavedSchema,
  eventsPageSchema,
  eventsQuerySchema,
  newsInputSchema,
  rowIdParamsSchema,
} from '@vernissage/core/schemas';
import { limit, UPLOAD_LIMIT } from '../../lib/limits.ts';
import { readImageField } from '../../lib/uploads.ts';
import { dropsPublicArticles } from '../articles/index.ts';
import { requireRole, requireUser, signedInUser } from '../../plugins/auth.ts';
import type { EventDeps } from './deps.ts';
import { allEvents, editNews, editOwnEvent, myEvents, publishNews, removeEvent, reviewEvent, saveEventImage, submitEvent, withdrawOwnEvent } from './service.ts';

const tags = ['content'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema };

/**
 * List An Event (/manage-news-events): every signed-in member lists events and sees their own
 * with their state; the admin sees every one, approves or rejects it (the author is e-mailed)
 * or deletes it. Only approved events reach /news-events and the sitemap (articles module).
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: EventDeps = { db: app.db, storage: app.storage, mail: app.mail, env: app.env, log: app.log };
  const admin = requireRole('admin');
  // An approved event is on /news-events: its writes drop what the public pages keep.
  dropsPublicArticles(app);

  app.post(
    '/api/events',
    { onRequest: requireUser, schema: { tags, summary: `List an event (signed in): it waits for the admin's approval; at most 10 an hour per member`, body: eventInputSchema, response: { 201: eventSavedSchema, ...errors } } },
    async (request, reply) => reply.code(201).send({ message: M.submitted, event: await submitEvent(deps, signedInUser(request), request.body) }),
  );

  app.put(
    '/api/events/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Edit your own event while it waits for approval (403 once it is decided; 404 if it is not yours)', params: rowIdParamsSchema, body: eventInputSchema, response: { 200: eventSavedSchema, ...errors } },
    },
    async (request) => ({ message: M.updated, event: await editOwnEvent(deps, signedInUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/events/:id',
    { onRequest: requireUser, schema: { tags, summary: 'Withdraw your own event while it waits for approval (it is deleted)', params: rowIdParamsSchema, response: { 200: eventDeletedSchema, ...errors } } },
    async (request) => {
      await withdrawOwnEvent(deps, signedInUser(request), request.params.id);
      return { message: M.withdrawn };
    },
  );

  app.put(
    '/api/events/:id/image',
    {
      onRequest: requireUser,
      preHandler: limit(app, UPLOAD_LIMIT),
      schema: {
        tags,
        summary: 'Set an event\'s image (its author while it waits, or the admin; multipart field "image": JPEG, PNG or WebP, 20 MB at most)',
        consumes: ['multipart/form-data'],
        params: rowIdParamsSchema,
        response: { 200: eventSavedSchema, ...errors },
      },
    },
    async (request) => ({ message: M.imageSaved, event: await saveEventImage(deps, signedInUser(request), request.params.id, await readImageField(request)) }),
  );

  app.get(
    '/api/events/mine',
    { onRequest: requireUser, schema: { tags, summary: 'The events the signed-in member listed, newest first, with their state', querystring: adminPageQuerySchema, response: { 200: eventsPageSchema, ...errors } } },
    async (request) => {
      return myEvents(deps, signedInUser(request).id, request.query.offset, request.query.limit);
    },
  );

  app.get(
    '/api/admin/events',
    { onRequest: admin, schema: { tags, summary: 'Every listed event, newest first, optionally in one state (admin)', querystring: eventsQuerySchema, response: { 200: eventsPageSchema, ...errors } } },
    async (request) => {
      return allEvents(deps, request.query.state, request.query.offset, request.query.limit);
    },
  );

  app.post(
    '/api/admin/events',
    {
      onRequest: admin,
      schema: { tags, summary: 'Write a news item (admin): published at once; with externalUrl it opens the publisher\'s page (is_approved 2)', body: newsInputSchema, response: { 201: eventSavedSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send({ message: M.published, event: await publishNews(deps, signedInUser(request), request.body) }),
  );

  app.put(
    '/api/admin/events/:id',
    { onRequest: admin, schema: { tags, summary: 'Edit any event or news item (admin); its state and address stay', params: rowIdParamsSchema, body: newsInputSchema, response: { 200: eventSavedSchema, ...errors } } },
    async (request) => ({ message: M.updated, event: await editNews(deps, request.params.id, request.body) }),
  );

  app.put(
    '/api/admin/events/:id/review',
    { onRequest: admin, schema: { tags, summary: 'Approve or reject an event (admin); the author is e-mailed either way; 409 when it is already so', params: rowIdParamsSchema, body: eventReviewSchema, response: { 200: eventSavedSchema, ...errors } } },
    async (request) => {
      const event = await reviewEvent(deps, request.params.id, request.body);
      return { message: event.state === 'approved' ? M.approved : M.rejected, event };
    },
  );

  app.delete(
    '/api/admin/events/:id',
    { onRequest: admin, schema: { tags, summary: 'Delete a listed event (admin)', params: rowIdParamsSchema, response: { 200: eventDeletedSchema, ...errors } } },
    async (request) => {
      await removeEvent(deps, request.params.id);
      return { message: M.deleted };
    },
  );
};
