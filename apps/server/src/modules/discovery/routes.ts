import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, browseQuerySchema, browseResultSchema } from '@vernissage/core/schemas';
import { browseArtworks } from './repository.ts';

/** All Artworks (issue "Discovery"): listed works searched, filtered, sorted and keyset paged; public. */
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
    async (request) => browseArtworks(app.db, request.query),
  );
};
