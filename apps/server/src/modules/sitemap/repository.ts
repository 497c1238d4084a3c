import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { artworks, users } from '../../db/schema/index.ts';

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX = 50_000;

export interface SitemapWork {
  id: number;
  title: string;
  updatedAt: Date;
}

/** Listed works, most recently changed first, as many as one sitemap holds. */
export async function listedWorksForSitemap(db: Database, limit: number): Promise<SitemapWork[]> {
  return db
    .select({ id: artworks.id, title: artworks.workTitle, updatedAt: artworks.updatedAt })
    .from(artworks)
    .where(eq(artworks.status, '1'))
    .orderBy(desc(artworks.updatedAt), desc(artworks.id))
    .limit(limit);
}

export interface SitemapArtist {
  name: string;
  publicId: number;
  /** When their latest listed work last changed. */
  updatedAt: Date;
}

/** Artists and merchants with a listed work: the people the artists directory shows. */
export async function artistsForSitemap(db: Database, limit: number): Promise<SitemapArtist[]> {
  const rows = await db
    .select({ name: users.name, publicId: users.publicId, updatedAt: sql<string>`max(${artworks.updatedAt})::text` })
    .from(users)
    .innerJoin(artworks, eq(artworks.userId, users.id))
    .where(sql`${artworks.status} = '1' and ${inArray(users.role, ['artist', 'merchant'])}`)
    .groupBy(users.id)
    .orderBy(asc(users.publicId))
    .limit(limit);
  return rows.map((row) => ({ name: row.name, publicId: row.publicId, updatedAt: new Date(row.updatedAt) }));
}
