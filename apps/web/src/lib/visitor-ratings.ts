import { VISITOR_RATINGS_MAX, visitorRatingSchema, type VisitorRating } from '@vernissage/core/schemas';
import { z } from 'zod';

/** A visitor's likes and dislikes, kept in this browser until an account takes them over. */
export const VISITOR_RATINGS_KEY = 'visitor_ratings';

const storedSchema = z.array(visitorRatingSchema);

export function readVisitorRatings(): VisitorRating[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(window.localStorage.getItem(VISITOR_RATINGS_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function write(ratings: VisitorRating[]): void {
  try {
    window.localStorage.setItem(VISITOR_RATINGS_KEY, JSON.stringify(ratings.slice(-VISITOR_RATINGS_MAX)));
  } catch {
    // Storage full or unavailable: the rating still counts for this page view.
  }
}

/** Records (or replaces) the visitor's rating of a work; 'unrated' removes it. */
export function recordVisitorRating(artworkId: number, rating: 1 | -1 | 'unrated'): void {
  const others = readVisitorRatings().filter((entry) => entry.artworkId !== artworkId);
  write(rating === 'unrated' ? others : [...others, { artworkId, rating, ratedAt: new Date().toISOString() }]);
}

export function visitorRatingOf(artworkId: number): 1 | -1 | null {
  return readVisitorRatings().find((entry) => entry.artworkId === artworkId)?.rating ?? null;
}

export function clearVisitorRatings(): void {
  try {
    window.localStorage.removeItem(VISITOR_RATINGS_KEY);
  } catch {
    // Nothing to clear.
  }
}
