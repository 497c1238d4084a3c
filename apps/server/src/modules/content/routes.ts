import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, homeSliderSchema, seoPageSchema, seoQuerySchema, snippetParamsSchema, snippetSchema } from '@vernissage/core/schemas';
import { notFound } from '../../lib/errors.ts';
import type { ContentDeps } from './deps.ts';
import { getSnippet, homeSlides, seoForPath } from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ContentDeps = { db: app.db };
  app.get(
    '/api/snippets/:name',
    {
      schema: {
        tags: ['content'],
        summary: 'A text snippet by name (Home, Notification, Queue, EarlyWork, AboutUs, welcome messages…)',
        params: snippetParamsSchema,
        response: { 200: snippetSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const snippet = await getSnippet(deps, request.params.name);
      if (!snippet) throw notFound(`No snippet named ${request.params.name}`);
      return snippet;
    },
  );

  app.get(
    '/api/seo',
    {
      schema: {
        tags: ['content'],
        summary: 'Page-level SEO for a path (the nearest record up the path)',
        querystring: seoQuerySchema,
        response: { 200: seoPageSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const seo = await seoForPath(deps, request.query.path);
      if (!seo) throw notFound('No SEO record for this page');
      return seo;
    },
  );

  app.get(
    '/api/home/slider',
    { schema: { tags: ['content'], summary: 'Works for the home page marquee', response: { 200: homeSliderSchema } } },
    async () => ({ slides: await homeSlides(deps) }),
  );
};
