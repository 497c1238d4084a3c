import { IMAGE_SIZE_NAMES, IMAGE_SIZES, type ImageSize } from './constants.ts';
import type { CompactImage, StoredImage } from './schemas/images.ts';

/*
 * A stored image sent compactly, and read back, without zod: the gallery reads its queue's
 * pictures on its first visit (decision record 037, 049).
 */

/** One size's files under a folder, as the server stores them (apps/server lib/images.ts). */
const variant = (path: string, size: string, [width, height]: readonly [number, number]) => ({ webp: `${path}/${size}.webp`, jpeg: `${path}/${size}.jpg`, width, height });

/**
 * A picture of this width and height fitted inside a square of `box` pixels, never enlarged, each
 * side rounded: how the server makes every stored size (apps/server lib/images.ts).
 */
export function fittedSize(width: number, height: number, box: number): [number, number] {
  const longest = Math.max(width, height);
  if (longest <= box) return [width, height];
  const scale = box / longest;
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

/** Every size of a picture `large` wide and high at its large size: each smaller one fitted from the large one. */
export function sizesFromLarge(large: readonly [number, number]): Record<ImageSize, [number, number]> {
  const sizes = {} as Record<ImageSize, [number, number]>;
  for (const size of IMAGE_SIZE_NAMES) sizes[size] = fittedSize(large[0], large[1], IMAGE_SIZES[size]);
  return sizes;
}

/** Every size the server stores of an image this wide and high: the large one fitted from it, the others from the large one. */
export const storedSizes = (width: number, height: number): Record<ImageSize, [number, number]> => sizesFromLarge(fittedSize(width, height, IMAGE_SIZES.large));

/**
 * The image as its folder and sizes (CompactImage), or null when its files do not follow the
 * stored naming (the image is then sent whole): every size's WebP and JPEG under one folder, and
 * the large WebP as its url. The sizes are left out when they are the ones the server makes of
 * an image that big (storedSizes): every image stored since the rule, and every demo drawing.
 */
export function compactImage(image: StoredImage): CompactImage | null {
  const large = image.sizes.large.webp;
  if (!large.endsWith('/large.webp') || image.url !== large) return null;
  const path = large.slice(0, -'/large.webp'.length);
  const sizes: Partial<Record<ImageSize, [number, number]>> = {};
  const expected = storedSizes(image.width, image.height);
  let derived = true;
  for (const size of IMAGE_SIZE_NAMES) {
    const stored = image.sizes[size];
    if (!stored) {
      derived = false;
      continue;
    }
    if (stored.webp !== `${path}/${size}.webp` || stored.jpeg !== `${path}/${size}.jpg`) return null;
    sizes[size] = [stored.width, stored.height];
    if (stored.width !== expected[size][0] || stored.height !== expected[size][1]) derived = false;
  }
  const compact = { path, width: image.width, height: image.height };
  return derived ? compact : { ...compact, sizes: sizes as NonNullable<CompactImage['sizes']> };
}

/** The stored image a compact one names, as the rest of the API sends it. */
export function fullImage(image: CompactImage): StoredImage {
  const sizes: Partial<StoredImage['sizes']> = {};
  const given: Partial<Record<ImageSize, readonly [number, number]>> = image.sizes ?? storedSizes(image.width, image.height);
  for (const size of IMAGE_SIZE_NAMES) {
    const dimensions = given[size];
    if (dimensions) sizes[size] = variant(image.path, size, dimensions);
  }
  const full = sizes as StoredImage['sizes'];
  return { url: full.large.webp, width: image.width, height: image.height, sizes: full };
}

/** An image as sent: whole, or compact when its files follow the stored naming. */
export type SentImage = StoredImage | CompactImage;

export const isCompactImage = (image: SentImage): image is CompactImage => 'path' in image;

/** An image as the queue sends it: compact where its files follow the stored naming, whole otherwise. */
export const sentImage = (image: StoredImage): SentImage => compactImage(image) ?? image;

/** The stored image of an image as sent, whole or compact. */
export const shownImage = (image: SentImage): StoredImage => (isCompactImage(image) ? fullImage(image) : image);
