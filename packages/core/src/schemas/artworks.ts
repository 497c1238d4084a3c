import { z } from 'zod';
import { storedImageSchema } from './images.ts';
import { QUERY_OFFSET_MAX, queryWholeOr } from './query-numbers.ts';

export const soldSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const formalValueSchema = z.object({
  id: z.number().int().min(1).max(14),
  name: z.string(),
  value: z.number().min(0).max(1),
});

export const artistSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: storedImageSchema.nullable(),
});

export const artworkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML, sanitised when stored. */
  description: z.string(),
  artist: artistSummarySchema,
  yearCreated: z.number().int().nullable(),
  workStartDate: z.string().nullable(),
  workEndDate: z.string().nullable(),
  /** Inches. */
  width: z.number(),
  height: z.number(),
  price: z.number(),
  discountPercent: z.number().nullable(),
  discountedPrice: z.number().nullable(),
  sold: soldSchema,
  // Public reads show listed works ('1') only; the studio's drafts and hidden works carry the others.
  status: z.enum(['1', '0', 'draft']),
  isFramed: z.boolean(),
  partOfSeries: z.boolean(),
  seriesName: z.string().nullable(),
  uniqueCopy: z.boolean(),
  editionSize: z.number().int().nullable(),
  videoUrl: z.string().nullable(),
  images: z.array(storedImageSchema),
  colours: z.array(z.number().int()),
  subjects: z.array(z.number().int()),
  mediums: z.array(z.number().int()),
  surfaces: z.array(z.number().int()),
  formal: z.array(formalValueSchema),
  createdAt: z.string(),
});
export type Artwork = z.infer<typeof artworkSchema>;

export const artworkListQuerySchema = z.object({
  offset: queryWholeOr(0, QUERY_OFFSET_MAX, 0),
  limit: queryWholeOr(1, 500, 24),
  artistId: z.string().optional(),
});
export const artworkListSchema = z.object({
  total: z.number().int(),
  items: z.array(artworkSchema),
});
export type ArtworkList = z.infer<typeof artworkListSchema>;


/**
 * What the artwork page shows about its artist: public profile data only (never e-mail or
 * phone). Bio and histories are HTML, sanitised when stored.
 */
export const artistProfileSchema = artistSummarySchema.extend({
  /** The number in the artist's public page address (artistPath). */
  publicId: z.number().int(),
  bio: z.string().nullable(),
  exhibitionHistory: z.string().nullable(),
  educationHistory: z.string().nullable(),
});
export type ArtistProfile = z.infer<typeof artistProfileSchema>;

/** GET /api/artworks/{id}: the work with its artist's public profile (spec get-single-work-details). */
export const artworkDetailSchema = artworkSchema.extend({ artistProfile: artistProfileSchema });
export type ArtworkDetail = z.infer<typeof artworkDetailSchema>;

/** Other works by the same artist, for the artwork page (spec get-artist-artworks/{uid}/{currentArtWorkId}). */
export const artistWorksQuerySchema = z.object({
  limit: queryWholeOr(1, 48, 12),
});
