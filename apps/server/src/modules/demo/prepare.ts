import { generateCatalogue, type DemoCatalogue } from '@vernissage/catalogue';
import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from './admin.ts';
import type { DemoDeps } from './deps.ts';
import { DemoImageRenderer, demoImageJobs } from './images.ts';
import { demoPeoplePresent, loadDemoCatalogue } from './loader.ts';
import { demoMediaRoute } from './media-route.ts';

/**
 * At start: the admin account from the settings, then the demo catalogue on an empty database.
 * The drawings of the home marquee are rendered before the server listens; the rest (the quiz
 * first) render in the background (and resume after a restart), so the first start is quick,
 * and any drawing a page asks for before then is rendered on request.
 *
 * The one entry point app.ts calls: it takes the app to add the on-request image route and to stop
 * the background pass on close, and hands each step only what it uses.
 */
export async function prepareData(app: FastifyInstance, options: { images: boolean }): Promise<PreparedData> {
  const deps: DemoDeps = { db: app.db, storage: app.storage, env: app.env, log: app.log, catalogue: app.taste };
  const catalogue = await seedData(deps);
  const nothingToRender: PreparedData = { imagesReady: () => true };
  if (!catalogue || !options.images) return nothingToRender;
  // A database that held other works before (so the catalogue was not loaded) shows none of these drawings.
  if (!(await demoPeoplePresent(deps.db, catalogue))) return nothingToRender;

  const renderer = new DemoImageRenderer(deps.storage, demoImageJobs(catalogue));
  // A drawing asked for before the background pass reaches it is rendered at once.
  demoMediaRoute(app, renderer);
  const background = await renderDrawings(deps, renderer, catalogue);
  app.addHook('onClose', background.stop);
  return { imagesReady: background.done };
}

/** What the start left running: whether the background pass over the drawings has finished. */
export interface PreparedData {
  imagesReady: () => boolean;
}

/** The admin account, then the demo catalogue's rows when the settings ask for it (the catalogue, else null). */
async function seedData(deps: DemoDeps): Promise<DemoCatalogue | null> {
  const { env, log } = deps;
  const admin = await ensureAdmin(deps.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME });
  if (admin.created) log.info({ email: env.ADMIN_EMAIL }, 'admin account created');
  if (!env.DEMO_CATALOGUE) return null;

  const catalogue = generateCatalogue(env.DEMO_SEED);
  const loaded = await loadDemoCatalogue(deps.db, deps.storage, catalogue);
  if (loaded.loaded) {
    log.info(loaded, 'demo catalogue loaded');
    await deps.catalogue.catalogueChanged({ kind: 'content' });
  }
  return catalogue;
}

/**
 * Renders the home marquee's drawings now and the rest in the background; answers what stops the
 * background pass and waits for it (on close), and whether it has finished.
 */
async function renderDrawings(
  deps: Pick<DemoDeps, 'log'>,
  renderer: DemoImageRenderer,
  catalogue: DemoCatalogue,
): Promise<{ stop: () => Promise<void>; done: () => boolean }> {
  const { log } = deps;
  const keys = demoImageJobs(catalogue).map((job) => job.key);
  const firstCount = new Set(catalogue.homeSlider).size;
  const first = await renderer.renderAll(keys.slice(0, firstCount));
  if (first.rendered) log.info(first, 'demo images for the home page rendered');

  const controller = new AbortController();
  let finished = false;
  const rest = renderer.renderAll(keys.slice(firstCount), { signal: controller.signal }).then(
    (progress) => {
      if (progress.rendered) log.info(progress, 'remaining demo images rendered');
      // Benchmarks wait for this line: from here on no background work competes with requests.
      log.info({ total: keys.length }, 'demo images ready');
    },
    (error: unknown) => log.error({ err: error }, 'rendering demo images failed'),
  );
  // Over either way: a failed pass leaves the drawings to be rendered on request.
  void rest.then(() => (finished = true));
  return {
    stop: async () => {
      controller.abort();
      await rest;
    },
    done: () => finished,
  };
}
