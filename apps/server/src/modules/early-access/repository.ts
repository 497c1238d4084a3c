import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ArtistProfile, Artwork, EarlyAccessArtistOption, EarlyAccessEdit, EarlyAccessRow, EarlyAccessWorkOption, StoredImage } from '@vernissage/core/schemas';
import type { Executor as ExecutorType } from '../../db/client.ts';
import { artworks, earlyAccess, earlyAccessArtists, earlyAccessArtworks, users } from '../../db/schema/index.ts';
import { artworkRowColumns, toArtwork } from '../artworks/index.ts';

type Executor = ExecutorType;
export type EarlyAccessRecord = typeof earlyAccess.$inferSelect;
export type EarlyAccessValues = Omit<typeof earlyAccess.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Artists and merchants who list works: the people an early access may feature. */
const SELLER_ROLES = ['artist', 'merchant'] as const;

export async function findEarlyAccess(db: Executor, id: number): Promise<EarlyAccessRecord | null> {
  const [row] = await db.select().from(earlyAccess).where(eq(earlyAccess.id, id)).limit(1);
  return row ?? null;
}

/** The early access the public page shows: the newest active one. */
export async function findActiveEarlyAccess(db: Executor): Promise<EarlyAccessRecord | null> {
  const [row] = await db.select().from(earlyAccess).where(eq(earlyAccess.status, '1')).orderBy(desc(earlyAccess.createdAt), desc(earlyAccess.id)).limit(1);
  return row ?? null;
}

export async function chosenIds(db: Executor, id: number): Promise<{ artistIds: string[]; artworkIds: number[] }> {
  const [artists, works] = await Promise.all([
    db.select({ id: earlyAccessArtists.userId }).from(earlyAccessArtists).where(eq(earlyAccessArtists.earlyAccessId, id)),
    db.select({ id: earlyAccessArtworks.artworkId }).from(earlyAccessArtworks).where(eq(earlyAccessArtworks.earlyAccessId, id)).orderBy(asc(earlyAccessArtworks.artworkId)),
  ]);
  return { artistIds: artists.map((row) => row.id), artworkIds: works.map((row) => row.id) };
}

export async function toEdit(db: Executor, row: EarlyAccessRecord): Promise<EarlyAccessEdit> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    earlyDate: row.earlyDate,
    status: row.status,
    discount: row.discount,
    images: row.imageUrls,
    ...(await chosenIds(db, row.id)),
  };
}

export async function listEarlyAccess(db: Executor, offset: number, limit: number): Promise<{ total: number; items: EarlyAccessRow[] }> {
  const artistCount = sql<number>`(select count(*)::int from ${earlyAccessArtists} where ${earlyAccessArtists.earlyAccessId} = ${earlyAccess.id})`;
  const workCount = sql<number>`(select count(*)::int from ${earlyAccessArtworks} where ${earlyAccessArtworks.earlyAccessId} = ${earlyAccess.id})`;
  const [rows, totals] = await Promise.all([
    db
      .select({ id: earlyAccess.id, title: earlyAccess.title, earlyDate: earlyAccess.earlyDate, status: earlyAccess.status, discount: earlyAccess.discount, artistCount, workCount })
      .from(earlyAccess)
      .orderBy(desc(earlyAccess.createdAt), desc(earlyAccess.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(earlyAccess),
  ]);
  return { total: totals[0]?.total ?? 0, items: rows };
}

export async function insertEarlyAccess(db: Executor, values: EarlyAccessValues): Promise<EarlyAccessRecord> {
  const [row] = await db.insert(earlyAccess).values(values).returning();
  return row!;
}

export async function updateEarlyAccess(db: Executor, id: number, values: Partial<EarlyAccessValues>): Promise<EarlyAccessRecord | null> {
  const [row] = await db
    .update(earlyAccess)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(earlyAccess.id, id))
    .returning();
  return row ?? null;
}

/**
 * Adds an image at the end, in one statement so two uploads at once cannot pass the limit: null
 * when the early access is gone or already holds `max` images.
 */
export async function appendImage(db: Executor, id: number, image: StoredImage, max: number): Promise<EarlyAccessRecord | null> {
  const [row] = await db
    .update(earlyAccess)
    .set({ imageUrls: sql`${earlyAccess.imageUrls} || ${JSON.stringify([image])}::jsonb`, updatedAt: new Date() })
    .where(and(eq(earlyAccess.id, id), sql`jsonb_array_length(${earlyAccess.imageUrls}) < ${max}`))
    .returning();
  return row ?? null;
}

/** Replaces the chosen artists and works of an early access. */
export async function replaceChoices(db: Executor, id: number, artistIds: readonly string[], artworkIds: readonly number[]): Promise<void> {
  await db.delete(earlyAccessArtists).where(eq(earlyAccessArtists.earlyAccessId, id));
  await db.delete(earlyAccessArtworks).where(eq(earlyAccessArtworks.earlyAccessId, id));
  if (artistIds.length) await db.insert(earlyAccessArtists).values([...new Set(artistIds)].map((userId) => ({ earlyAccessId: id, userId })));
  if (artworkIds.length) await db.insert(earlyAccessArtworks).values([...new Set(artworkIds)].map((artworkId) => ({ earlyAccessId: id, artworkId })));
}

export async function deleteEarlyAccess(db: Executor, id: number): Promise<boolean> {
  const gone = await db.delete(earlyAccess).where(eq(earlyAccess.id, id)).returning({ id: earlyAccess.id });
  return gone.length > 0;
}

/** Artists and merchants with at least one listed work, by name. */
export async function artistOptions(db: Executor, ids?: readonly string[]): Promise<EarlyAccessArtistOption[]> {
  const workCount = count(artworks.id);
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role, workCount })
    .from(users)
    .innerJoin(artworks, and(eq(artworks.userId, users.id), eq(artworks.status, '1')))
    .where(and(inArray(users.role, [...SELLER_ROLES]), ids ? inArray(users.id, [...ids]) : undefined))
    .groupBy(users.id)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  return rows.map((row) => ({ ...row, workCount: Number(row.workCount) }));
}

/** The listed works of the artists named, by artist name then title. */
export async function workOptions(db: Executor, artistIds: readonly string[]): Promise<EarlyAccessWorkOption[]> {
  if (!artistIds.length) return [];
  return db
    .select({ id: artworks.id, title: artworks.workTitle, artistId: users.id, artistName: users.name, price: artworks.price, sold: artworks.sold })
    .from(artworks)
    .innerJoin(users, eq(artworks.userId, users.id))
    .where(and(inArray(artworks.userId, [...artistIds]), eq(artworks.status, '1'), inArray(users.role, [...SELLER_ROLES])))
    .orderBy(asc(sql`lower(${users.name})`), asc(sql`lower(${artworks.workTitle})`), asc(artworks.id));
}

/** The early access' listed works in the public artwork shape, by id. */
export async function featuredWorks(db: Executor, id: number): Promise<Artwork[]> {
  const rows = await db
    .select(artworkRowColumns)
    .from(earlyAccessArtworks)
    .innerJoin(artworks, eq(earlyAccessArtworks.artworkId, artworks.id))
    .innerJoin(users, eq(artworks.userId, users.id))
    .where(and(eq(earlyAccessArtworks.earlyAccessId, id), eq(artworks.status, '1')))
    .orderBy(asc(artworks.id));
  return rows.map(toArtwork);
}

/** The early access' artists as their public profiles, by name. */
export async function featuredArtists(db: Executor, id: number): Promise<ArtistProfile[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      logo: users.logo,
      publicId: users.publicId,
      bio: users.bio,
      exhibitionHistory: users.exhibitionHistory,
      educationHistory: users.educationHistory,
    })
    .from(earlyAccessArtists)
    .innerJoin(users, eq(earlyAccessArtists.userId, users.id))
    .where(eq(earlyAccessArtists.earlyAccessId, id))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  return rows.map((row) => ({ ...row, logo: row.logo ?? null }));
}
