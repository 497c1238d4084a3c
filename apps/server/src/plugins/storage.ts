import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { localStorage, MEDIA_MAX_AGE_SECONDS, MEDIA_PREFIX, type Storage } from '../lib/storage.ts';


declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Local storage, served read-only under /media/ with a long cache (keys never change content). */
export const storagePlugin = fp(async (app) => {
  const root = path.resolve(app.env.MEDIA_DIR);
  await mkdir(root, { recursive: true });
  app.decorate('storage', localStorage(root));
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: MEDIA_MAX_AGE_SECONDS * 1000,
  });
});
