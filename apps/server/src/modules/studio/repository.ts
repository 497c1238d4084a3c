import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { StateCounts, StoredImage, StudioSort, WorkState } from '@vernissage/core/schemas';
import type { Executor } from '../../db/client.ts';
import { artworks, orderItems, studioUploads, users, type ArtworkStatus } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/like-pattern.ts';

export type WorkRecord = typeof artworks.$inferSelect & { sellerName: string };
export type WorkValues = Omit<typeof artworks.$inferInsert, 'id' | 'createdAt' | 'userId'>;

const recordColumns = { work: artworks, sellerName: users.name };

/** One work with its seller's name, whatever its state; null when there is none. */
export async function findWork(db: Executor, id: number): Promise<WorkRecord | null> {
  const [row] = await db.select(recordColumns).from(artworks).innerJoin(users, eq(artworks.userId, users.id)).where(eq(artworks.id, id)).limit(1);
  return row ? { ...row.work, sellerName: row.sellerName } : null;
}

/** The same, locked for the rest of the transaction (a sale may be holding it at this moment). */
export async function findWorkForUpdate(tx: Executor, id: number): Promise<WorkRecord | null> {
  const [row] = await tx.select(recordColumns).from(artworks).innerJoin(users, eq(artworks.userId, users.id)).where(eq(artworks.id, id)).limit(1).for('update', { of: artworks });
  return row ? { ...row.work, sellerName: row.sellerName } : null;
}

export async function insertWork(db: Executor, values: WorkValues & { userId: string }): Promise<number> {
  const [row] = await db.insert(artworks).values(values).returning({ id: artworks.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateWork(db: Executor, id: number, values: Partial<WorkValues>): Promise<void> {
  await db
    .update(artworks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(artworks.id, id));
}

export async function deleteWork(db: Executor, id: number): Promise<void> {
  await db.delete(artworks).where(eq(artworks.id, id));
}

/** True when any order (open, confirmed or released) names the work: its history must stay. */
export async function hasOrders(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: orderItems.artworkId }).from(orderItems).where(eq(orderItems.artworkId, id)).limit(1);
  return row !== undefined;
}

/**
 * Sets the works' status. A work listed for the first time keeps that time (`listedAt`, set once),
 * and it becomes its `createdAt` too: the catalogue's orders by time (Newest, Popular's ties, an
 * artist's works, the overview's new works) place a work when it came into the catalogue, not when
 * its draft was begun (decision record 063).
 */
export async function setStatus(db: Executor, ids: readonly number[], status: ArtworkStatus): Promise<void> {
  if (!ids.length) return;
  const listed =
    status === '1'
      ? { listedAt: sql`coalesce(${artworks.listedAt}, now())`, createdAt: sql`case when ${artworks.listedAt} is null then now() else ${artworks.createdAt} end` }
      : {};
  await db
    .update(artworks)
    .set({ status, updatedAt: new Date(), ...listed })
    .where(inArray(artworks.id, [...ids]));
}

export async function findWorksForUpdate(tx: Executor, ids: readonly number[]): Promise<WorkRecord[]> {
  const rows = await tx
    .select(recordColumns)
    .from(artworks)
    .innerJoin(users, eq(artworks.userId, users.id))
    .where(inArray(artworks.id, [...ids]))
    .orderBy(asc(artworks.id))
    .for('update', { of: artworks });
  return rows.map((row) => ({ ...row.work, sellerName: row.sellerName }));
}

// ——— uploads ———

export async function insertUpload(db: Executor, values: typeof studioUploads.$inferInsert): Promise<void> {
  await db.insert(studioUploads).values(values);
}

/** The uploads among `urls` that one of `userIds` made. */
export async function findUploads(db: Executor, urls: readonly string[], userIds: readonly string[]): Promise<Map<string, typeof studioUploads.$inferSelect>> {
  if (!urls.length) return new Map();
  const rows = await db
    .select()
    .from(studioUploads)
    .where(and(inArray(studioUploads.url, [...urls]), inArray(studioUploads.userId, [...userIds])));
  return new Map(rows.map((row) => [row.url, row]));
}

/**
 * No work names the upload's image (as its `url`) any more. Written as an equality on each shown
 * image's url, so the database hashes every work's images once (a hash anti join): a containment
 * test per upload scanned every work for each one (20,000 works and 30,000 uploads: 78 ms
 * against 504 s on the embedded database).
 */
const unnamed = sql`not exists (select 1 from ${artworks} cross join lateral jsonb_array_elements(${artworks.imageUrls}) as shown(image) where shown.image ->> 'url' = ${studioUploads.url})`;

/**
 * Forgets the uploads among `urls` that no work names any more (a deleted work's, unless a copy
 * of it still shows them), answering their images for their files to be deleted.
 */
export async function forgetUnnamedUploads(db: Executor, urls: readonly string[]): Promise<StoredImage[]> {
  if (!urls.length) return [];
  const rows = await db
    .delete(studioUploads)
    .where(and(inArray(studioUploads.url, [...urls]), unnamed))
    .returning({ image: studioUploads.image });
  return rows.map((row) => row.image);
}

/**
 * Forgets up to `limit` uploads made before `before` that no work names (uploaded and never
 * saved, or taken off the works that showed them), answering their images. Two processes
 * sweeping at once each get their own rows: a row is deleted once.
 */
export async function forgetStaleUploads(db: Executor, before: Date, limit: number): Promise<StoredImage[]> {
  const stale = db
    .select({ url: studioUploads.url })
    .from(studioUploads)
    .where(and(lt(studioUploads.createdAt, before), unnamed))
    .limit(limit);
  const rows = await db
    .delete(studioUploads)
    .where(and(inArray(studioUploads.url, stale), unnamed))
    .returning({ image: studioUploads.image });
  return rows.map((row) => row.image);
}

// ——— lists ———

/** A work's state as its seller reads it: sale and hold come first, then the seller's choice. */
export const stateSql = sql<WorkState>`case when ${artworks.sold} = 1 then 'sold' when ${artworks.sold} = 2 then 'on_hold' when ${artworks.status} = 'draft' then 'draft' when ${artworks.status} = '1' then 'listed' else 'hidden' end`;

function stateFilter(state: WorkState): SQL {
  switch (state) {
    case 'sold':
      return eq(artworks.sold, 1);
    case 'on_hold':
      return eq(artworks.sold, 2);
    case 'draft':
      return and(eq(artworks.sold, 0), eq(artworks.status, 'draft'))!;
    case 'listed':
      return and(eq(artworks.sold, 0), eq(artworks.status, '1'))!;
    case 'hidden':
      return and(eq(artworks.sold, 0), eq(artworks.status, '0'))!;
  }
}

const ORDER: Record<StudioSort, SQL[]> = {
  newest: [desc(artworks.createdAt), desc(artworks.id)],
  oldest: [asc(artworks.createdAt), asc(artworks.id)],
  title: [asc(sql`lower(${artworks.workTitle})`), asc(artworks.id)],
  'price-asc': [asc(artworks.price), asc(artworks.id)],
  'price-desc': [desc(artworks.price), desc(artworks.id)],
};

export interface WorkListOptions {
  /** One seller's works; every seller's when absent (the admin). */
  sellerId?: string | undefined;
  q?: string | undefined;
  /** Match the text against the seller's name too (the admin's search). */
  searchSeller?: boolean;
  state?: WorkState | undefined;
  sold?: 'yes' | 'no' | undefined;
  sort: StudioSort;
  offset: number;
  limit: number;
}

/** A page of works with the total matching and the counts by state (before the state filter). */
export async function listWorks(db: Executor, options: WorkListOptions): Promise<{ total: number; counts: StateCounts; rows: WorkRecord[] }> {
  const scope: SQL[] = [];
  if (options.sellerId) scope.push(eq(artworks.userId, options.sellerId));
  if (options.q) {
    const pattern = likePattern(options.q);
    scope.push(options.searchSeller ? or(ilike(artworks.workTitle, pattern), ilike(users.name, pattern))! : ilike(artworks.workTitle, pattern));
  }
  if (options.sold === 'yes') scope.push(eq(artworks.sold, 1));
  if (options.sold === 'no') scope.push(sql`${artworks.sold} <> 1`);
  const filtered = options.state ? [...scope, stateFilter(options.state)] : scope;
  const [rows, totals, byState] = await Promise.all([
    db
      .select(recordColumns)
      .from(artworks)
      .innerJoin(users, eq(artworks.userId, users.id))
      .where(and(...filtered))
      .orderBy(...ORDER[options.sort])
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(artworks).innerJoin(users, eq(artworks.userId, users.id)).where(and(...filtered)),
    db
      .select({ state: stateSql, n: count() })
      .from(artworks)
      .innerJoin(users, eq(artworks.userId, users.id))
      .where(and(...scope))
      .groupBy(stateSql),
  ]);
  const counts: StateCounts = { draft: 0, listed: 0, hidden: 0, on_hold: 0, sold: 0 };
  for (const row of byState) counts[row.state] = row.n;
  return { total: totals[0]?.total ?? 0, counts, rows: rows.map((row) => ({ ...row.work, sellerName: row.sellerName })) };
}

/** Artists and merchants with at least one work, by name, with how many works each has. */
export async function listSellers(db: Executor): Promise<Array<{ id: string; name: string; works: number }>> {
  return db
    .select({ id: users.id, name: users.name, works: count(artworks.id) })
    .from(users)
    .innerJoin(artworks, eq(artworks.userId, users.id))
    .groupBy(users.id, users.name)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}
