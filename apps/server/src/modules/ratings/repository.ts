import { inArray, sql } from 'drizzle-orm';
import type { VisitorRating } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { artworks, ratings } from '../../db/schema/index.ts';

/**
 * Stores a visitor's ratings for the account in the order they were given. Works the account
 * has rated since keep that rating (it is newer); unknown works are skipped. Returns how many
 * were stored.
 */
export async function storeVisitorRatings(db: Database, userId: string, given: readonly VisitorRating[]): Promise<number> {
  if (!given.length) return 0;
  const ids = [...new Set(given.map((rating) => rating.artworkId))];
  const known = new Set((await db.select({ id: artworks.id }).from(artworks).where(inArray(artworks.id, ids))).map((row) => row.id));
  const now = Date.now();
  // The last rating of a work wins, as it did in the browser.
  const latest = new Map<number, VisitorRating>();
  for (const rating of given) if (known.has(rating.artworkId)) latest.set(rating.artworkId, rating);
  const rows = [...latest.values()].map((rating) => {
    const at = new Date(Math.min(Date.parse(rating.ratedAt), now));
    return { userId, artworkId: rating.artworkId, rating: rating.rating, source: 'visitor' as const, createdAt: at, updatedAt: at };
  });
  if (!rows.length) return 0;
  const inserted = await db
    .insert(ratings)
    .values(rows)
    .onConflictDoNothing({ target: [ratings.userId, ratings.artworkId] })
    .returning({ id: sql`1` });
  return inserted.length;
}
