import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSchema, siteConfigSchema, type SiteConfig } from '@vernissage/core/schemas';
import type { Env } from '../../config/env.ts';
import { currentUser } from '../../plugins/auth.ts';

/** The public settings every page reads (GET /api/config; a page drawn on the server too). */
export function siteConfig(env: Env): SiteConfig {
  return {
    product: env.PRODUCT_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    consultationUrl: env.CONSULTATION_URL,
    shareHost: env.SHARE_HOST,
  };
}

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app;
  app.get(
    '/api/config',
    { schema: { tags: ['system'], summary: 'Public settings: product name and support contacts', response: { 200: siteConfigSchema } } },
    async () => siteConfig(env),
  );

  app.get(
    '/api/session',
    { schema: { tags: ['accounts'], summary: 'The signed-in user, or null', response: { 200: sessionSchema } } },
    async (request, reply) => {
      const user = await currentUser(request, reply);
      return { user };
    },
  );
};
