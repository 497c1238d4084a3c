import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '@vernissage/catalogue';
import { errorHandlerPlugin } from '../../plugins/error-handler.ts';
import { s3Storage } from '../../lib/s3-storage.ts';
import { localStorage, type Storage } from '../../lib/storage.ts';
import { startTestS3, S3RVER_KEYS } from '../../test/s3.ts';
import { DemoImageRenderer, demoImageJobs } from './images.ts';
import { demoMediaRoute } from './media-route.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'vernissage-demo-media-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Renders a drawing not rendered yet when a page asks for it into `storage`, then serves it like any media file. */
async function servesOnRequest(storage: Storage): Promise<void> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  await app.register(errorHandlerPlugin);
  app.decorate('storage', storage);
  const jobs = demoImageJobs(generateCatalogue(1));
  const job = jobs.find((candidate) => !candidate.svg.includes('feTurbulence'))!;
  demoMediaRoute(app, new DemoImageRenderer(app.storage, jobs));
  await app.ready();

  expect(await app.storage.exists(`demo/${job.key}/card.webp`)).toBe(false);
  const res = await app.inject({ method: 'GET', url: `/media/demo/${job.key}/card.webp` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toContain('max-age=604800');
  expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  expect(await app.storage.read(`demo/${job.key}/card.webp`)).toEqual(res.rawPayload);
  // Every stored size is served, the small one too, as JPEG as well as WebP.
  const small = await app.inject({ method: 'GET', url: `/media/demo/${job.key}/small.jpg` });
  expect(small.statusCode).toBe(200);
  expect(small.headers['content-type']).toBe('image/jpeg');
  expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400 });

  expect((await app.inject({ method: 'GET', url: '/media/demo/no-such-drawing/card.webp' })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: `/media/demo/${job.key}/original.png` })).statusCode).toBe(400);
  await app.close();
}

describe('demo images served on request', () => {
  it('renders a drawing not rendered yet when a page asks for it, then serves it like any media file', () => servesOnRequest(localStorage(root)));

  it('does the same with the images in an S3 bucket (STORAGE=s3)', async () => {
    const s3 = await startTestS3();
    const storage = s3Storage({ endpoint: s3.endpoint, region: 'us-east-1', bucket: 'demo-media', accessKeyId: S3RVER_KEYS.S3_ACCESS_KEY_ID, secretAccessKey: S3RVER_KEYS.S3_SECRET_ACCESS_KEY, forcePathStyle: true });
    try {
      await storage.ensureBucket();
      await servesOnRequest(storage);
    } finally {
      storage.close();
      await s3.close();
    }
  });
});
