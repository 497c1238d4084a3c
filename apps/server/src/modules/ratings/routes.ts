import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, visitorRatingsResultSchema, visitorRatingsSchema } from '@vernissage/core/schemas';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import { storeVisitorRatings } from './repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['ratings'];

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ratings/visitor',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Store the ratings made before signing up (the spec store-calculation step)',
        body: visitorRatingsSchema,
        response: { 200: visitorRatingsResultSchema, ...errors },
      },
    },
    async (request) => ({ stored: await storeVisitorRatings(app.db, signedInUser(request).id, request.body.ratings) }),
  );
};
