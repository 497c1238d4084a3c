import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { IMAGE_SIZE_NAMES, IMAGE_SIZES, type ImageSize } from '@vernissage/core/constants';
import { fittedSize, sizesFromLarge } from '@vernissage/core/images';
import type { StoredImage } from '@vernissage/core/schemas';
import { refusal } from './errors.ts';
import { MEDIA_PREFIX, type Storage } from './storage.ts';

const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;

/** The names of one size's files: WebP, and JPEG as the fallback. */
function variantFiles(size: ImageSize) {
  return { webp: `${size}.webp`, jpeg: `${size}.jpg` };
}

/** Where one size of an image is stored under its prefix, as WebP and as JPEG. */
export function variantKeys(prefix: string, size: ImageSize) {
  const files = variantFiles(size);
  return { webp: `${prefix}/${files.webp}`, jpeg: `${prefix}/${files.jpeg}` };
}

/**
 * The storage keys of a stored image's files (every size, both formats) that lie under `prefix`:
 * what removing the image deletes. Files elsewhere (the demo catalogue's, another account's) are
 * never named, whatever the record says.
 */
export function storedKeysUnder(image: StoredImage, prefix: string): string[] {
  const urls = [image.url, ...Object.values(image.sizes).flatMap((variant) => (variant ? [variant.webp, variant.jpeg] : []))];
  const keys = urls.filter((url) => url.startsWith(MEDIA_PREFIX)).map((url) => url.slice(MEDIA_PREFIX.length));
  return [...new Set(keys.filter((key) => key.startsWith(prefix) && !key.includes('..')))];
}

/** What removing stored images needs: the storage, and a log for a storage that fails. */
export interface ImageRemoval {
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Deletes the files of stored images (every size, both formats), only what lies under `prefix`.
 * Whatever let go of them has already happened, so a storage that fails is reported and the files
 * are left, rather than failing the request.
 */
export async function removeStoredImages(deps: ImageRemoval, images: readonly StoredImage[], prefix: string): Promise<void> {
  const keys = [...new Set(images.flatMap((image) => storedKeysUnder(image, prefix)))];
  if (!keys.length) return;
  try {
    await deps.storage.remove(keys);
  } catch (error) {
    deps.log.warn({ err: error, prefix, files: keys.length }, 'images let go of could not be deleted');
  }
}

/**
 * Deletes the files of an account's profile picture: only what lies under the account's own
 * folder, users/{id}/, so the demo's pictures stay.
 */
export function removeProfileImage(deps: ImageRemoval, userId: string, image: StoredImage): Promise<void> {
  return removeStoredImages(deps, [image], `users/${userId}/`);
}

/** The names of an image's stored files ('thumb.webp', 'thumb.jpg', …), every size in both formats. */
export const VARIANT_FILES = IMAGE_SIZE_NAMES.flatMap((size) => Object.values(variantFiles(size)));

/**
 * Decodes an image (raster bytes or an SVG document), strips its metadata and stores it in every
 * size the product serves as WebP with a JPEG fallback under `prefix`. Decoding proves it is an
 * image: anything sharp cannot read throws.
 */
export async function storeImage(storage: Storage, input: Buffer, prefix: string, options: StoreOptions = {}): Promise<StoredImage> {
  const source = await renderSource(input, options.svgLongest ?? IMAGE_SIZES.large);
  const meta = await sharp(source).metadata();
  const sizes = {} as StoredImage['sizes'];
  // The source is decoded once: to the largest size, upright and flattened onto white, and every
  // smaller size is made from that (a photo of many megapixels was decoded once per size). Both
  // formats are flat, so they show the same picture: an alpha channel (a drawing's soft edges
  // leave one) is stored losslessly in WebP and made one 400 px demo picture 76 KB, 10 KB without.
  // Every size is made exactly as big as core's rule says (storedSizes: fitted inside its box,
  // sides rounded), so the queue can send a picture without its sizes (decision record 050).
  const upright = meta.autoOrient ?? meta;
  const planned = upright.width && upright.height ? fittedSize(upright.width, upright.height, IMAGE_SIZES.large) : null;
  const largest = await sharp(source)
    .rotate()
    .resize(planned ? { width: planned[0], height: planned[1], fit: 'fill' } : { width: IMAGE_SIZES.large, height: IMAGE_SIZES.large, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
  const dimensions = sizesFromLarge([raw.width, raw.height]);
  for (const size of IMAGE_SIZE_NAMES) {
    const [width, height] = dimensions[size];
    const resized = sharp(largest.data, { raw }).resize({ width, height, fit: 'fill' });
    const [webp, jpeg] = await Promise.all([
      resized.clone().webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true }),
      resized.clone().jpeg({ quality: JPEG_QUALITY }).toBuffer(),
    ]);
    const keys = variantKeys(prefix, size);
    await Promise.all([storage.put(keys.webp, webp.data), storage.put(keys.jpeg, jpeg)]);
    sizes[size] = { webp: storage.url(keys.webp), jpeg: storage.url(keys.jpeg), width: webp.info.width, height: webp.info.height };
  }
  // The original's size as it is shown: upright, like every stored size (a phone's portrait photo
  // is often stored landscape with an EXIF orientation that turns it).
  return { url: sizes.large.webp, width: upright.width ?? sizes.large.width, height: upright.height ?? sizes.large.height, sizes };
}

export interface StoreOptions {
  /** Longest side, in pixels, to rasterise an SVG at (default: the large size). */
  svgLongest?: number;
}

/** SVG is rasterised once (at the large size unless told otherwise); raster input is used as is. */
async function renderSource(input: Buffer, longestTarget: number): Promise<Buffer> {
  const head = input.subarray(0, 512).toString('utf8');
  if (!/<svg[\s>]/i.test(head) && !head.trimStart().startsWith('<?xml')) return input;
  const meta = await sharp(input).metadata();
  const longest = Math.max(meta.width ?? 1, meta.height ?? 1);
  const density = Math.min(100_000, Math.max(1, (72 * longestTarget) / longest));
  return sharp(input, { density }).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * Uploads worked on at once in one process (decoded, resized, stored); the others wait their
 * turn. A large picture holds hundreds of megabytes while it is decoded, so this bounds what
 * uploads sent together can take; with two cores, more at once would not finish sooner.
 */
export const UPLOADS_WORKED_AT_ONCE = 2;
let uploadsWorked = 0;
const uploadsWaiting: Array<() => void> = [];

/** Each member's uploads not yet done, as one chain: the last of them, which the next waits for. */
const ownersLast = new Map<string, Promise<unknown>>();

/**
 * Runs `work` on an upload when fewer than UPLOADS_WORKED_AT_ONCE are being worked on, in arrival
 * order. With an `owner` (the member uploading), their uploads are worked on one at a time, so one
 * member sending many large pictures takes one turn, and the others' uploads keep moving.
 */
export function uploadWork<T>(work: () => Promise<T>, owner?: string): Promise<T> {
  if (owner === undefined) return inTurn(work);
  const before = ownersLast.get(owner);
  const mine = (before ? before.then(settled, settled) : Promise.resolve()).then(() => inTurn(work));
  ownersLast.set(owner, mine);
  const forget = () => {
    if (ownersLast.get(owner) === mine) ownersLast.delete(owner);
  };
  mine.then(forget, forget);
  return mine;
}

const settled = () => undefined;

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (uploadsWorked < UPLOADS_WORKED_AT_ONCE) uploadsWorked += 1;
  else await new Promise<void>((resolve) => uploadsWaiting.push(resolve));
  try {
    return await work();
  } finally {
    // The turn passes to the next upload waiting, or is given back.
    const next = uploadsWaiting.shift();
    if (next) next();
    else uploadsWorked -= 1;
  }
}

/** Formats people may upload (spec: jpg, jpeg, png and webp only); SVG and the rest are refused. */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Most pixels an upload may have: a 20 MB file can still claim 30000x30000 (a "pixel bomb"). */
export const UPLOAD_MAX_PIXELS = 100_000_000;

/** What an upload with more than UPLOAD_MAX_PIXELS is told. */
export const PIXELS_MESSAGE = `This picture is too large: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`;

/**
 * Most bytes an upload's pixels may take once decoded: UPLOAD_MAX_PIXELS of 8-bit colour. A
 * transparent or 16-bit picture takes more a pixel, so it may have fewer: the time to decode goes
 * with the bytes, and a 100-megapixel 16-bit picture with transparency kept the uploads of
 * everyone else waiting for many seconds.
 */
export const UPLOAD_MAX_DECODED_BYTES = UPLOAD_MAX_PIXELS * 3;

/** What an upload within UPLOAD_MAX_PIXELS but past UPLOAD_MAX_DECODED_BYTES is told. */
export const DECODED_SIZE_MESSAGE = `This picture is too large: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels of 8-bit colour, fewer with transparency or 16-bit colour. Please save it as an 8-bit JPEG.`;

/** Bytes a sample takes decoded, by sharp's name for its depth. */
const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, double: 8, complex: 8, dpcomplex: 16 };

export type UploadCheck = { ok: true; format: 'jpeg' | 'png' | 'webp' } | { ok: false; problem: 'type' | 'pixels' | 'depth' };

/**
 * Decodes uploaded bytes and checks what they really are, whatever the file name or type said:
 * a readable, whole JPEG, PNG or WebP image of at most UPLOAD_MAX_PIXELS, whose pixels take at
 * most UPLOAD_MAX_DECODED_BYTES decoded. The size is read from the header before any pixel is
 * decoded, so an oversized image costs nothing.
 */
export async function inspectUpload(input: Buffer): Promise<UploadCheck> {
  try {
    // Only the header is read here, so sharp's own pixel limit is lifted to let ours answer.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.format || !UPLOAD_FORMATS.has(meta.format) || !meta.width || !meta.height) return { ok: false, problem: 'type' };
    if (meta.width * meta.height > UPLOAD_MAX_PIXELS) return { ok: false, problem: 'pixels' };
    const decoded = meta.width * meta.height * (meta.channels ?? 4) * (SAMPLE_BYTES[meta.depth ?? ''] ?? 2);
    if (decoded > UPLOAD_MAX_DECODED_BYTES) return { ok: false, problem: 'depth' };
    // Decoding the pixels (not only the header) proves the file is whole.
    await sharp(input).resize(8, 8, { fit: 'inside' }).raw().toBuffer();
    return { ok: true, format: meta.format as 'jpeg' | 'png' | 'webp' };
  } catch {
    return { ok: false, problem: 'type' };
  }
}

/**
 * Refuses (400 `image_invalid` on the `image` field) an upload that is not a readable JPEG, PNG or
 * WebP picture, with `typeMessage`, or one of more than UPLOAD_MAX_PIXELS, with PIXELS_MESSAGE, or
 * one whose decoded pixels pass UPLOAD_MAX_DECODED_BYTES, with DECODED_SIZE_MESSAGE.
 */
export async function refuseUnlessPicture(input: Buffer, typeMessage: string): Promise<void> {
  const check = await inspectUpload(input);
  if (check.ok) return;
  const message = { pixels: PIXELS_MESSAGE, depth: DECODED_SIZE_MESSAGE, type: typeMessage }[check.problem];
  throw refusal('bad_request', 'image_invalid', message, { image: message });
}

/** What an upload that is not a readable picture is told (the field is `image`). */
export const NOT_A_PICTURE = 'The image must be a JPEG, PNG or WebP picture';

/**
 * An admin's or member's uploaded picture, decoded first to prove it is a JPEG, PNG or WebP image
 * of at most UPLOAD_MAX_PIXELS (400 on the `image` field otherwise, saying which), then stored in
 * every size under `prefix`; a member's (`owner`) one at a time (uploadWork).
 */
export function storeUploadedPicture(storage: Storage, input: Buffer, prefix: string, owner?: string): Promise<StoredImage> {
  return uploadWork(async () => {
    await refuseUnlessPicture(input, NOT_A_PICTURE);
    return storeImage(storage, input, prefix);
  }, owner);
}

/**
 * The largest centred square of an image, upright, as JPEG (profile images are 1:1), no larger
 * than the largest size stored: one pass over the pixels, never a full-size copy of them.
 */
export async function squareJpeg(input: Buffer): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(input).metadata();
  // Turned upright a quarter (EXIF orientations 5 to 8), the sides swap; the square is the same.
  const side = Math.min(width, height, IMAGE_SIZES.large);
  return sharp(input).rotate().resize(side, side, { fit: 'cover', position: 'centre' }).jpeg({ quality: 90 }).toBuffer();
}
