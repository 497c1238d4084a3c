import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '@vernissage/core/schemas';
import { APP_VERSION } from '../../config/version.ts';
import { pingDatabase } from './repository.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await pingDatabase(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'health: database check failed');
        ok = false;
      }
      const body: Health = {
        status: ok ? 'ok' : 'degraded',
        database: { ok, driver: app.dbDriver, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.code(ok ? 200 : 503).send(body);
    },
  );
};
