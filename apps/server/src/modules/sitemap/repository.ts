import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { artworks } from '../../db/schema/index.ts';

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
