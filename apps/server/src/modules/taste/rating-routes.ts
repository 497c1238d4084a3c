import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  artworkIdParamsSchema,
  changeRatingSchema,
  clearedRatingSchema,
  myRatingSchema,
  myRatingsSchema,
  rateWorkResultSchema,
  rateWorkSchema,
  visitorRatingsResultSchema,
  visitorRatingsSchema,
} from '@vernissage/core/schemas';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import { refoldProfile } from '../taste/profile-service.ts';
import { rerankQueue } from '../taste/queue-service.ts';
import { storeVisitorRatings } from './repository.ts';
import { clearRating, myRatings, rateWork, switchRating } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['ratings'];

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ratings',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Like or dislike a work of the gallery queue; every fifth rating re-ranks the queue after the collector’s place',
        body: rateWorkSchema,
        response: { 200: rateWorkResultSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => rateWork(app, signedInUser(request), request.body),
  );

  app.get(
    '/api/ratings',
    { onRequest: requireUser, schema: { tags, summary: 'My Ratings: every work the person rated, most recent first', response: { 200: myRatingsSchema, ...errors } } },
    async (request) => ({ items: await myRatings(app, signedInUser(request).id) }),
  );

  app.put(
    '/api/ratings/:artworkId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Switch a rating between like and dislike; the profile is folded again',
        params: artworkIdParamsSchema,
        body: changeRatingSchema,
        response: { 200: myRatingSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => switchRating(app, signedInUser(request).id, request.params.artworkId, request.body.rating),
  );

  app.delete(
    '/api/ratings/:artworkId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Clear a rating: the work is unrated again; the profile is folded again',
        params: artworkIdParamsSchema,
        response: { 200: clearedRatingSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => clearRating(app, signedInUser(request).id, request.params.artworkId),
  );

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
    async (request) => {
      const userId = signedInUser(request).id;
      const stored = await storeVisitorRatings(app.db, userId, request.body.ratings);
      if (stored > 0) {
        // The new account's gallery starts from these ratings rather than from the crowd.
        const taste = await refoldProfile(app, userId);
        await rerankQueue(app, userId, { resetCounter: true }, taste);
      }
      return { stored };
    },
  );
};
