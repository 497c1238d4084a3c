import { and, count, countDistinct, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ArtistCard, ArtistProfile, ArtistStripWork, StoredImage } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { artworks, users } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/like-pattern.ts';

/** The roles that have a public page: they list works. */
const MAKERS = ['artist', 'merchant'] as const;

const isMaker = inArray(users.role, [...MAKERS]);
/** A work everyone may see: listed ('1'), sold and held ones included; never a draft or a hidden work. */
const listedWorkOf = and(eq(artworks.userId, users.id), eq(artworks.status, '1'));

export interface ListArtistsOptions {
  q?: string | undefined;
  offset: number;
  limit: number;
  stripSize: number;
}

/**
 * Artists and merchants with at least one listed work, whose name holds `q` (any case): most
 * works first, then by name. Each with the count of their listed works and the newest few.
 */
export async function listArtists(db: Database, options: ListArtistsOptions): Promise<{ total: number; items: ArtistCard[] }> {
  const filters: SQL[] = [isMaker];
  if (options.q) filters.push(ilike(users.name, likePattern(options.q)));
  const where = and(...filters);
  const worksCount = count(artworks.id);
  const [rows, totals] = await Promise.all([
    db
      .select({ id: users.id, publicId: users.publicId, name: users.name, logo: users.logo, worksCount })
      .from(users)
      .innerJoin(artworks, listedWorkOf)
      .where(where)
      .groupBy(users.id)
      .orderBy(desc(worksCount), sql`lower(${users.name})`, users.publicId)
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: countDistinct(users.id) }).from(users).innerJoin(artworks, listedWorkOf).where(where),
  ]);
  const strips = await newestWorks(
    db,
    rows.map((row) => row.id),
    options.stripSize,
  );
  return {
    total: totals[0]?.total ?? 0,
    items: rows.map((row) => ({ ...row, logo: row.logo ?? null, works: strips.get(row.id) ?? [] })),
  };
}

/** The newest `perArtist` listed works of each of these artists, in the order their page lists them. */
async function newestWorks(db: Database, artistIds: string[], perArtist: number): Promise<Map<string, ArtistStripWork[]>> {
  const strips = new Map<string, ArtistStripWork[]>();
  if (artistIds.length === 0) return strips;
  const ranked = db
    .select({
      userId: artworks.userId,
      id: artworks.id,
      title: artworks.workTitle,
      cover: sql<StoredImage | null>`${artworks.imageUrls} -> 0`.as('cover'),
      rank: sql<number>`row_number() over (partition by ${artworks.userId} order by ${artworks.createdAt} desc, ${artworks.id})`.as('rank'),
    })
    .from(artworks)
    .where(and(inArray(artworks.userId, artistIds), eq(artworks.status, '1')))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, perArtist)).orderBy(ranked.userId, ranked.rank);
  for (const row of rows) {
    const strip = strips.get(row.userId) ?? [];
    strip.push({ id: row.id, title: row.title, image: row.cover ? stripImage(row.cover) : null });
    strips.set(row.userId, strip);
  }
  return strips;
}

/** An artist's or merchant's public profile by the number in their page's address: never e-mail, phone or address. */
export async function findArtistProfile(db: Database, publicId: number): Promise<ArtistProfile | null> {
  const [row] = await db
    .select({
      id: users.id,
      publicId: users.publicId,
      name: users.name,
      logo: users.logo,
      bio: users.bio,
      exhibitionHistory: users.exhibitionHistory,
      educationHistory: users.educationHistory,
    })
    .from(users)
    .where(and(eq(users.publicId, publicId), isMaker))
    .limit(1);
  return row ? { ...row, logo: row.logo ?? null } : null;
}

/** The sizes of a cover a directory strip draws from: thumb, small when the image has it, card. */
function stripImage({ sizes: { thumb, small, card } }: StoredImage): NonNullable<ArtistStripWork['image']> {
  return small ? { thumb, small, card } : { thumb, card };
}
