import { z } from 'zod';
import { storableInstant } from './instants.ts';
import { VISITOR_RATINGS_MAX } from '../constants.ts';
import { rowId } from './ids.ts';

/** A stored rating: 1 like, -1 dislike, 0 neutral (unrated, -2, is the absence of one). */
export const ratingValueSchema = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
export type RatingValue = z.infer<typeof ratingValueSchema>;

// In constants.ts (no zod), for the visitor's own pages (decision record 037).
export { VISITOR_RATINGS_MAX } from '../constants.ts';

/** A rating a visitor made before having an account, kept in the browser. */
export const visitorRatingSchema = z.object({
  artworkId: rowId(),
  rating: z.union([z.literal(1), z.literal(-1)]),
  /** When it was given (ISO); keeps the history in the order it happened. */
  ratedAt: storableInstant(),
});
export type VisitorRating = z.infer<typeof visitorRatingSchema>;

/** The spec's store-calculation step: a new account takes over the visitor's ratings. */
export const visitorRatingsSchema = z.object({ ratings: z.array(visitorRatingSchema).max(VISITOR_RATINGS_MAX) });
export const visitorRatingsResultSchema = z.object({ stored: z.number().int() });
