import { and, eq, inArray } from 'drizzle-orm';
import type { Artwork, BrowseQuery, BrowseResult } from '@vernissage/core/schemas';
import { BROWSE_TOTAL_LIMIT } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { artworks, users } from '../../db/schema/index.ts';
import { artworkRowColumns, toArtwork } from '../artworks/index.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { filters } from './repository.ts';

/**
 * All Artworks sorted For you: the works the query matches, in the collector's taste order
 * (`order`, from the taste module). Matching works the ranking does not hold (sold or on hold,
 * when those are shown) follow it, newest first. The database finds the matches by its indexes
 * and reads the rows of one page; the order itself is the in-memory ranking's.
 */
export async function browseForYou(db: Database, query: BrowseQuery, order: readonly number[]): Promise<BrowseResult> {
  const matching = await db
    .select({ id: artworks.id })
    .from(artworks)
    .where(and(...filters(query)));
  const ids = new Set(matching.map((row) => row.id));
  const ranked = order.filter((id) => ids.has(id));
  const inRanking = new Set(ranked);
  const unranked = [...ids].filter((id) => !inRanking.has(id)).sort((a, b) => b - a);
  const all = [...ranked, ...unranked];

  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, 'for-you');
  const start = cursor?.sort === 'for-you' ? cursor.position : 0;
  const pageIds = all.slice(start, start + query.limit);
  const rows = pageIds.length
    ? await db
        .select(artworkRowColumns)
        .from(artworks)
        .innerJoin(users, eq(artworks.userId, users.id))
        .where(inArray(artworks.id, pageIds))
    : [];
  const byId = new Map(rows.map((row) => [row.artwork.id, row]));
  const items: Artwork[] = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toArtwork(row)] : [];
  });
  const end = start + pageIds.length;
  // Counted as the SQL orders count, so the figure does not change with the sort.
  return { total: Math.min(all.length, BROWSE_TOTAL_LIMIT), totalCapped: all.length > BROWSE_TOTAL_LIMIT, items, nextCursor: end < all.length ? encodeCursor({ sort: 'for-you', position: end }) : null };
}
