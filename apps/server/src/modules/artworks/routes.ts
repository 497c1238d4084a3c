import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  artistWorksQuerySchema,
  artworkDetailSchema,
  artworkListQuerySchema,
  artworkListSchema,
  idParamsSchema,
} from '@vernissage/core/schemas';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { limit } from '../../lib/limits.ts';
import { readCache } from './read-cache.ts';
import { findArtworkDetail, listArtworks, listOtherWorksByArtist, recordClickEvent } from './repository.ts';

const MISSING = 'This artwork does not exist';
/** Views one address may record per minute: plenty for a person browsing, useless for filling the table. */
export const VIEWS_PER_MINUTE = 30;
export const VIEWS_WINDOW_MS = 60_000;
const TOO_MANY_VIEWS = 'Too many requests. Please wait a minute and try again.';
const tags = ['artworks'];

export const artworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = readCache(app.taste);
  // Each answer shows its works' sold state: a hold or sale of one drops the answers showing it.
  const listAnswer = cached(artworkListSchema, (list) => list.items.map((work) => work.id));
  const detailAnswer = cached(artworkDetailSchema, (work) => [work.id]);
  app.get(
    '/api/artworks',
    {
      schema: {
        tags,
        summary: 'Listed artworks, newest first, with every attribute and image size',
        querystring: artworkListQuerySchema,
        response: { 200: artworkListSchema },
      },
    },
    async (request, reply) => {
      const { offset, limit, artistId } = request.query;
      await listAnswer(reply, `list:${offset}:${limit}:${artistId ?? ''}`, () => listArtworks(app.db, request.query));
      return reply;
    },
  );

  app.get(
    '/api/artworks/:id',
    {
      schema: {
        tags,
        summary: "One artwork with its artist's public profile (bio, exhibitions, education)",
        params: idParamsSchema,
        response: { 200: artworkDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await detailAnswer(reply, `detail:${id}`, () => findArtworkDetail(app.db, id)))) throw notFound(MISSING, 'artwork_not_found');
      return reply;
    },
  );

  app.get(
    '/api/artworks/:id/by-artist',
    {
      schema: {
        tags,
        summary: "The artist's other listed works, newest first",
        params: idParamsSchema,
        querystring: artistWorksQuerySchema,
        response: { 200: artworkListSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { limit } = request.query;
      if (!(await listAnswer(reply, `by-artist:${id}:${limit}`, () => listOtherWorksByArtist(app.db, id, limit)))) throw notFound(MISSING, 'artwork_not_found');
      return reply;
    },
  );

  app.post(
    '/api/artworks/:id/views',
    {
      preHandler: limit(app, { name: 'artwork-view', max: VIEWS_PER_MINUTE, windowMs: VIEWS_WINDOW_MS, message: TOO_MANY_VIEWS }),
      schema: {
        tags,
        summary: "Record a view of the artwork page: the member's id, e-mail and name, or 'anonymous'",
        params: idParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request, reply);
      if (!(await recordClickEvent(app.db, request.params.id, viewer))) throw notFound(MISSING, 'artwork_not_found');
      return reply.code(204).send(null);
    },
  );
};
