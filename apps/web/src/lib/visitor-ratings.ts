import { ID_MAX, VISITOR_RATINGS_MAX } from '@vernissage/core/constants';
import type { VisitorRating } from '@vernissage/core/schemas';
import type { Contract } from './api-client.ts';
import { jsonFormat, storedValue } from './browser-storage.ts';

/** A visitor's likes and dislikes, kept in this browser until an account takes them over. */
export const VISITOR_RATINGS_KEY = 'visitor_ratings';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isVisitorRating = (entry: unknown): entry is VisitorRating =>
  isRecord(entry) &&
  typeof entry.artworkId === 'number' &&
  Number.isInteger(entry.artworkId) &&
  entry.artworkId >= 1 &&
  entry.artworkId <= ID_MAX &&
  (entry.rating === 1 || entry.rating === -1) &&
  typeof entry.ratedAt === 'string' &&
  INSTANT.test(entry.ratedAt) &&
  !Number.isNaN(Date.parse(entry.ratedAt));

/**
 * The stored list, checked by hand against visitorRatingSchema's rules (one bad entry and the list
 * reads as absent, as the server would refuse it at sign-up): the crowd's gallery reads it on a
 * visitor's first page, which loads no zod (decision record 037).
 */
const visitorRatingsContract: Contract<VisitorRating[]> = {
  safeParse: (value) =>
    Array.isArray(value) && value.every(isVisitorRating)
      ? { success: true, data: value.map(({ artworkId, rating, ratedAt }) => ({ artworkId, rating, ratedAt })) }
      : { success: false },
};

const EMPTY: VisitorRating[] = [];
const visitorRatings = storedValue('local', VISITOR_RATINGS_KEY, jsonFormat(visitorRatingsContract), EMPTY);

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
