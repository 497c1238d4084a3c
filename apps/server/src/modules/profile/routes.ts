import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, messageSchema, profileImageResultSchema, profileSchema, profileUpdateSchema } from '@vernissage/core/schemas';
import { limit, UPLOAD_LIMIT } from '../../lib/limits.ts';
import { readImageField } from '../../lib/uploads.ts';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import type { ProfileDeps } from './deps.ts';
import { getProfile, saveProfile, saveProfileImage } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema };
const tags = ['profile'];

/** The signed-in person's own profile (spec/01 §8 profile messages); email and password changes live in accounts. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ProfileDeps = { db: app.db, storage: app.storage, catalogue: app.taste, log: app.log };
  app.get('/api/profile', { onRequest: requireUser, schema: { tags, summary: 'My profile', response: { 200: profileSchema, ...errors } } }, async (request) =>
    getProfile(deps, signedInUser(request)),
  );

  app.patch(
    '/api/profile',
    { onRequest: requireUser, schema: { tags, summary: 'Update my profile', body: profileUpdateSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => saveProfile(deps, signedInUser(request), request.body),
  );

  app.put(
    '/api/profile/image',
    {
      onRequest: requireUser,
      preHandler: limit(app, UPLOAD_LIMIT),
      schema: {
        tags,
        summary: 'Upload my profile image (multipart field "image": JPEG, PNG or WebP, 20 MB at most; cut to a square)',
        consumes: ['multipart/form-data'],
        response: { 200: profileImageResultSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request) => saveProfileImage(deps, signedInUser(request), await readImageField(request)),
  );
};
