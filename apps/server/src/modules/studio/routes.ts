import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  messageSchema,
  studioUploadSchema,
  studioWorkInputSchema,
  studioWorkListSchema,
  studioWorkResultSchema,
  studioWorkSchema,
  studioWorksQuerySchema,
  workStateChangeSchema,
} from '@vernissage/core/schemas';
import { runEvery } from '../../lib/periodic.ts';
import { readImageField } from '../../lib/uploads.ts';
import { limit, UPLOAD_LIMIT } from '../../lib/limits.ts';
import { requireRole, signedInUser } from '../../plugins/auth.ts';
import { NEW_WORK_ALERT_SWEEP_MS } from '../taste/index.ts';
import { studioDeps, type StudioDeps } from './deps.ts';
import * as studio from './service.ts';
import { uploadWorkImage } from './uploads.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['studio'];
/** How often unused uploads are swept. */
const UNUSED_UPLOAD_SWEEP_MS = 3_600_000;

/**
 * The studio (spec/02 §2 My Works, /project, /project/projectDetails/{id}): artists and
 * merchants create and manage their own works, the admin every work. Everyone else: 401/403.
 */
export const studioRoutes: FastifyPluginAsyncZod = async (app) => {
  // On request, before the body is read, so a visitor or a collector is turned away whatever they send.
  app.addHook('onRequest', requireRole('artist', 'merchant', 'admin'));
  const deps: StudioDeps = studioDeps(app);

  app.get(
    '/api/studio/works',
    { schema: { tags, summary: 'My works: searched by title, filtered by state, sorted, paged, with counts by state', querystring: studioWorksQuerySchema, response: { 200: studioWorkListSchema, ...errors } } },
    async (request) => {
      return studio.worksPage(deps, { ...request.query, sellerId: signedInUser(request).id });
    },
  );

  app.get(
    '/api/studio/works/:id',
    { schema: { tags, summary: 'One of my works with every field (the admin: any work)', params: idParamsSchema, response: { 200: studioWorkSchema, ...errors } } },
    async (request) => {
      return studio.getWork(deps, signedInUser(request), request.params.id);
    },
  );

  app.post(
    '/api/studio/works',
    { schema: { tags, summary: 'Create a work, as a draft', body: studioWorkInputSchema, response: { 201: studioWorkResultSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await studio.createWork(deps, signedInUser(request), request.body)),
  );

  app.put(
    '/api/studio/works/:id',
    { schema: { tags, summary: 'Save every field of a work (a held or sold work keeps its price)', params: idParamsSchema, body: studioWorkInputSchema, response: { 200: studioWorkResultSchema, ...errors } } },
    async (request) => studio.saveWork(deps, signedInUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/studio/works/:id/duplicate',
    { schema: { tags, summary: 'Copy a work as a new draft', params: idParamsSchema, response: { 201: studioWorkResultSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await studio.duplicateWork(deps, signedInUser(request), request.params.id)),
  );

  app.delete(
    '/api/studio/works/:id',
    { schema: { tags, summary: 'Delete a work (refused when it is held, sold or named by an order)', params: idParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => studio.removeWork(deps, signedInUser(request), request.params.id),
  );

  app.put(
    '/api/studio/works/:id/state',
    { schema: { tags, summary: 'List, hide or take a work back to draft', params: idParamsSchema, body: workStateChangeSchema, response: { 200: studioWorkResultSchema, ...errors } } },
    async (request) => studio.changeState(deps, signedInUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/studio/images',
    {
      preHandler: limit(app, UPLOAD_LIMIT),
      schema: {
        tags,
        summary: 'Upload an image for a work (multipart field "image": JPEG, PNG or WebP, 20 MB at most); answers the stored sizes and the attributes measured from it',
        consumes: ['multipart/form-data'],
        response: { 201: studioUploadSchema, 413: apiErrorSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await uploadWorkImage(deps, signedInUser(request), await readImageField(request))),
  );

  // Uploads no work has shown for a week are deleted, record and files, every hour.
  runEvery(app, UNUSED_UPLOAD_SWEEP_MS, 'unused upload sweep', () => studio.sweepUnusedUploads(deps));
  // New works a collector's day between alerts held back go in their next alert once it ends.
  const newWorks = deps.newWorks;
  if (newWorks) runEvery(app, NEW_WORK_ALERT_SWEEP_MS, 'new-work alerts', () => newWorks.run());
};
