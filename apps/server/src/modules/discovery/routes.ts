import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, browseQuerySchema, browseResultSchema } from '@vernissage/core/schemas';
import { currentUser } from '../../plugins/auth.ts';
import { browseAs } from './service.ts';

/**
 * All Artworks (issue "Discovery"): listed works searched, filtered, sorted and keyset paged;
 * public. For you is the signed-in collector's taste order; for anyone whose taste is not known
 * yet it is the Popular order.
 */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/artworks/browse',
    {
      schema: {
        tags: ['artworks'],
        summary: 'Listed artworks searched by words, filtered by price, size, attributes and formal ranges, sorted, paged by cursor',
        querystring: browseQuerySchema,
        response: { 200: browseResultSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      // Only For you reads who is asking.
      return browseAs(app, query, query.sort === 'for-you' ? await currentUser(request, reply) : null);
    },
  );
};
