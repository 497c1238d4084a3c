import { readdirSync } from 'node:fs';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, studioUploadSchema } from '@vernissage/core/schemas';
import { loadEnv } from '../config/env.ts';
import { s3Storage } from '../lib/s3-storage.ts';
import { MEDIA_MAX_AGE_SECONDS } from '../lib/storage.ts';
import { FAST_CAPTCHA_ENV, signUpUser } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { startTestS3, S3RVER_KEYS, type TestS3 } from '../test/s3.ts';
import { multipartFile } from '../test/upload.ts';
import { storagePlugin } from './storage.ts';

const BUCKET = 'vernissage-media';

describe('images in object storage (STORAGE=s3), served under /media/ as from the local folder', () => {
  let s3: TestS3;
  let t: TestApp;
  let local: TestApp;
  /** A second client on the same bucket: what another server process behind the load balancer sees. */
  let bucket: ReturnType<typeof s3Storage>;
  let webp: Buffer;

  beforeAll(async () => {
    s3 = await startTestS3();
    [t, local] = await Promise.all([createTestApp({ env: { ...FAST_CAPTCHA_ENV, ...s3.env(BUCKET) } }), createTestApp()]);
    bucket = s3Storage({ endpoint: s3.endpoint, region: 'us-east-1', bucket: BUCKET, accessKeyId: S3RVER_KEYS.S3_ACCESS_KEY_ID, secretAccessKey: S3RVER_KEYS.S3_SECRET_ACCESS_KEY, forcePathStyle: true });
    webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2d5fa8' } }).webp().toBuffer();
    await Promise.all([t.app.storage.put('works/someone/abc/card.webp', webp), local.app.storage.put('works/someone/abc/card.webp', webp)]);
  });
  afterAll(async () => {
    bucket.close();
    await Promise.all([t.close(), local.close()]);
    await s3.close();
  });

  it('created the bucket at start, and keeps what it stores there, not on the disk', async () => {
    expect(await bucket.ensureBucket()).toBe('exists');
    expect(await bucket.read('works/someone/abc/card.webp')).toEqual(webp);
    expect(readdirSync(t.env.MEDIA_DIR)).toEqual([]);
  });

  it('serves a stored image with its type, length, validators and the local driver’s long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/works/someone/abc/card.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(webp);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe(String(webp.length));
    expect(res.headers['cache-control']).toBe(`public, max-age=${MEDIA_MAX_AGE_SECONDS}`);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).not.toBeNaN();
    // The same URL answered by the local folder: pages see no difference.
    const fromDisk = await local.app.inject({ method: 'GET', url: '/media/works/someone/abc/card.webp' });
    expect(fromDisk.statusCode).toBe(200);
    expect(fromDisk.rawPayload).toEqual(webp);
    for (const header of ['content-type', 'cache-control'] as const) expect(res.headers[header], header).toBe(fromDisk.headers[header]);
    // Public pictures another origin may draw (a mail client showing a new-work alert); the rest stays same-origin.
    expect([res.headers['cross-origin-resource-policy'], fromDisk.headers['cross-origin-resource-policy']]).toEqual(['cross-origin', 'cross-origin']);
    const page = await local.app.inject({ method: 'GET', url: '/api/config' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers 304 to the image’s own ETag, and the whole image to another or to a header that is no ETag', async () => {
    const { etag } = (await t.app.inject({ method: 'GET', url: '/media/works/someone/abc/card.webp' })).headers;
    const again = await t.app.inject({ method: 'GET', url: '/media/works/someone/abc/card.webp', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(`public, max-age=${MEDIA_MAX_AGE_SECONDS}`);
    for (const header of ['"0123"', 'not an etag', '\u00ff\u00fe', `"${'a'.repeat(500)}"`]) {
      const other = await t.app.inject({ method: 'GET', url: '/media/works/someone/abc/card.webp', headers: { 'if-none-match': header } });
      expect(other.statusCode, header).toBe(200);
      expect(other.rawPayload).toEqual(webp);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/media/works/someone/abc/card.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload).toHaveLength(0);
  });

  it('answers 404 for a missing image, and 400 or 404 for any odd key, never a 5xx', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/media/works/someone/abc/large.webp' });
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).error.code).toBe('not_found');
    const odd = [
      '/media/../package.json',
      '/media/works/../../etc/passwd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/works%2F..%2F..%2Fsecret',
      '/media/works/someone/abc/card.webp%00.txt',
      '/media/works%5Csomeone%5Cabc%5Ccard.webp',
      '/media/works//someone/abc/card.webp',
      '/media/.hidden',
      '/media/',
      `/media/${'a/'.repeat(300)}x.webp`,
      '/media/%ff%fe.webp',
    ];
    for (const url of odd) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404], `${url}: ${res.statusCode} ${res.body.slice(0, 120)}`).toContain(res.statusCode);
    }
  });

  it('stores an upload through the studio route in the bucket, and serves it at the URL the answer gives', async () => {
    const artist = await signUpUser(t.app, { role: 'artist' });
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c8262d' } }).png().toBuffer();
    const form = multipartFile('image', 'work.png', 'image/png', png);
    const res = await t.app.inject({ method: 'POST', url: '/api/studio/images', payload: form.payload, headers: { ...form.headers, cookie: artist.cookie } });
    expect(res.statusCode, res.body).toBe(201);
    const { image } = studioUploadSchema.parse(res.json());
    for (const size of ['thumb', 'card', 'large'] as const) {
      for (const [format, type] of [['webp', 'image/webp'], ['jpeg', 'image/jpeg']] as const) {
        const url = image.sizes[size][format];
        expect(url).toMatch(new RegExp(`^/media/works/${artist.id}/`));
        const stored = await bucket.read(url.replace(/^\/media\//, ''));
        expect(stored, `${size} ${format} in the bucket`).not.toBeNull();
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.rawPayload).toEqual(stored);
      }
    }
    expect(readdirSync(t.env.MEDIA_DIR)).toEqual([]);
  });

  it('stops the start with a message naming the settings when the bucket refuses the keys', async () => {
    const app = Fastify({ logger: false });
    app.decorate('env', loadEnv({ ...s3.env(BUCKET), S3_ACCESS_KEY_ID: 'NOT-A-KEY' }));
    const start = async () => {
      await app.register(storagePlugin);
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/refused; check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });

  // Last: it stops the S3 server.
  it('answers 503 with a plain message, never the bucket’s details, while the bucket cannot be reached', async () => {
    await s3.close();
    const res = await t.app.inject({ method: 'GET', url: '/media/works/someone/abc/card.webp' });
    expect(res.statusCode).toBe(503);
    const { error } = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('The image cannot be read just now. Please try again in a moment.');
    expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|vernissage-media/);
  });
});
