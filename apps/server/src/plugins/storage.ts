import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../lib/errors.ts';
import { s3Storage } from '../lib/s3-storage.ts';
import { localStorage, MEDIA_MAX_AGE_SECONDS, MEDIA_PREFIX, type Storage } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The same header the local folder is served with (@fastify/static's maxAge): keys never change content. */
const CACHE_CONTROL = `public, max-age=${MEDIA_MAX_AGE_SECONDS}`;
const NO_SUCH_IMAGE = 'No such image';
/** If-None-Match as a browser sends it: *, or quoted (maybe weak) ETags separated by commas, in printable ASCII. */
const ETAG_LIST = /^(?:\*|(?:W\/)?"[\x21\x23-\x7e]*"(?:\s*,\s*(?:W\/)?"[\x21\x23-\x7e]*")*)$/;

/**
 * Where images are kept (STORAGE): a local folder, or an S3-compatible bucket; either way they
 * are served under /media/ with a long cache, so the pages never see which (decision record 033).
 */
export const storagePlugin = fp(async (app) => {
  if (app.env.STORAGE === 's3') await bucketMedia(app);
  else await localMedia(app);
});

/** Local storage, served read-only under /media/ by @fastify/static. */
async function localMedia(app: FastifyInstance): Promise<void> {
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
}

/** Object storage: the bucket is made sure of at start, and GET /media/* streams from it. */
async function bucketMedia(app: FastifyInstance): Promise<void> {
  const { env } = app;
  const storage = s3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
  app.addHook('onClose', async () => storage.close());
  try {
    const bucket = await storage.ensureBucket();
    app.log.info({ bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT || 'aws' }, bucket === 'created' ? 'object storage: bucket created' : 'object storage: bucket found');
  } catch (error) {
    storage.close();
    throw error;
  }
  app.decorate('storage', storage);

  app.withTypeProvider<ZodTypeProvider>().get(
    `${MEDIA_PREFIX}*`,
    { schema: { hide: true, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const key = request.params['*'];
      const ifNoneMatch = request.headers['if-none-match'];
      let result;
      try {
        // Only a header that can be an ETag list is passed on to the bucket; with any other the image is sent whole.
        result = await storage.open(key, { ifNoneMatch: ifNoneMatch && ifNoneMatch.length <= 400 && ETAG_LIST.test(ifNoneMatch) ? ifNoneMatch : undefined });
      } catch (error) {
        request.log.error({ err: error, key }, 'object storage: reading an image failed');
        throw new AppError('unavailable', 'The image cannot be read just now. Please try again in a moment.');
      }
      if (result.status === 'missing') throw notFound(NO_SUCH_IMAGE);
      reply.header('cache-control', CACHE_CONTROL);
      if (result.status === 'not-modified') {
        if (result.etag) reply.header('etag', result.etag);
        return reply.code(304).send();
      }
      const { object } = result;
      if (object.etag) reply.header('etag', object.etag);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      return reply.type(object.contentType).send(object.body);
    },
  );
}
