import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZE_NAMES, IMAGE_SIZES } from '@vernissage/core/constants';
import { compactImage, storedSizes } from '@vernissage/core/images';
import { localStorage } from './storage.ts';
import { DECODED_SIZE_MESSAGE, inspectUpload, NOT_A_PICTURE, PIXELS_MESSAGE, squareJpeg, storeImage, storeUploadedPicture, uploadWork, UPLOADS_WORKED_AT_ONCE, variantKeys } from './images.ts';
import { pixelBomb } from '../test/upload.ts';
import { AppError } from './errors.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'vernissage-images-'));
const storage = localStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fileOf = (url: string) => path.join(root, url.replace(/^\/media\//, ''));

describe('storeImage', () => {
  it('stores a raster image in five sizes as WebP and JPEG without its metadata', async () => {
    const input = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2f5fd0' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .jpeg()
      .toBuffer();
    const image = await storeImage(storage, input, 'test/photo');
    expect(image.sizes.thumb).toMatchObject({ width: 120, height: 80 });
    expect(image.sizes.small).toMatchObject({ width: 400, height: 267 });
    expect(image.sizes.card).toMatchObject({ width: 640, height: 427 });
    expect(image.sizes.medium).toMatchObject({ width: 1024, height: 683 });
    expect(image.sizes.large).toMatchObject({ width: 1600, height: 1067 });
    const thumb = await sharp(readFileSync(fileOf(image.sizes.thumb.webp))).metadata();
    expect(thumb.format).toBe('webp');
    expect(thumb.exif).toBeUndefined();
    const jpeg = await sharp(readFileSync(fileOf(image.sizes.large.jpeg))).metadata();
    expect(jpeg.format).toBe('jpeg');
    expect(jpeg.exif).toBeUndefined();
  });

  it('makes every size as big as core says it is (storedSizes), where rounding could go either way, and as big as its record', async () => {
    // 800 × 667 halves to 400 × 333.5; 1224 × 1600 fits 640 at 489.6; 2000 × 1571 fits 1600 at 1256.8.
    for (const [width, height] of [
      [800, 667],
      [1224, 1600],
      [2000, 1571],
      [1601, 3],
    ] as const) {
      const input = await sharp({ create: { width, height, channels: 3, background: '#2f5fd0' } }).png().toBuffer();
      const image = await storeImage(storage, input, `test/odd-${width}`);
      const expected = storedSizes(width, height);
      for (const size of IMAGE_SIZE_NAMES) {
        const stored = image.sizes[size]!;
        expect([stored.width, stored.height], `${width} × ${height}, ${size}`).toEqual(expected[size]);
        const file = await sharp(readFileSync(fileOf(stored.webp))).metadata();
        expect([file.width, file.height], `${width} × ${height}, ${size} file`).toEqual(expected[size]);
      }
      expect(compactImage(image)).not.toHaveProperty('sizes');
    }
  });

  it('renders an SVG drawing at the large size', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 40"><rect width="30" height="40" fill="#c8262d"/></svg>';
    const image = await storeImage(storage, Buffer.from(svg), 'test/drawing');
    expect(image.sizes.large).toMatchObject({ width: 1200, height: 1600 });
    expect(image.sizes.thumb).toMatchObject({ width: 90, height: 120 });
  });

  it('flattens a transparent picture onto white in both formats, so its WebP carries no alpha channel', async () => {
    // Transparent but for a square in the middle: the soft edges of a drawing leave such pixels.
    const input = await sharp({ create: { width: 800, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 400, height: 400, channels: 4, background: '#c8262dff' } }, top: 200, left: 200 }])
      .png()
      .toBuffer();
    const image = await storeImage(storage, input, 'test/transparent');
    for (const size of ['small', 'large'] as const) {
      const webp = sharp(readFileSync(fileOf(image.sizes[size]!.webp)));
      expect((await webp.metadata()).hasAlpha).toBe(false);
      const { data } = await webp.clone().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect([...data]).toEqual([255, 255, 255]);
    }
  });

  it('stores odd but valid images in every size: one pixel, a thin strip, 16-bit grey, grey with alpha, CMYK', async () => {
    const inputs = await Promise.all([
      sharp({ create: { width: 1, height: 1, channels: 3, background: '#2f5fd0' } }).png().toBuffer(),
      sharp({ create: { width: 3000, height: 3, channels: 3, background: '#2f5fd0' } }).png().toBuffer(),
      sharp({ create: { width: 300, height: 200, channels: 3, background: '#808080' } }).toColourspace('grey16').png().toBuffer(),
      sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 128, g: 128, b: 128, alpha: 0.5 } } }).toColourspace('b-w').png().toBuffer(),
      sharp({ create: { width: 300, height: 200, channels: 3, background: '#c8262d' } }).toColourspace('cmyk').jpeg().toBuffer(),
    ]);
    const images = await Promise.all(inputs.map((input, i) => storeImage(storage, input, `test/odd-${i}`)));
    expect(images.map((image) => [image.sizes.large.width, image.sizes.large.height])).toEqual([[1, 1], [1600, 2], [300, 200], [300, 200], [300, 200]]);
    expect(images.map((image) => [image.sizes.thumb.width, image.sizes.thumb.height])).toEqual([[1, 1], [120, 1], [120, 80], [120, 80], [120, 80]]);
    // The CMYK red arrives as an sRGB red, the half-transparent grey as grey on white.
    const pixel = async (url: string) => [...(await sharp(readFileSync(fileOf(url))).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer())];
    const [r, g, b] = await pixel(images[4]!.sizes.card.jpeg);
    expect(r).toBeGreaterThan(170);
    expect(Math.max(g!, b!)).toBeLessThan(90);
    const grey = await pixel(images[3]!.sizes.card.webp);
    expect(Math.min(...grey)).toBeGreaterThan(170);
  });

  it('reports a photo turned by its EXIF orientation upright, as its sizes are stored', async () => {
    // 300 × 200 as stored in the file, to be shown turned a quarter (orientation 6): 200 × 300.
    const input = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f5fd0' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await storeImage(storage, input, 'test/turned');
    expect([image.sizes.large.width, image.sizes.large.height]).toEqual([200, 300]);
    expect([image.width, image.height]).toEqual([200, 300]);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(storeImage(storage, Buffer.from('%PDF-1.7 not an image'), 'test/bad')).rejects.toThrow();
  });

  it('keeps keys inside the storage root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/escapes/);
  });
});

describe('storeUploadedPicture', () => {
  // The pictures of events, articles and early accesses: the same refusals as the studio's.
  const refusalOf = async (input: Buffer) => {
    const error: unknown = await storeUploadedPicture(storage, input, 'test/refused').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    return { message: (error as AppError).message, fields: (error as AppError).fields };
  };

  it('says a picture of too many pixels is too large, and anything else that it is no picture, storing nothing', async () => {
    expect(await refusalOf(await pixelBomb())).toEqual({ message: PIXELS_MESSAGE, fields: { image: PIXELS_MESSAGE } });
    // 48 megapixels is within the limit, but not as 16-bit colour with transparency (8 bytes a
    // pixel decoded): refused from the header (its pixels never arrive, so decoding would say 'type').
    expect(await refusalOf(await pixelBomb(8000, 6000, 16, 6))).toEqual({ message: DECODED_SIZE_MESSAGE, fields: { image: DECODED_SIZE_MESSAGE } });
    expect(await inspectUpload(await pixelBomb(10_000, 10_000, 8, 6))).toEqual({ ok: false, problem: 'depth' });
    // 100 megapixels of 8-bit colour pass the header's checks (and then fail to decode: no pixels).
    expect(await inspectUpload(await pixelBomb(10_000, 10_000, 8, 2))).toEqual({ ok: false, problem: 'type' });
    expect(await refusalOf(Buffer.from('%PDF-1.7 not an image'))).toEqual({ message: NOT_A_PICTURE, fields: { image: NOT_A_PICTURE } });
    expect(await storage.exists(variantKeys('test/refused', 'large').jpeg)).toBe(false);
  });

  it('stores a real picture in every size, 16-bit colour with transparency too', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
    const image = await storeUploadedPicture(storage, png, 'test/uploaded');
    expect(image.width).toBe(40);
    expect(await storage.exists(variantKeys('test/uploaded', 'large').jpeg)).toBe(true);
    const deep = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 40, g: 80, b: 160, alpha: 0.5 } } }).toColourspace('rgb16').png().toBuffer();
    expect(await sharp(deep).metadata()).toMatchObject({ depth: 'ushort', channels: 4 });
    expect((await storeUploadedPicture(storage, deep, 'test/deep')).width).toBe(40);
  });
});

describe('uploadWork', () => {
  it('works on one member’s uploads one at a time, so another member’s go by them', async () => {
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    const job = (name: string, owner: string) =>
      uploadWork(async () => {
        started.push(name);
        await new Promise<void>((resolve) => releases.set(name, resolve));
        if (name === 'a1') throw new Error('not a picture');
        return name;
      }, owner);
    const jobs = [job('a1', 'a'), job('a2', 'a'), job('a3', 'a'), job('b1', 'b')];
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The second turn goes to b1, not a2, though a2 came first.
    expect(started).toEqual(['a1', 'b1']);
    releases.get('a1')?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started).toEqual(['a1', 'b1', 'a2']);
    releases.get('b1')?.();
    releases.get('a2')?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
    releases.get('a3')?.();
    const results = await Promise.allSettled(jobs);
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'refused'))).toEqual(['refused', 'a2', 'a3', 'b1']);
  });

  it('works on at most UPLOADS_WORKED_AT_ONCE uploads at once, the others in the order they came, and passes on a failure', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const job = (i: number) =>
      uploadWork(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (i === 2) throw new Error('not a picture');
        return i;
      });
    const jobs = [0, 1, 2, 3, 4].map(job);
    const settled = Promise.allSettled(jobs);
    for (let turn = 0; turn < 5; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      releases.shift()?.();
    }
    const results = await settled;
    expect(most).toBe(UPLOADS_WORKED_AT_ONCE);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'refused'))).toEqual([0, 1, 'refused', 3, 4]);
    // Every turn was given back: the next upload starts at once.
    expect(await uploadWork(async () => 'next')).toBe('next');
  });
});

describe('squareJpeg', () => {
  it('cuts the centred square of the upright picture, no larger than the largest size stored', async () => {
    // 400 x 200 stored sideways (EXIF orientation 6): upright it is 200 x 400, red above blue.
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const square = await sharp(await squareJpeg(sideways)).metadata();
    expect([square.width, square.height, square.format, square.orientation]).toEqual([200, 200, 'jpeg', undefined]);
    const big = await squareJpeg(await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#808080' } }).png().toBuffer());
    expect(await sharp(big).metadata()).toMatchObject({ width: IMAGE_SIZES.large, height: IMAGE_SIZES.large });
  });
});
