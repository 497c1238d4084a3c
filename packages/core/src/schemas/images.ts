import { z } from 'zod';

/** One size of a stored image, as WebP with a JPEG fallback. */
export const imageVariantSchema = z.object({
  webp: z.string(),
  jpeg: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * A stored image in every size the product serves (thumb for the 60x60 strip, small for pictures
 * a phone draws about 150 to 250 pixels wide, card for grids, medium for a main picture on a phone
 * or a desktop's page, large for the detail view and zoom), WebP with a JPEG fallback. `url` is
 * the large WebP, the spec's `image_urls[].url`. Images stored before the small or the medium size
 * existed have none.
 */
export const storedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.object({ thumb: imageVariantSchema, small: imageVariantSchema.optional(), card: imageVariantSchema, medium: imageVariantSchema.optional(), large: imageVariantSchema }),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

const dimensions = z.tuple([z.number().int(), z.number().int()]);

/**
 * A stored image whose files follow the stored naming (`{path}/{size}.webp` and `.jpg`, the
 * large WebP as its `url`), sent as that folder and each size's width and height: a queue card's
 * picture in 150 bytes instead of 650. `sizes` is left out when they are the ones the server makes
 * of an image `width` × `height` (storedSizes: the large size fitted inside 1600 px, each smaller
 * one fitted from it, sides rounded), and the picture is then 55 bytes. `compactImage` and
 * `fullImage` (@vernissage/core/images) turn one into the other.
 */
export const compactImageSchema = z.object({
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.object({ thumb: dimensions, small: dimensions.optional(), card: dimensions, medium: dimensions.optional(), large: dimensions }).optional(),
});
export type CompactImage = z.infer<typeof compactImageSchema>;
