import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, artworkListQuerySchema, artworkListSchema, artworkSchema, idParamsSchema } from '@vernissage/core/schemas';
import { notFound } from '../../lib/errors.ts';
import { findArtwork, listArtworks } from './repository.ts';

export const artworkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/artworks',
    {
      schema: {
        tags: ['artworks'],
        summary: 'Listed artworks, newest first, with every attribute and image size',
        querystring: artworkListQuerySchema,
        response: { 200: artworkListSchema },
      },
    },
    async (request) => listArtworks(app.db, request.query),
  );

  app.get(
    '/api/artworks/:id',
    { schema: { tags: ['artworks'], summary: 'One artwork', params: idParamsSchema, response: { 200: artworkSchema, 404: apiErrorSchema } } },
    async (request) => {
      const artwork = await findArtwork(app.db, request.params.id);
      if (!artwork) throw notFound('This artwork does not exist');
      return artwork;
    },
  );
};
