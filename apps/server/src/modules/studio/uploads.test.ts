import net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, STUDIO_MESSAGES as M, studioUploadSchema } from '@vernissage/core/schemas';
import { studioUploads } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipartFile, pixelBomb } from '../../test/upload.ts';
import { PIXELS_MESSAGE } from '../../lib/images.ts';
import { UPLOAD_LIMIT } from '../../lib/limits.ts';

describe('studio image uploads', () => {
  let t: TestApp;
  let seller: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV });
    seller = await signUpUser(t.app, { role: 'artist' });
  });
  afterAll(() => t.close());

  const send = (data: Buffer, name = 'work.png', type = 'image/png') => {
    const form = multipartFile('image', name, type, data);
    return t.app.inject({ method: 'POST', url: '/api/studio/images', payload: form.payload, headers: { ...form.headers, cookie: seller.cookie } });
  };
  const refusalOf = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json()).error;

  it('stores an upright, metadata-free image in every size as WebP and JPEG, with suggestions', async () => {
    // 400x200 stored sideways with EXIF orientation 6 (turn 90° clockwise) and a camera make.
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c8262d' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Secret Camera Co' } } })
      .toBuffer();
    const res = await send(jpeg, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const upload = studioUploadSchema.parse(res.json());
    expect(upload.message).toBe(M.imageUploaded);
    expect(upload.image.sizes.large).toMatchObject({ width: 200, height: 400 });
    expect(upload.suggestions.colours[0]).toBe(7);
    for (const size of ['thumb', 'card', 'large'] as const) {
      for (const format of ['webp', 'jpeg'] as const) {
        const key = upload.image.sizes[size][format].replace(/^\/media\//, '');
        const stored = await t.app.storage.read(key);
        expect(stored, `${size} ${format}`).not.toBeNull();
        const meta = await sharp(stored!).metadata();
        expect(meta.exif, `${size} ${format} keeps no EXIF`).toBeUndefined();
        expect(meta.height! >= meta.width!, `${size} ${format} is upright`).toBe(true);
      }
    }
    const rows = await t.app.db.select().from(studioUploads);
    expect(rows.map((row) => row.userId)).toEqual([seller.id]);
  });

  it.each([
    ['a text file', () => Promise.resolve(Buffer.from('not an image at all')), 'notes.png'],
    ['an SVG drawing', () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')), 'drawing.svg'],
    ['a truncated JPEG', async () => (await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3c8a3f' } }).jpeg().toBuffer()).subarray(0, 900), 'cut.jpg'],
    ['a GIF', () => sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer(), 'anim.gif'],
  ])('refuses %s with a clear 400 and stores nothing', async (_name, make, file) => {
    const before = (await t.app.db.select().from(studioUploads)).length;
    const res = await send(await make(), file);
    expect(res.statusCode).toBe(400);
    expect(refusalOf(res)).toEqual({ code: 'bad_request', reason: 'image_invalid', message: M.imageType, fields: { image: M.imageType } });
    expect((await t.app.db.select().from(studioUploads)).length).toBe(before);
  });

  it('refuses a 30000x30000 pixel bomb from its header, without decoding it', async () => {
    const res = await send(await pixelBomb(), 'bomb.png');
    expect(res.statusCode).toBe(400);
    expect(refusalOf(res)).toMatchObject({ reason: 'image_invalid', message: PIXELS_MESSAGE });
  });

  it('counts every picture an address uploads together, on every route that takes one, and refuses a profile picture of too many pixels by name', async () => {
    const collector = await signUpUser(t.app);
    const remoteAddress = '10.7.0.1';
    const upload = (url: string, cookie: string, data: Buffer, method: 'POST' | 'PUT' = 'PUT') => {
      const form = multipartFile('image', 'picture.png', 'image/png', data);
      return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, cookie }, remoteAddress });
    };
    const profileBomb = await upload('/api/profile/image', collector.cookie, await pixelBomb());
    expect(profileBomb.statusCode).toBe(400);
    expect(refusalOf(profileBomb)).toMatchObject({ reason: 'image_invalid', message: PIXELS_MESSAGE });
    // Each try counts, refused or not: half on the studio's route, the rest on the profile's.
    const junk = Buffer.from('not a picture');
    for (let i = 1; i < UPLOAD_LIMIT.max / 2; i += 1) expect((await upload('/api/studio/images', seller.cookie, junk, 'POST')).statusCode).toBe(400);
    for (let i = 0; i < UPLOAD_LIMIT.max / 2; i += 1) expect((await upload('/api/profile/image', collector.cookie, junk)).statusCode).toBe(400);
    const past = await upload('/api/events/1/image', collector.cookie, await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer());
    expect(past.statusCode).toBe(429);
    expect(refusalOf(past).message).toBe(UPLOAD_LIMIT.message);
    expect(past.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('refuses a body over 20 MB with 413 and the spec message', async () => {
    const res = await send(Buffer.alloc(21 * 1024 * 1024, 1), 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(refusalOf(res)).toMatchObject({ reason: 'image_too_large', message: M.imageTooLarge });
  });

  it('answers 413 to a body announced as too large before any of it is sent', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let text = '';
      socket.on('data', (data) => {
        text += data.toString();
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
      // Headers only: 25 MB announced, not a byte of it sent.
      socket.write(
        `POST /api/studio/images HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${seller.cookie}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${25 * 1024 * 1024}\r\n\r\n`,
      );
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('refuses a request with no image field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/studio/images', payload: { image: 'x' }, headers: { cookie: seller.cookie } });
    expect(res.statusCode).toBe(400);
    expect(refusalOf(res).message).toBe(M.imageMissing);
  });
});
