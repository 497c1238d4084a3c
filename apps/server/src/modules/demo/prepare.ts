import { eq } from 'drizzle-orm';
import { generateCatalogue } from '@vernissage/catalogue';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { ensureAdmin } from './admin.ts';
import { demoUserId } from './ids.ts';
import { DemoImageRenderer, demoImageJobs } from './images.ts';
import { demoMediaRoute } from './media-route.ts';
import { loadDemoCatalogue } from './loader.ts';

/**
 * At start: the admin account from the settings, then the demo catalogue on an empty database.
 * The drawings of the home marquee are rendered before the server listens; the rest (the quiz
 * first) render in the background (and resume after a restart), so the first start is quick,
 * and any drawing a page asks for before then is rendered on request.
 */
export async function prepareData(app: FastifyInstance, options: { images: boolean }): Promise<void> {
  const { env, log } = app;
  const admin = await ensureAdmin(app.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME });
  if (admin.created) log.info({ email: env.ADMIN_EMAIL }, 'admin account created');
  if (!env.DEMO_CATALOGUE) return;

  const catalogue = generateCatalogue(env.DEMO_SEED);
  const loaded = await loadDemoCatalogue(app.db, app.storage, catalogue);
  if (loaded.loaded) {
    log.info(loaded, 'demo catalogue loaded');
    app.taste.catalogueChanged();
  }
  if (!options.images) return;

  const firstPerson = catalogue.people[0];
  const [demo] = firstPerson ? await app.db.select({ id: users.id }).from(users).where(eq(users.id, demoUserId(firstPerson.key))).limit(1) : [];
  if (!demo) return;

  const keys = demoImageJobs(catalogue);
  const renderer = new DemoImageRenderer(app.storage, keys);
  // A drawing asked for before the background pass reaches it is rendered at once.
  demoMediaRoute(app, renderer);
  const firstCount = new Set(catalogue.homeSlider).size;
  const first = await renderer.renderAll(keys.slice(0, firstCount).map((job) => job.key));
  if (first.rendered) log.info(first, 'demo images for the home page rendered');

  const controller = new AbortController();
  const rest = renderer.renderAll(keys.slice(firstCount).map((job) => job.key), { signal: controller.signal }).then(
    (progress) => {
      if (progress.rendered) log.info(progress, 'remaining demo images rendered');
    },
    (error: unknown) => log.error({ err: error }, 'rendering demo images failed'),
  );
  app.addHook('onClose', async () => {
    controller.abort();
    await rest;
  });
}
