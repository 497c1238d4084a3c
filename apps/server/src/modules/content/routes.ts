import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  homeSliderSchema,
  SEO_MESSAGES,
  seoPageDeletedSchema,
  seoPageInputSchema,
  seoPageParamsSchema,
  seoPageSavedSchema,
  seoPageSchema,
  seoPagesPageSchema,
  seoPagesQuerySchema,
  seoQuerySchema,
  SNIPPET_MESSAGES,
  snippetInputSchema,
  snippetListSchema,
  snippetParamsSchema,
  snippetSavedSchema,
  snippetSchema,
} from '@vernissage/core/schemas';
import type { HomeSlide } from '@vernissage/core/schemas';
import { EncodedBody } from '../../lib/encoded-body.ts';
import { notFound } from '../../lib/errors.ts';
import { serializerFor } from '../../lib/serializer.ts';
import { requireRole } from '../../plugins/auth.ts';
import { createSeoPage, deleteSeoPage, listSeoPages, updateSeoPage } from './seo-admin.ts';
import { listSnippetSummaries, saveSnippetAsAdmin } from './snippets-admin.ts';

/** The public content reads, from memory (content/cache.ts). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const snippet = await app.content.snippet(request.params.name);
      if (!snippet) throw notFound(`No snippet named ${request.params.name}`);
      return snippet;
    },
  );

  app.get(
    '/api/seo',
    {
      schema: {
        tags: ['content'],
        summary: 'Page-level SEO for a path (the nearest record up the path); null when no record covers it, and the page keeps its own name',
        querystring: seoQuerySchema,
        response: { 200: seoPageSchema.nullable(), 400: apiErrorSchema },
      },
    },
    // A page without a record is no error: the page names itself (the server's head did the same).
    async (request, reply) => reply.send(await app.content.seo(request.query.path)),
  );

  // The marquee's answer is kept serialized, with its compressed copies, for the slides it was made from.
  const serializeSlider = serializerFor(homeSliderSchema);
  let slider: { slides: HomeSlide[]; body: EncodedBody } | null = null;
  app.get(
    '/api/home/slider',
    { schema: { tags: ['content'], summary: 'Works for the home page marquee', response: { 200: homeSliderSchema } } },
    async (_request, reply) => {
      const slides = await app.content.homeSlides();
      if (slider?.slides !== slides) slider = { slides, body: new EncodedBody(serializeSlider({ slides })) };
      return slider.body.send(reply);
    },
  );
};

const seoTags = ['content'];
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Manage SEO Page (admin; spec POST /create-seo, /update-seo, /delete-seo, GET /get-all-seo). */
export const adminSeoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/seo-pages',
    {
      onRequest: requireRole('admin'),
      schema: { tags: seoTags, summary: 'Every SEO record, newest first, paged (admin)', querystring: seoPagesQuerySchema, response: { 200: seoPagesPageSchema, ...adminErrors } },
    },
    async (request) => {
      return listSeoPages(app.db, request.query.offset, request.query.limit);
    },
  );

  app.post(
    '/api/admin/seo-pages',
    {
      onRequest: requireRole('admin'),
      schema: { tags: seoTags, summary: 'Create an SEO record for a page url (admin); 409 when the url has one', body: seoPageInputSchema, response: { 201: seoPageSavedSchema, ...adminErrors } },
    },
    async (request, reply) => {
      const page = await createSeoPage(app.db, request.body);
      await app.content.changed();
      return reply.code(201).send({ message: SEO_MESSAGES.created, page });
    },
  );

  app.put(
    '/api/admin/seo-pages/:id',
    {
      onRequest: requireRole('admin'),
      schema: { tags: seoTags, summary: 'Replace an SEO record (admin)', params: seoPageParamsSchema, body: seoPageInputSchema, response: { 200: seoPageSavedSchema, ...adminErrors } },
    },
    async (request) => {
      const page = await updateSeoPage(app.db, request.params.id, request.body);
      await app.content.changed();
      return { message: SEO_MESSAGES.updated, page };
    },
  );

  app.delete(
    '/api/admin/seo-pages/:id',
    {
      onRequest: requireRole('admin'),
      schema: { tags: seoTags, summary: 'Delete an SEO record (admin)', params: seoPageParamsSchema, response: { 200: seoPageDeletedSchema, ...adminErrors } },
    },
    async (request) => {
      await deleteSeoPage(app.db, request.params.id);
      await app.content.changed();
      return { message: SEO_MESSAGES.deleted };
    },
  );
};

const snippetTags = ['content'];

/** The snippet pages (admin): every snippet the product reads, and saving one. */
export const adminSnippetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/snippets',
    {
      onRequest: requireRole('admin'),
      schema: { tags: snippetTags, summary: 'Every snippet the product reads: name, title, a short preview, status, last change (admin)', response: { 200: snippetListSchema, ...adminErrors } },
    },
    async () => {
      return { items: await listSnippetSummaries(app.db) };
    },
  );

  app.put(
    '/api/admin/snippets/:name',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: snippetTags,
        summary: 'Save a snippet (admin): HTML sanitised, Home as headline, subtitle and sub-title joined by the line-break marker; 404 for a name the product does not read',
        params: snippetParamsSchema,
        body: snippetInputSchema,
        response: { 200: snippetSavedSchema, ...adminErrors, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const snippet = await saveSnippetAsAdmin(app.db, request.params.name, request.body);
      await app.content.changed();
      return { message: SNIPPET_MESSAGES.saved, snippet };
    },
  );
};
