import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, mailboxQuerySchema, mailboxSchema, mailIdParamsSchema, mailMessageSchema, rowIdParam } from '@vernissage/core/schemas';
import { notFound } from '../../lib/errors.ts';
import { mailboxPage } from './page.ts';
import { findOutbox, listOutbox } from './repository.ts';

/**
 * The development mailbox: the outbox read back, so sign-up codes and reset links can be
 * followed without a mail server. Registered only when DEV_MAILBOX is on, and never in
 * production (loadEnv refuses that pair; this guard holds for an Env built any other way).
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.env.NODE_ENV === 'production') throw new Error('The development mailbox must not be registered in production');

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Every e-mail the app composed, newest first (development only: DEV_MAILBOX)',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxSchema },
      },
    },
    async (request) => {
      return listOutbox(app.db, request.query);
    },
  );

  app.get(
    '/api/dev/mailbox/:id',
    {
      schema: {
        tags: ['development'],
        summary: 'One e-mail with its text and HTML bodies (development only: DEV_MAILBOX)',
        params: mailIdParamsSchema,
        response: { 200: mailMessageSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const message = await findOutbox(app.db, request.params.id);
      if (!message) throw notFound('No such message');
      return message;
    },
  );

  // The same mailbox as a page a person can read (and follow links from).
  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: z.object({ id: rowIdParam().optional(), to: z.string().trim().max(320).default('') }) } },
    async (request, reply) => {
      const { id, to } = request.query;
      const [list, selected] = await Promise.all([listOutbox(app.db, { offset: 0, limit: 100, ...(to ? { to } : {}) }), id ? findOutbox(app.db, id) : null]);
      return reply
        .header('cache-control', 'no-store')
        // Its own policy: the page frames the HTML versions of this origin and runs no script.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'self'; img-src 'self' data:")
        .type('text/html; charset=utf-8')
        .send(mailboxPage(app.env.PRODUCT_NAME, list, selected, to));
    },
  );

  app.get('/dev/mailbox/:id/html', { schema: { hide: true, params: mailIdParamsSchema } }, async (request, reply) => {
    const message = await findOutbox(app.db, request.params.id);
    if (!message?.html) throw notFound('No such message');
    // Shown in a sandboxed frame: no scripts, no forms, whatever the message holds.
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'")
      .type('text/html; charset=utf-8')
      .send(message.html);
  });
};
