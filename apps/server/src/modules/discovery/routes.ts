import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, browseQuerySchema, browseResultSchema } from '@vernissage/core/schemas';
import { currentUser } from '../../plugins/auth.ts';
import { forYouOrder, tasteDeps } from '../taste/index.ts';
import { browseForYou } from './for-you.ts';
import { browseArtworks } from './repository.ts';

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
      if (query.sort !== 'for-you') return browseArtworks(app.db, { ...query, sort: query.sort });
      const user = await currentUser(request, reply);
      const order = user ? await forYouOrder(tasteDeps(app), user) : null;
      return order ? browseForYou(app.db, query, order) : browseArtworks(app.db, { ...query, sort: 'popular' });
    },
  );
};
