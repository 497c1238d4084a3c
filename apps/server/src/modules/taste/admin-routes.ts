import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuizSaveSchema, adminQuizSchema, apiErrorSchema, quizCandidatesQuerySchema, quizCandidatesSchema } from '@vernissage/core/schemas';
import { requireRole } from '../../plugins/auth.ts';
import { adminQuiz, quizCandidates, saveAdminQuiz } from './admin-quiz-service.ts';
import { tasteDeps } from './deps.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['admin'];
const admins = requireRole('admin');

/** The admin Taste Test page: choose and order the quiz works, and see what the set covers. */
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
};
