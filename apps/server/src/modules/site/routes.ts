import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSchema, siteConfigSchema } from '@vernissage/core/schemas';
import { currentUser } from '../../plugins/auth.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app;
  app.get(
    '/api/config',
    { schema: { tags: ['system'], summary: 'Public settings: product name and support contacts', response: { 200: siteConfigSchema } } },
    async () => ({
      product: env.PRODUCT_NAME,
      supportEmail: env.SUPPORT_EMAIL,
      supportPhone: env.SUPPORT_PHONE,
      consultationUrl: env.CONSULTATION_URL,
      shareHost: env.SHARE_HOST,
    }),
  );

  app.get(
    '/api/session',
    { schema: { tags: ['accounts'], summary: 'The signed-in user, or null', response: { 200: sessionSchema } } },
    async (request, reply) => {
      const user = await currentUser(request, reply);
      return reply.header('cache-control', 'no-store').send({ user });
    },
  );
};
