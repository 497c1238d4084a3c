import { z } from 'zod';
import { ARTIST_MESSAGES, ARTIST_SEARCH_MAX, ARTISTS_OFFSET_MAX, ARTISTS_PAGE_SIZE_DEFAULT, ARTISTS_PAGE_SIZE_MAX } from '../constants.ts';
import { artistProfileSchema, artworkListSchema } from './artworks.ts';
import { imageVariantSchema, storedImageSchema } from './images.ts';
import { ONE_LINE } from './plain-text.ts';
import { queryWholeOr } from './query-numbers.ts';

/**
 * The artists directory (/artists) and an artist's public page (/artists/{name}-{publicId}),
 * spec/02 §2 "Artist profile". Artists and merchants with listed works only; never a private field.
 */

// Kept in the zod-free constants module (the artists pages load no zod) and re-exported here.
export {
  ARTIST_MESSAGES,
  ARTIST_PAGE_WORKS_MAX,
  ARTIST_SEARCH_MAX,
  ARTIST_STRIP_SIZE,
  ARTISTS_OFFSET_MAX,
  ARTISTS_PAGE_SIZE_DEFAULT,
  ARTISTS_PAGE_SIZE_MAX,
} from '../constants.ts';

/** GET /api/artists: searched by name (any case, anywhere in it), paged. */
export const artistsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(ARTIST_SEARCH_MAX)
    .regex(ONE_LINE, ARTIST_MESSAGES.badSearch)
    .optional(),
  offset: queryWholeOr(0, ARTISTS_OFFSET_MAX, 0),
  limit: queryWholeOr(1, ARTISTS_PAGE_SIZE_MAX, ARTISTS_PAGE_SIZE_DEFAULT),
});
export type ArtistsQuery = z.input<typeof artistsQuerySchema>;

/** One work of a directory card's strip: enough to draw its picture and name it. */
export const artistStripWorkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /**
   * The cover's thumb, small (when stored) and card sizes: the strip draws small pictures, sharp on
   * dense screens; null without a cover.
   */
  image: z.object({ thumb: imageVariantSchema, small: imageVariantSchema.optional(), card: imageVariantSchema }).nullable(),
});
export type ArtistStripWork = z.infer<typeof artistStripWorkSchema>;

/** A directory card. `id` is the account's id, as artworks name their artist; `publicId` is in the page's address. */
export const artistCardSchema = z.object({
  id: z.string(),
  publicId: z.number().int(),
  name: z.string(),
  logo: storedImageSchema.nullable(),
  /** Every listed work of theirs (sold and held ones included; never drafts or hidden works). */
  worksCount: z.number().int(),
  works: z.array(artistStripWorkSchema),
});
export type ArtistCard = z.infer<typeof artistCardSchema>;

export const artistsPageSchema = z.object({
  /** Every artist matching the search, across all pages. */
  total: z.number().int(),
  items: z.array(artistCardSchema),
});
export type ArtistsPage = z.infer<typeof artistsPageSchema>;

/**
 * GET /api/artists/{publicId}. The address carries the number as text: anything that is not a
 * whole number in range names no artist and is answered 404, as an unknown one is.
 */
export const artistParamsSchema = z.object({ id: z.string() });

/** An artist's public page: the artwork page's artist profile, with their listed works. */
export const artistPageSchema = artistProfileSchema.extend({ works: artworkListSchema });
export type ArtistPage = z.infer<typeof artistPageSchema>;
