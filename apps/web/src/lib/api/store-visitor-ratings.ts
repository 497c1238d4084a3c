import { apiRequest, typed } from '../api-client.ts';
import { clearVisitorRatings, readVisitorRatings } from '../visitor-ratings.ts';

/**
 * Hands the ratings this browser made as a visitor to the account just signed in (the spec's
 * store-calculation step). They are forgotten here only once the server has them, so a failure
 * keeps them for the next sign-in.
 */
export async function storeVisitorRatings(): Promise<number> {
  const ratings = readVisitorRatings();
  if (!ratings.length) return 0;
  const { stored } = await apiRequest('/api/ratings/visitor', typed<{ stored: number }>(), { method: 'POST', body: { ratings } });
  clearVisitorRatings();
  return stored;
}
