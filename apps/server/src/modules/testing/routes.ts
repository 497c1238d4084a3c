import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { snippetSchema } from '@vernissage/core/schemas';
import { escapeHtml } from '../../lib/html.ts';
import { saveSnippet, type ContentDeps } from '../content/index.ts';

export interface TestingOptions {
  /** Whether the demo drawings are all rendered (the start's background pass is over). */
  demoImagesReady?: () => boolean;
}

/**
 * Routes that exist only when TEST_ROUTES is on, so browser journeys can set up state (for
 * example switch the maintenance alert on) without signing in as the admin first. They
 * ask for no session: never in production (loadEnv refuses that pair; this guard holds for an
 * Env built any other way).
 */
export const testingRoutes: FastifyPluginAsyncZod<TestingOptions> = async (app, options) => {
  if (app.env.NODE_ENV === 'production') throw new Error('The test-only routes must not be registered in production');
  const content: ContentDeps = { db: app.db };
  // Journeys start once the first start's background pass over the demo drawings is done: until
  // then it keeps both cores of a small machine busy and every page waits behind it.
  app.get(
    '/api/test/demo-images',
    { schema: { hide: true, response: { 200: z.object({ ready: z.boolean() }) } } },
    async () => ({ ready: options.demoImagesReady?.() ?? true }),
  );
  app.post(
    '/api/test/snippets/:name',
    {
      schema: {
        hide: true,
        params: z.object({ name: z.string().min(1).max(60) }),
        body: z.object({ status: z.enum(['1', '0']), content: z.string().max(5000), title: z.string().max(200).optional() }),
        response: { 200: snippetSchema },
      },
    },
    async (request) => {
      const snippet = await saveSnippet(content, {
        name: request.params.name,
        title: request.body.title,
        content: `<p>${escapeHtml(request.body.content)}</p>`,
        status: request.body.status,
      });
      await app.content.changed();
      return snippet;
    },
  );
};
