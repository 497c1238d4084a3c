import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, QUESTION_MESSAGES, questionListQuerySchema, questionListSchema, questionSchema, questionSentSchema } from '@vernissage/core/schemas';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { limit } from '../../lib/limits.ts';
import type { QuestionDeps } from './deps.ts';
import { listQuestions } from './repository.ts';
import { sendQuestion } from './service.ts';

/** Questions and offers one address may send per window: enough for a person, not for a flood. */
export const QUESTIONS_PER_WINDOW = 10;
export const QUESTIONS_WINDOW_MS = 10 * 60_000;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const tags = ['questions'];

/** The question or offer dialog of the artwork page, and the admin's list of what came in. */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: QuestionDeps = { db: app.db, captcha: app.captcha, mail: app.mail, env: app.env, log: app.log };
  app.post(
    '/api/questions',
    {
      preHandler: limit(app, { name: 'question', max: QUESTIONS_PER_WINDOW, windowMs: QUESTIONS_WINDOW_MS, message: QUESTION_MESSAGES.tooMany }),
      schema: {
        tags,
        summary: "Ask a question or make an offer about an artwork (captcha): a visitor's variant with name, email and phone, or a member's, who sends none (401 without a session)",
        body: questionSchema,
        response: { 201: questionSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await sendQuestion(deps, request.body, await currentUser(request, reply));
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/api/admin/questions',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Questions and offers, newest first; kind filters offers or questions (admin)',
        querystring: questionListQuerySchema,
        response: { 200: questionListSchema, ...errors },
      },
    },
    async (request) => {
      return listQuestions(deps.db, request.query);
    },
  );
};
