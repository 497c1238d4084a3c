import { and, count, desc, eq, getTableColumns, ne, type SQL } from 'drizzle-orm';
import { FORMAL_CATEGORIES } from '@vernissage/core/lookups';
import type { Artwork, ArtworkDetail, SessionUser } from '@vernissage/core/schemas';
import { discountedPrice } from '@vernissage/core/text';
import type { Database } from '../../db/client.ts';
import { artworks, clickEvents, users } from '../../db/schema/index.ts';

const FORMAL_NAMES = new Map(FORMAL_CATEGORIES.map((category) => [category.id, category.name]));

// Every column a page shows; not the search document, which only the database reads.
const { search: _search, ...artworkColumns } = getTableColumns(artworks);

/** What toArtwork maps: select these with the artworks joined to their artist (users). */
export const artworkRowColumns = {
  artwork: artworkColumns,
  artist: { id: users.id, name: users.name, logo: users.logo },
};
const columns = artworkRowColumns;

export type ArtworkRow = { artwork: Omit<typeof artworks.$inferSelect, 'search'>; artist: { id: string; name: string; logo: Artwork['artist']['logo'] } };
type Row = ArtworkRow;

export function toArtwork({ artwork: a, artist }: Row): Artwork {
  return {
    id: a.id,
    title: a.workTitle,
    description: a.workDescription,
    artist: { id: artist.id, name: artist.name, logo: artist.logo ?? null },
    yearCreated: a.yearCreated,
    workStartDate: a.workStartDate,
    workEndDate: a.workEndDate,
    width: a.width,
    height: a.height,
    price: a.price,
    discountPercent: a.discountPercent,
    discountedPrice: a.discountPercent ? discountedPrice(a.price, a.discountPercent) : null,
    sold: a.sold,
    status: a.status,
    isFramed: a.isFramed,
    partOfSeries: a.partOfSeries,
    seriesName: a.seriesName,
    uniqueCopy: a.uniqueCopy,
    editionSize: a.editionSize,
    videoUrl: a.videoUrl,
    images: a.imageUrls,
    colours: a.colors,
    subjects: a.subjects,
    mediums: a.mediums,
    surfaces: a.surfaces,
    formal: Object.entries(a.formal)
      .map(([id, value]) => ({ id: Number(id), name: FORMAL_NAMES.get(Number(id)) ?? '', value }))
      .sort((x, y) => x.id - y.id),
    createdAt: a.createdAt.toISOString(),
  };
}

export interface ListArtworksOptions {
  offset: number;
  limit: number;
  artistId?: string | undefined;
}

/** Listed works, newest first. */
export async function listArtworks(db: Database, options: ListArtworksOptions): Promise<{ total: number; items: Artwork[] }> {
  const filters: SQL[] = [eq(artworks.status, '1')];
  if (options.artistId) filters.push(eq(artworks.userId, options.artistId));
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(artworks)
      .innerJoin(users, eq(artworks.userId, users.id))
      .where(where)
      .orderBy(desc(artworks.createdAt), artworks.id)
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(artworks).where(where),
  ]);
  return { total: totals[0]?.total ?? 0, items: rows.map(toArtwork) };
}

export async function findArtwork(db: Database, id: number): Promise<Artwork | null> {
  const [row] = await db
    .select(columns)
    .from(artworks)
    .innerJoin(users, eq(artworks.userId, users.id))
    .where(and(eq(artworks.id, id), eq(artworks.status, '1')))
    .limit(1);
  return row ? toArtwork(row) : null;
}

/** One listed work with its artist's public profile: never the artist's e-mail or phone. */
export async function findArtworkDetail(db: Database, id: number): Promise<ArtworkDetail | null> {
  const [row] = await db
    .select({
      ...columns,
      profile: { publicId: users.publicId, bio: users.bio, exhibitionHistory: users.exhibitionHistory, educationHistory: users.educationHistory },
    })
    .from(artworks)
    .innerJoin(users, eq(artworks.userId, users.id))
    .where(and(eq(artworks.id, id), eq(artworks.status, '1')))
    .limit(1);
  if (!row) return null;
  const artwork = toArtwork(row);
  return { ...artwork, artistProfile: { ...artwork.artist, ...row.profile } };
}

/** The artist's other listed works, newest first; null when the work itself is not listed. */
export async function listOtherWorksByArtist(db: Database, id: number, limit: number): Promise<{ total: number; items: Artwork[] } | null> {
  const [work] = await db
    .select({ userId: artworks.userId })
    .from(artworks)
    .where(and(eq(artworks.id, id), eq(artworks.status, '1')))
    .limit(1);
  if (!work) return null;
  const where = and(eq(artworks.userId, work.userId), eq(artworks.status, '1'), ne(artworks.id, id));
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(artworks)
      .innerJoin(users, eq(artworks.userId, users.id))
      .where(where)
      .orderBy(desc(artworks.createdAt), artworks.id)
      .limit(limit),
    db.select({ total: count() }).from(artworks).where(where),
  ]);
  return { total: totals[0]?.total ?? 0, items: rows.map(toArtwork) };
}

/**
 * Records a view of a listed work (spec store-artwork-click-event): the member's id, e-mail and
 * name, or the anonymous defaults for a visitor. False when the work is not listed.
 */
export async function recordClickEvent(db: Database, artworkId: number, viewer: Pick<SessionUser, 'id' | 'email' | 'name'> | null): Promise<boolean> {
  const [work] = await db
    .select({ id: artworks.id })
    .from(artworks)
    .where(and(eq(artworks.id, artworkId), eq(artworks.status, '1')))
    .limit(1);
  if (!work) return false;
  await db.insert(clickEvents).values(viewer ? { artworkId, userId: viewer.id, email: viewer.email, name: viewer.name } : { artworkId });
  return true;
}
