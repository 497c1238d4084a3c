import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminQuizSaveSchema,
  adminQuizSchema,
  apiErrorSchema,
  quizCandidatesQuerySchema,
  quizCandidatesSchema,
  quizTakerAnswersSchema,
  quizTakerParamsSchema,
  quizTakersQuerySchema,
  quizTakersSchema,
} from '@vernissage/core/schemas';
import { requireRole } from '../../plugins/auth.ts';
import { adminQuiz, quizCandidates, quizTakerAnswers, saveAdminQuiz, searchQuizTakers } from './admin-quiz-service.ts';
import { tasteDeps } from './deps.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['admin'];
const admins = requireRole('admin');

/** The admin Taste Test page: choose and order the quiz's pool, see what it covers and what a collector's answers tested. */
export const adminTasteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = tasteDeps(app);
  app.get(
    '/api/admin/taste-quiz',
    { onRequest: admins, schema: { tags, summary: 'The taste-quiz set in order, with its coverage', response: { 200: adminQuizSchema, ...errors } } },
    async () => adminQuiz(deps),
  );

  app.put(
    '/api/admin/taste-quiz',
    {
      onRequest: admins,
      schema: { tags, summary: 'Replace the taste-quiz set with these works in this order', body: adminQuizSaveSchema, response: { 200: adminQuizSchema, ...errors } },
    },
    async (request) => saveAdminQuiz(deps, request.body.artworkIds),
  );

  app.get(
    '/api/admin/taste-quiz/candidates',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Listed works whose title or artist matches, to add to the quiz',
        querystring: quizCandidatesQuerySchema,
        response: { 200: quizCandidatesSchema, ...errors },
      },
    },
    async (request) => ({ items: await quizCandidates(deps, request.query.q, request.query.limit) }),
  );

  app.get(
    '/api/admin/taste-quiz/takers',
    {
      onRequest: admins,
      schema: { tags, summary: 'Collectors who answered the quiz, by name or e-mail', querystring: quizTakersQuerySchema, response: { 200: quizTakersSchema, ...errors } },
    },
    async (request) => ({ items: await searchQuizTakers(deps, request.query.q, request.query.limit) }),
  );

  app.get(
    '/api/admin/taste-quiz/takers/:id',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'The works one collector’s quiz asked, with their answers and what those works cover',
        params: quizTakerParamsSchema,
        response: { 200: quizTakerAnswersSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => quizTakerAnswers(deps, request.params.id),
  );
};
