import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapXml } from './service.ts';

/** The sitemap and robots.txt: public, cached for an hour. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const publicUrl = app.env.PUBLIC_URL;
  app.get('/sitemap.xml', { schema: { tags: ['system'], summary: 'The sitemap of public pages and listed works' } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(await sitemapXml(app.db, publicUrl)),
  );
  app.get('/robots.txt', { schema: { tags: ['system'], summary: 'What crawlers may read, and where the sitemap is' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );
};
