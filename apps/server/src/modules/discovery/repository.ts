import { and, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Artwork, BrowseQuery, BrowseResult } from '@vernissage/core/schemas';
import { BROWSE_TOTAL_LIMIT, FORMAL_RANGE_KEYS } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { artworkPopularity, artworks, formalPosition, users } from '../../db/schema/index.ts';
import { artworkRowColumns, toArtwork } from '../artworks/index.ts';
import { decodeCursor, encodeCursor, type BrowseCursor } from './cursor.ts';
import { searchQuery } from './search.ts';

/**
 * Likes plus sales, kept by triggers in artwork_popularity with a copy of created_at (migration
 * 0004, docs/decisions/018): the Popular order reads that table's index, joined only for it.
 */
const popular = artworkPopularity;
/** The exact text of created_at, so a cursor keeps its microseconds. */
const createdText = sql<string>`${artworks.createdAt}::text`;
const priceText = sql<string>`${artworks.buyerPrice}::text`;

const anyOf = (column: SQLWrapper, ids: number[]) => sql`${column} && ${sql.param(ids)}::smallint[]`;

/** Every filter of the query but the cursor: what total counts. */
export function filters(query: BrowseQuery): SQL[] {
  const where: SQL[] = [eq(artworks.status, '1')];
  if (query.available) where.push(eq(artworks.sold, 0));
  const search = query.q ? searchQuery(query.q) : null;
  if (search) where.push(sql`${artworks.search} @@ (${search})`);
  // Whole dollars as a buyer reads them (rounded half up): round(p) >= m ⇔ p >= m − 0.5, and
  // round(p) <= m ⇔ p < m + 0.5, written so the price index serves them.
  if (query.minPrice !== undefined) where.push(sql`${artworks.buyerPrice} >= ${query.minPrice - 0.5}`);
  if (query.maxPrice !== undefined) where.push(sql`${artworks.buyerPrice} < ${query.maxPrice + 0.5}`);
  if (query.minWidth !== undefined) where.push(sql`${artworks.width} >= ${query.minWidth}`);
  if (query.maxWidth !== undefined) where.push(sql`${artworks.width} <= ${query.maxWidth}`);
  if (query.minHeight !== undefined) where.push(sql`${artworks.height} >= ${query.minHeight}`);
  if (query.maxHeight !== undefined) where.push(sql`${artworks.height} <= ${query.maxHeight}`);
  if (query.orientation === 'portrait') where.push(sql`${artworks.height} > ${artworks.width}`);
  if (query.orientation === 'landscape') where.push(sql`${artworks.width} > ${artworks.height}`);
  if (query.orientation === 'square') where.push(sql`${artworks.width} = ${artworks.height}`);
  if (query.colours?.length) where.push(anyOf(artworks.colors, query.colours));
  if (query.subjects?.length) where.push(anyOf(artworks.subjects, query.subjects));
  if (query.mediums?.length) where.push(anyOf(artworks.mediums, query.mediums));
  if (query.surfaces?.length) where.push(anyOf(artworks.surfaces, query.surfaces));
  if (query.framed !== undefined) where.push(eq(artworks.isFramed, query.framed));
  if (query.artistId) where.push(eq(artworks.userId, query.artistId));
  for (const [index, key] of FORMAL_RANGE_KEYS.entries()) {
    const axis = index + 1;
    const range = query[key];
    // A work without the axis has no value there: null is never between, so it does not match.
    if (range) where.push(sql`${formalPosition(artworks.formal, axis)} between ${range.min} and ${range.max}`);
  }
  return where;
}

/** Rows after the cursor, in the sort's order (every key, the id too, in one direction). */
function after(cursor: Exclude<BrowseCursor, { sort: 'for-you' }>): SQL {
  switch (cursor.sort) {
    case 'newest':
      return sql`(${artworks.createdAt}, ${artworks.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
    case 'popular':
      return sql`(${popular.popularity}, ${popular.createdAt}, ${popular.artworkId}) < (${cursor.popularity}::int, ${cursor.createdAt}::timestamptz, ${cursor.id})`;
    case 'price-asc':
      return sql`(${artworks.buyerPrice}, ${artworks.id}) > (${cursor.price}::numeric, ${cursor.id})`;
    case 'price-desc':
      return sql`(${artworks.buyerPrice}, ${artworks.id}) < (${cursor.price}::numeric, ${cursor.id})`;
  }
}

/** The orders the database sorts by; For you is ordered by the taste ranking (for-you.ts). */
export type SqlSort = Exclude<BrowseQuery['sort'], 'for-you'>;

const ORDER: Record<SqlSort, SQL> = {
  newest: sql`${artworks.createdAt} desc, ${artworks.id} desc`,
  popular: sql`${popular.popularity} desc, ${popular.createdAt} desc, ${popular.artworkId} desc`,
  'price-asc': sql`${artworks.buyerPrice} asc, ${artworks.id} asc`,
  'price-desc': sql`${artworks.buyerPrice} desc, ${artworks.id} desc`,
};

type Keys = { id: number; popularity: number; createdText: string; priceText: string };

function cursorAfter(sort: SqlSort, row: Keys): BrowseCursor {
  switch (sort) {
    case 'newest':
      return { sort, createdAt: row.createdText, id: row.id };
    case 'popular':
      return { sort, popularity: row.popularity, createdAt: row.createdText, id: row.id };
    case 'price-asc':
    case 'price-desc':
      return { sort, price: row.priceText, id: row.id };
  }
}

/**
 * The two statements a browse runs: its page (limit + 1 rows, after the cursor) and its total
 * (every filter, no cursor). Exported so the benchmark and the index test EXPLAIN exactly what
 * the route runs.
 */
export function browseStatements(db: Database, query: BrowseQuery & { sort: SqlSort }) {
  const where = filters(query);
  const cursor = query.cursor === undefined ? null : (decodeCursor(query.cursor, query.sort) as Exclude<BrowseCursor, { sort: 'for-you' }>);
  const pageWhere = cursor ? [...where, after(cursor)] : where;
  const byPopularity = query.sort === 'popular';
  const popularity = byPopularity ? sql<number>`${popular.popularity}` : sql<number>`0`;
  const page = db
    .select({ ...artworkRowColumns, keys: { id: artworks.id, popularity, createdText, priceText } })
    .from(artworks)
    .innerJoin(users, eq(artworks.userId, users.id))
    .$dynamic();
  return {
    page: (byPopularity ? page.innerJoin(popular, eq(popular.artworkId, artworks.id)) : page)
      .where(and(...pageWhere))
      .orderBy(ORDER[query.sort])
      // One more than the page: whether a next page exists, without a second query.
      .limit(query.limit + 1),
    // Counted up to one past the limit: enough to say "1,000+" without visiting every match.
    total: db
      .select({ total: count() })
      .from(db.select({ one: sql`1` }).from(artworks).where(and(...where)).limit(BROWSE_TOTAL_LIMIT + 1).as('matches')),
  };
}

/** One page of listed works for All Artworks, with the total over every page; keyset paged, never by offset. */
export async function browseArtworks(db: Database, query: BrowseQuery & { sort: SqlSort }): Promise<BrowseResult> {
  const statements = browseStatements(db, query);
  const [rows, totals] = await Promise.all([statements.page, statements.total]);
  const counted = totals[0]?.total ?? 0;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const items: Artwork[] = page.map(toArtwork);
  return {
    total: Math.min(counted, BROWSE_TOTAL_LIMIT),
    totalCapped: counted > BROWSE_TOTAL_LIMIT,
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor(cursorAfter(query.sort, last.keys)) : null,
  };
}
