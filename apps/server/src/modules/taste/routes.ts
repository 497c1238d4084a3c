import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  artworkIdParamsSchema,
  sentCrowdGallerySchema,
  galleryFilterOf,
  galleryFilterSchema,
  proofSchema,
  queueRefreshSchema,
  quizCompleteResultSchema,
  quizRatingResultSchema,
  quizRatingSchema,
  quizSchema,
  recommendationsSchema,
  sentQueueSchema,
} from '@vernissage/core/schemas';
import { sendJsonBytes } from '../../lib/encoded-body.ts';
import { currentUser, requireRole, requireUser, signedInUser } from '../../plugins/auth.ts';
import { tasteDeps } from './deps.ts';
import { proofOf, recommendationsFor } from './insight-service.ts';
import { galleryQueueAnswers } from './queue-answers.ts';
import { crowdBytes, queueBytes } from './queue-json.ts';
import { crowdGallery, queueView, rerankQueue } from './queue-service.ts';
import { completeQuiz, quizView, rateQuizWork } from './quiz-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['taste'];

/** The taste quiz, the gallery queue, /view-gallery, Proof and the recommendations. */
export const tasteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = tasteDeps(app);
  const queueAnswer = galleryQueueAnswers(deps);

  app.get(
    '/api/taste/quiz',
    { onRequest: requireUser, schema: { tags, summary: 'The taste quiz with the collector’s answers so far', response: { 200: quizSchema, ...errors } } },
    async (request) => quizView(deps, signedInUser(request)),
  );

  app.post(
    '/api/taste/quiz/ratings',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Like or dislike a quiz work; the last one completes the test (status 1)',
        body: quizRatingSchema,
        response: { 200: quizRatingResultSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => rateQuizWork(deps, signedInUser(request), request.body.artworkId, request.body.rating),
  );

  app.post(
    '/api/taste/quiz/complete',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Close the completion modal: computes the gallery queue from the new profile',
        response: { 200: quizCompleteResultSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => completeQuiz(deps, signedInUser(request)),
  );

  app.get(
    '/api/taste/queue',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The gallery queue in its stored order, filtered', querystring: galleryFilterSchema, response: { 200: sentQueueSchema, ...errors } },
    },
    async (request, reply) => (await queueAnswer(signedInUser(request), galleryFilterOf(request.query))).send(reply),
  );

  app.post(
    '/api/taste/queue/refresh',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Rank the queue again: after keepThrough when given (the collector keeps their place), otherwise all of it',
        body: queueRefreshSchema,
        response: { 200: sentQueueSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { keepThrough, filter } = request.body;
      await rerankQueue(deps, user.id, keepThrough === undefined ? {} : { keepThrough: [keepThrough] });
      return sendJsonBytes(reply, queueBytes(await queueView(deps, user, galleryFilterOf(filter ?? {}))));
    },
  );

  app.get(
    '/api/taste/crowd',
    {
      schema: {
        tags,
        summary: '/view-gallery: listed works in the order of the crowd profile, filtered',
        querystring: galleryFilterSchema,
        response: { 200: sentCrowdGallerySchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendJsonBytes(reply, crowdBytes(await crowdGallery(deps, await currentUser(request, reply), galleryFilterOf(request.query)))),
  );

  app.get(
    '/api/taste/proof/:artworkId',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Proof (admins): the affinity of a work for the caller’s profile, term by term',
        params: artworkIdParamsSchema,
        response: { 200: proofSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => proofOf(deps, signedInUser(request).id, request.params.artworkId),
  );

  app.get(
    '/api/taste/recommendations',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The collector’s taste at a glance and the works it ranks first, each with a reason', response: { 200: recommendationsSchema, ...errors } },
    },
    async (request) => recommendationsFor(deps, signedInUser(request).id),
  );
};
