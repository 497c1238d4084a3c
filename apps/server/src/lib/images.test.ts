import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from './storage.ts';
import { storeImage } from './images.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'vernissage-images-'));
const storage = localStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fileOf = (url: string) => path.join(root, url.replace(/^\/media\//, ''));

describe('storeImage', () => {
  it('stores a raster image in four sizes as WebP and JPEG without its metadata', async () => {
    const input = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2f5fd0' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .jpeg()
      .toBuffer();
    const image = await storeImage(storage, input, 'test/photo');
    expect(image.sizes.thumb).toMatchObject({ width: 120, height: 80 });
    expect(image.sizes.small).toMatchObject({ width: 400, height: 267 });
    expect(image.sizes.card).toMatchObject({ width: 640, height: 427 });
    expect(image.sizes.large).toMatchObject({ width: 1600, height: 1067 });
    const thumb = await sharp(readFileSync(fileOf(image.sizes.thumb.webp))).metadata();
    expect(thumb.format).toBe('webp');
    expect(thumb.exif).toBeUndefined();
    const jpeg = await sharp(readFileSync(fileOf(image.sizes.large.jpeg))).metadata();
    expect(jpeg.format).toBe('jpeg');
    expect(jpeg.exif).toBeUndefined();
  });

  it('renders an SVG drawing at the large size', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 40"><rect width="30" height="40" fill="#c8262d"/></svg>';
    const image = await storeImage(storage, Buffer.from(svg), 'test/drawing');
    expect(image.sizes.large).toMatchObject({ width: 1200, height: 1600 });
    expect(image.sizes.thumb).toMatchObject({ width: 90, height: 120 });
  });

  it('refuses bytes that are not an image', async () => {
    await expect(storeImage(storage, Buffer.from('%PDF-1.7 not an image'), 'test/bad')).rejects.toThrow();
  });

  it('keeps keys inside the storage root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/escapes/);
  });
});
