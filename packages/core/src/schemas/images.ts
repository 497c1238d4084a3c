import { z } from 'zod';

const variantSchema = z.object({
  webp: z.string(),
  jpeg: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * A stored image in every size the product serves (thumb for the 60x60 strip, card for grids,
 * large for the detail view), WebP with a JPEG fallback. `url` is the large WebP, the spec's
 * `image_urls[].url`.
 */
export const storedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.object({ thumb: variantSchema, card: variantSchema, large: variantSchema }),
});
export type StoredImage = z.infer<typeof storedImageSchema>;
