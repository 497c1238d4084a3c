import { IMAGE_SIZE_NAMES } from './constants.ts';
import type { CompactImage, StoredImage } from './schemas/images.ts';

/*
 * A stored image sent compactly, and read back, without zod: the gallery reads its queue's
 * pictures on its first visit (decision record 037, 049).
 */

/** One size's files under a folder, as the server stores them (apps/server lib/images.ts). */
const variant = (path: string, size: string, [width, height]: readonly [number, number]) => ({ webp: `${path}/${size}.webp`, jpeg: `${path}/${size}.jpg`, width, height });

/**
 * The image as its folder and sizes (CompactImage), or null when its files do not follow the
 * stored naming (the image is then sent whole): every size's WebP and JPEG under one folder, and
 * the large WebP as its url.
 */
export function compactImage(image: StoredImage): CompactImage | null {
  const large = image.sizes.large.webp;
  if (!large.endsWith('/large.webp') || image.url !== large) return null;
  const path = large.slice(0, -'/large.webp'.length);
  const sizes: Partial<Record<keyof StoredImage['sizes'], [number, number]>> = {};
  for (const size of IMAGE_SIZE_NAMES) {
    const stored = image.sizes[size];
    if (!stored) continue;
    if (stored.webp !== `${path}/${size}.webp` || stored.jpeg !== `${path}/${size}.jpg`) return null;
    sizes[size] = [stored.width, stored.height];
  }
  return { path, width: image.width, height: image.height, sizes: sizes as CompactImage['sizes'] };
}

/** The stored image a compact one names, as the rest of the API sends it. */
export function fullImage(image: CompactImage): StoredImage {
  const sizes: Partial<StoredImage['sizes']> = {};
  for (const size of IMAGE_SIZE_NAMES) {
    const dimensions = image.sizes[size];
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
