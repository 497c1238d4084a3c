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
import { notFound } from '../../lib/errors.ts';
import { articlesPage, publishedArticle, publishedEvent } from './service.ts';

const tags = ['content'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/**
 * The public editorial pages (spec GET /get-all-education, /get-all-blog, /get-all-news,
 * /get-news-events/{url}): only active entries and approved news, paged, newest first.
 */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const product = app.env.PRODUCT_NAME;

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
    async (request) => articlesPage(app.db, request.params.kind, request.query.offset, request.query.limit, product),
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
    async (request) => {
      const article = await publishedArticle(app.db, request.params.kind, request.params.url, product);
      if (!article) throw notFound(`${ARTICLE_KIND_LABELS[request.params.kind].singular} not found`);
      return article;
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
    async (request) => {
      const article = await publishedEvent(app.db, request.params.eventTitle, product);
      if (!article) throw notFound('Event not found');
      return article;
    },
  );
};
