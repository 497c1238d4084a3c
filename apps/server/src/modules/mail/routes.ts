import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, mailboxQuerySchema, mailboxSchema, mailIdParamsSchema, mailMessageSchema } from '@vernissage/core/schemas';
import { notFound } from '../../lib/errors.ts';
import { findOutbox, listOutbox } from './repository.ts';

/**
 * The development mailbox: the outbox read back, so sign-up codes and reset links can be
 * followed without a mail server. Register only outside production: mail holds secrets.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.env.NODE_ENV === 'production') throw new Error('The development mailbox must not be registered in production');

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Every e-mail the app composed, newest first (not in production)',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOutbox(app.db, request.query);
    },
  );

  app.get(
    '/api/dev/mailbox/:id',
    {
      schema: {
        tags: ['development'],
        summary: 'One e-mail with its text and HTML bodies (not in production)',
        params: mailIdParamsSchema,
        response: { 200: mailMessageSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const message = await findOutbox(app.db, request.params.id);
      if (!message) throw notFound('No such message');
      reply.header('cache-control', 'no-store');
      return message;
    },
  );
};
