import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from './admin.ts';
import { loadDemoCatalogue } from './loader.ts';

/** At start: the admin account from the settings, then the demo catalogue on an empty database. */
export async function prepareData(app: FastifyInstance, options: { images: boolean }): Promise<void> {
  const { env } = app;
  const admin = await ensureAdmin(app.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME });
  if (admin.created) app.log.info({ email: env.ADMIN_EMAIL }, 'admin account created');
  if (env.DEMO_CATALOGUE) {
    await loadDemoCatalogue(app.db, app.storage, { seed: env.DEMO_SEED, images: options.images, log: app.log });
  }
}
