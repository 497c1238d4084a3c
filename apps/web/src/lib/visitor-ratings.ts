import { VISITOR_RATINGS_MAX, visitorRatingSchema, type VisitorRating } from '@vernissage/core/schemas';
import { z } from 'zod';
import { jsonFormat, storedValue } from './browser-storage.ts';

/** A visitor's likes and dislikes, kept in this browser until an account takes them over. */
export const VISITOR_RATINGS_KEY = 'visitor_ratings';

const EMPTY: VisitorRating[] = [];
const visitorRatings = storedValue('local', VISITOR_RATINGS_KEY, jsonFormat(z.array(visitorRatingSchema)), EMPTY);

export function readVisitorRatings(): VisitorRating[] {
  return visitorRatings.read();
}

/** Records (or replaces) the visitor's rating of a work; 'unrated' removes it. */
export function recordVisitorRating(artworkId: number, rating: 1 | -1 | 'unrated'): void {
  const others = readVisitorRatings().filter((entry) => entry.artworkId !== artworkId);
  const ratings = rating === 'unrated' ? others : [...others, { artworkId, rating, ratedAt: new Date().toISOString() }];
  visitorRatings.write(ratings.slice(-VISITOR_RATINGS_MAX));
}

export function visitorRatingOf(artworkId: number): 1 | -1 | null {
  return readVisitorRatings().find((entry) => entry.artworkId === artworkId)?.rating ?? null;
}

export function clearVisitorRatings(): void {
  visitorRatings.remove();
}
