import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, S3RVER_KEYS, type TestS3 } from '../test/s3.ts';
import { s3Storage, type S3Settings, type S3Storage } from './s3-storage.ts';

describe('the S3 storage driver, against a real S3-compatible server', () => {
  let s3: TestS3;
  let storage: S3Storage;
  const settings = (bucket: string, overrides: Partial<S3Settings> = {}): S3Settings => ({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket,
    accessKeyId: S3RVER_KEYS.S3_ACCESS_KEY_ID,
    secretAccessKey: S3RVER_KEYS.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
    ...overrides,
  });

  beforeAll(async () => {
    s3 = await startTestS3();
    storage = s3Storage(settings('driver-test'));
  });
  afterAll(async () => {
    storage.close();
    await s3.close();
  });

  it('creates a missing bucket at start, and finds it the next time', async () => {
    expect(await storage.ensureBucket()).toBe('created');
    expect(await storage.ensureBucket()).toBe('exists');
    const other = s3Storage(settings('driver-test'));
    expect(await other.ensureBucket()).toBe('exists');
    other.close();
  });

  it('puts, finds and reads back bytes under a key, and gives its /media/ URL', async () => {
    const data = Buffer.from('not really an image, but bytes all the same');
    await storage.put('works/u1/abc/card.webp', data);
    expect(await storage.exists('works/u1/abc/card.webp')).toBe(true);
    expect(await storage.read('works/u1/abc/card.webp')).toEqual(data);
    expect(storage.url('works/u1/abc/card.webp')).toBe('/media/works/u1/abc/card.webp');
  });

  it('removes keys, and takes a key that is not there as removed already', async () => {
    await storage.put('users/u2/logo-a/thumb.jpg', Buffer.from('a'));
    await storage.put('users/u2/logo-a/thumb.webp', Buffer.from('b'));
    await storage.remove(['users/u2/logo-a/thumb.jpg', 'users/u2/logo-a/thumb.webp', 'users/u2/logo-a/never-stored.jpg']);
    expect(await storage.exists('users/u2/logo-a/thumb.jpg')).toBe(false);
    expect(await storage.exists('users/u2/logo-a/thumb.webp')).toBe(false);
  });

  it('says a missing key is missing, not an error', async () => {
    expect(await storage.exists('works/u1/abc/large.webp')).toBe(false);
    expect(await storage.read('works/u1/abc/large.webp')).toBeNull();
    expect(await storage.open('works/u1/abc/large.webp')).toEqual({ status: 'missing' });
  });

  it('refuses keys the product could not have made', async () => {
    for (const key of ['../escape.txt', 'a/../../b.txt', '/rooted.txt', 'a//b.txt', 'a\\b.txt', 'nul\0.txt', '.hidden', 'x'.repeat(513)]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/not a plain path/);
      expect(await storage.exists(key), key).toBe(false);
      expect(await storage.read(key), key).toBeNull();
      expect(await storage.open(key), key).toEqual({ status: 'missing' });
    }
  });

  it('opens a stored object as a stream with its type, length and ETag, and answers not-modified for its ETag', async () => {
    const data = Buffer.alloc(50_000, 7);
    await storage.put('demo/drawing/large.jpg', data);
    const opened = await storage.open('demo/drawing/large.jpg');
    if (opened.status !== 'found') throw new Error(`expected the object, got ${opened.status}`);
    expect(opened.object).toMatchObject({ contentType: 'image/jpeg', contentLength: 50_000 });
    expect(opened.object.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const chunks: Buffer[] = [];
    for await (const chunk of opened.object.body as Readable) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(data);

    expect(await storage.open('demo/drawing/large.jpg', { ifNoneMatch: opened.object.etag })).toEqual({ status: 'not-modified', etag: opened.object.etag });
    const changed = await storage.open('demo/drawing/large.jpg', { ifNoneMatch: '"0000"' });
    expect(changed.status).toBe('found');
    if (changed.status === 'found') changed.object.body.destroy();
  });

  it('stops the start with a message naming the setting when the keys are wrong or the endpoint is not there', async () => {
    const wrongKeys = s3Storage(settings('driver-test', { accessKeyId: 'NOT-A-KEY' }));
    await expect(wrongKeys.ensureBucket()).rejects.toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    wrongKeys.close();
    // Port 9 (discard): nothing listens there on loopback.
    const nowhere = s3Storage(settings('driver-test', { endpoint: 'http://127.0.0.1:9' }));
    await expect(nowhere.ensureBucket()).rejects.toThrow(/could not reach bucket driver-test at http:\/\/127\.0\.0\.1:9; check S3_ENDPOINT/);
    nowhere.close();
  });
});
