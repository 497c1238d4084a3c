import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  artworkIdParamsSchema,
  galleryFilterOf,
  changeRatingSchema,
  clearedRatingSchema,
  myRatingSchema,
  myRatingsSchema,
  rateWorkSchema,
  sentRateWorkResultSchema,
  visitorRatingsResultSchema,
  visitorRatingsSchema,
} from '@vernissage/core/schemas';
import { sendJsonBytes } from '../../lib/encoded-body.ts';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import { tasteDeps } from './deps.ts';
import { rateResultBytes } from './queue-json.ts';
import { clearRating, myRatings, recordRating, switchRating, takeOverVisitorRatings } from './rating-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['ratings'];

/** Ratings: the gallery's likes and dislikes, My Ratings' corrections and the visitor's hand-over. */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = tasteDeps(app);

  app.post(
    '/api/ratings',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Like or dislike a work of the gallery queue; every fifth rating re-ranks the queue after the collector’s place',
        body: rateWorkSchema,
        response: { 200: sentRateWorkResultSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { filter, ...input } = request.body;
      const result = await recordRating(deps, signedInUser(request), { ...input, filter: filter && galleryFilterOf(filter) });
      // A re-ranked queue is written from its cards' kept bytes, as the queue's own answer is.
      return result.queue ? sendJsonBytes(reply, rateResultBytes({ ...result, queue: result.queue })) : result;
    },
  );

  app.get(
    '/api/ratings',
    { onRequest: requireUser, schema: { tags, summary: 'My Ratings: every work the person rated, most recent first', response: { 200: myRatingsSchema, ...errors } } },
    async (request) => ({ items: await myRatings(deps, signedInUser(request).id) }),
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
    async (request) => switchRating(deps, signedInUser(request).id, request.params.artworkId, request.body.rating),
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
    async (request) => clearRating(deps, signedInUser(request).id, request.params.artworkId),
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
    async (request) => takeOverVisitorRatings(deps, signedInUser(request).id, request.body.ratings),
  );
};
