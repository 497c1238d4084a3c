import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Artwork, SharedLinkRow, SharedLinkType } from '@vernissage/core/schemas';
import { curatedSetPath, selectionPath } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { artworks, sharedLinks, users } from '../../db/schema/index.ts';
import { artworkRowColumns, toArtwork } from '../artworks/index.ts';

export type SharedLinkRecord = typeof sharedLinks.$inferSelect;

/** Suffixes tried after the slug itself ('-2' … '-20') before a random one. */
const NUMBERED_TRIES = 20;

type NewLink = Omit<typeof sharedLinks.$inferInsert, 'id' | 'shareUrl' | 'createdAt'>;

/**
 * Stores a link under `slug`, or the first free 'slug-2', 'slug-3' …: share_url is unique across
 * both kinds, and a taken one is skipped by the database (ON CONFLICT), never by a read first.
 */
export async function insertLink(db: Database, slug: string, values: NewLink): Promise<SharedLinkRecord> {
  const candidates = [slug, ...Array.from({ length: NUMBERED_TRIES - 1 }, (_, index) => `${slug}-${index + 2}`), `${slug}-${randomBytes(4).toString('hex')}`];
  for (const shareUrl of candidates) {
    const [row] = await db
      .insert(sharedLinks)
      .values({ ...values, shareUrl })
      .onConflictDoNothing({ target: sharedLinks.shareUrl })
      .returning();
    if (row) return row;
  }
  throw new Error(`no free share_url for ${slug}`);
}

export async function findLinkById(db: Database, id: number): Promise<SharedLinkRecord | null> {
  const [row] = await db.select().from(sharedLinks).where(eq(sharedLinks.id, id)).limit(1);
  return row ?? null;
}

/** The stored selection with this segment, so sharing one selection twice gives one link. */
export async function findSelectionBySegment(db: Database, segment: string): Promise<SharedLinkRecord | null> {
  const [row] = await db
    .select()
    .from(sharedLinks)
    .where(and(eq(sharedLinks.type, 'filter'), sql`${sharedLinks.filter} ->> 'segment' = ${segment}`))
    .orderBy(sharedLinks.id)
    .limit(1);
  return row ?? null;
}

export async function findCuratedSet(db: Database, shareUrl: string): Promise<SharedLinkRecord | null> {
  const [row] = await db
    .select()
    .from(sharedLinks)
    .where(and(eq(sharedLinks.type, 'curate'), eq(sharedLinks.shareUrl, shareUrl)))
    .limit(1);
  return row ?? null;
}

/** The listed works among `ids`, in the order of `ids`; works since removed or hidden are left out. */
export async function listedWorksByIds(db: Database, ids: readonly number[]): Promise<Artwork[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(artworkRowColumns)
    .from(artworks)
    .innerJoin(users, eq(artworks.userId, users.id))
    .where(and(inArray(artworks.id, [...ids]), eq(artworks.status, '1')));
  const byId = new Map(rows.map((row) => [row.artwork.id, toArtwork(row)]));
  return ids.map((id) => byId.get(id)).filter((work): work is Artwork => work !== undefined);
}

export function pathOf(row: Pick<SharedLinkRecord, 'type' | 'shareUrl' | 'id'>): string {
  return row.type === 'curate' ? curatedSetPath(row.shareUrl) : selectionPath(row.shareUrl, row.id);
}

export function toRow(row: SharedLinkRecord): SharedLinkRow {
  const type: SharedLinkType = row.type;
  return {
    id: row.id,
    type,
    shareUrl: row.shareUrl,
    path: pathOf(row),
    title: type === 'curate' ? (row.title ?? '') : null,
    workCount: type === 'curate' ? row.artworkIds.length : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every shared link, newest first, one page of them, with the total. */
export async function listLinks(db: Database, offset: number, limit: number): Promise<{ total: number; items: SharedLinkRow[] }> {
  const [rows, totals] = await Promise.all([
    db.select().from(sharedLinks).orderBy(desc(sharedLinks.createdAt), desc(sharedLinks.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(sharedLinks),
  ]);
  return { total: totals[0]?.total ?? 0, items: rows.map(toRow) };
}

/** Deletes the links named; ids that name none are ignored. How many went. */
export async function deleteLinks(db: Database, ids: readonly number[]): Promise<number> {
  const gone = await db
    .delete(sharedLinks)
    .where(inArray(sharedLinks.id, [...ids]))
    .returning({ id: sharedLinks.id });
  return gone.length;
}

/** Curated sets for the sitemap, most recent first. */
export async function curatedSetsForSitemap(db: Database, limit: number): Promise<Array<{ shareUrl: string; createdAt: Date }>> {
  return db
    .select({ shareUrl: sharedLinks.shareUrl, createdAt: sharedLinks.createdAt })
    .from(sharedLinks)
    .where(eq(sharedLinks.type, 'curate'))
    .orderBy(desc(sharedLinks.createdAt), desc(sharedLinks.id))
    .limit(limit);
}
