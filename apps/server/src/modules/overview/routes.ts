import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewSchema, apiErrorSchema } from '@vernissage/core/schemas';
import { requireRole } from '../../plugins/auth.ts';
import { overviewDeps } from './deps.ts';
import { adminOverview } from './service.ts';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The admin's home (/admin): today at a glance. Admin only; never cached. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = overviewDeps(app);
  app.get(
    '/api/admin/overview',
    {
      onRequest: requireRole('admin'),
      schema: { tags: ['admin: overview'], summary: "Today at a glance: new works, holds, this month's sales, questions, new collectors, ratings", response: { 200: adminOverviewSchema, ...errors } },
    },
    async () => {
      return adminOverview(deps);
    },
  );
};
