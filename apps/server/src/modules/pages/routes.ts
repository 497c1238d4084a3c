import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@vernissage/core/schemas';
import { injectHead } from './head.ts';
import { headForPath } from './service.ts';

const ONE_YEAR = 60 * 60 * 24 * 365;

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ApiError = { error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` } };
  return reply.code(404).send(body);
}

/**
 * Serves the built web app. Every page request gets index.html with that route's title, meta
 * description, robots and Open Graph tags; the app's router takes it from there. Unknown API
 * and file paths get the JSON 404.
 */
export const pageRoutes = fp(async (app: FastifyInstance) => {
  const dist = path.resolve(app.env.WEB_DIST);
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app is not built; serving the API only (run npm run build)');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  const template = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      !/\.[a-z0-9]{2,5}$/i.test(pathname);
    if (!isPage) return sendNotFound(request, reply);
    const head = await headForPath(app, pathname);
    return reply
      .code(head.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(injectHead(template, head));
  });
});
