import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  ARTICLE_KIND_LABELS,
  articleEventParamsSchema,
  articleListParamsSchema,
  articleParamsSchema,
  articleSchema,
  articlesPageSchema,
  articlesQuerySchema,
} from '@vernissage/core/schemas';
import { EncodedBody } from '../../lib/encoded-body.ts';
import { notFound } from '../../lib/errors.ts';
import { serializerFor } from '../../lib/serializer.ts';

const tags = ['content'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/**
 * The public editorial pages (spec GET /get-all-education, /get-all-blog, /get-all-news,
 * /get-news-events/{url}): only active entries and approved news, paged, newest first, read
 * from the content cache (app.content), which every write of an entry or an event drops in every
 * process (`dropsPublicArticles`).
 */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each answer the cache holds is sent as its kept bytes, with their compressed copies, until the
  // cache lets it go (the same object until then), not serialized and compressed for every request.
  const kept = new WeakMap<object, EncodedBody>();
  const serializeList = serializerFor(articlesPageSchema);
  const serializeEntry = serializerFor(articleSchema);
  const sendKept = (reply: FastifyReply, answer: object, serialize: (value: unknown) => string) => {
    let body = kept.get(answer);
    if (!body) kept.set(answer, (body = new EncodedBody(serialize(answer))));
    return body.send(reply);
  };

  app.get(
    '/api/articles/:kind',
    {
      schema: {
        tags,
        summary: 'A page of exhibitions, blogs, education entries or news and events, newest first (public entries only)',
        params: articleListParamsSchema,
        querystring: articlesQuerySchema,
        response: { 200: articlesPageSchema, ...errors },
      },
    },
    async (request, reply) => sendKept(reply, await app.content.articles(request.params.kind, request.query.offset, request.query.limit), serializeList),
  );

  app.get(
    '/api/articles/:kind/:url',
    {
      schema: {
        tags,
        summary: 'One public entry by its page address, with its sanitised body and meta fields; 404 when none',
        params: articleParamsSchema,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const article = await app.content.article(request.params.kind, request.params.url);
      if (!article) throw notFound(`${ARTICLE_KIND_LABELS[request.params.kind].singular} not found`);
      return sendKept(reply, article, serializeEntry);
    },
  );

  app.get(
    '/api/art-events/:eventTitle',
    {
      schema: {
        tags,
        summary: 'The approved news item whose id ends the parameter (/art-event-details/{event_title}); 404 when none',
        params: articleEventParamsSchema,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const article = await app.content.event(request.params.eventTitle);
      if (!article) throw notFound('Event not found');
      return sendKept(reply, article, serializeEntry);
    },
  );
};

/**
 * In a plugin whose routes write editorial entries or events: every write that succeeds drops the
 * public lists and entries kept in the content cache, here and in the other processes, before its
 * answer goes out, so whoever reads next (the writer first) sees it.
 */
export function dropsPublicArticles(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await app.content.changed();
    return payload;
  });
}
