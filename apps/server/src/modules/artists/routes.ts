import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, ARTIST_MESSAGES, artistPageSchema, artistParamsSchema, artistsPageSchema, artistsQuerySchema } from '@vernissage/core/schemas';
import { refusal } from '../../lib/errors.ts';
import { readCache } from '../artworks/index.ts';
import { artistPage, artistsDirectory, publicIdOf } from './service.ts';

const tags = ['artists'];
const notFound = () => refusal('not_found', 'user_not_found', ARTIST_MESSAGES.notFound);

/**
 * The artists directory and an artist's public page (spec/02 §2 /artists, /artists/{artistId}):
 * public reads, answered from memory until the catalogue or a maker's profile changes.
 */
export const artistRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = readCache(app.taste);
  // The directory's strips show no sold state; an artist's page shows each work's.
  const directoryAnswer = cached(artistsPageSchema);
  const pageAnswer = cached(artistPageSchema, (page) => page.works.items.map((work) => work.id));

  app.get(
    '/api/artists',
    {
      schema: {
        tags,
        summary: 'Artists and merchants with listed works: most works first, searched by name, paged; each with a strip of their newest works',
        querystring: artistsQuerySchema,
        response: { 200: artistsPageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { q = '', offset, limit } = request.query;
      await directoryAnswer(reply, `artists:${offset}:${limit}:${q}`, () => artistsDirectory(app.db, request.query));
      return reply;
    },
  );

  app.get(
    '/api/artists/:id',
    {
      schema: {
        tags,
        summary: "An artist's or merchant's public page by its public id: name, logo, bio, exhibitions, education and listed works",
        params: artistParamsSchema,
        response: { 200: artistPageSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const publicId = publicIdOf(request.params.id);
      if (publicId === null || !(await pageAnswer(reply, `artist:${publicId}`, () => artistPage(app.db, publicId)))) throw notFound();
      return reply;
    },
  );
};
