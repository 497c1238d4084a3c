import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSellersSchema, adminWorksQuerySchema, apiErrorSchema, bulkStateChangeSchema, bulkStateResultSchema, studioWorkListSchema } from '@vernissage/core/schemas';
import { requireRole } from '../../plugins/auth.ts';
import { bulkChangeState, listAllWorks, sellers } from './admin-service.ts';
import { studioDeps, type StudioDeps } from './deps.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['admin: art works'];

/** The admin's Art Works (spec/02 /art-works, /admin-art-works, /art-works-actions). Admins only. */
export const adminStudioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const deps: StudioDeps = studioDeps(app);

  app.get(
    '/api/admin/artworks',
    { schema: { tags, summary: "Every seller's works: search by title or artist, filter by seller, state and sold, sorted and paged", querystring: adminWorksQuerySchema, response: { 200: studioWorkListSchema, ...errors } } },
    async (request) => {
      return listAllWorks(deps, request.query);
    },
  );

  app.get(
    '/api/admin/artworks/sellers',
    { schema: { tags, summary: 'Artists and merchants with works, for the seller filter', response: { 200: adminSellersSchema, ...errors } } },
    async () => {
      return sellers(deps);
    },
  );

  app.put(
    '/api/admin/artworks/state',
    { schema: { tags, summary: 'List or hide several works; incomplete works are not listed and come back with what they lack', body: bulkStateChangeSchema, response: { 200: bulkStateResultSchema, ...errors } } },
    async (request) => bulkChangeState(deps, request.body.ids, request.body.state),
  );
};
