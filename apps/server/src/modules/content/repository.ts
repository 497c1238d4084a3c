import { asc, eq, inArray } from 'drizzle-orm';
import type { HomeSlide, SeoPage, Snippet } from '@vernissage/core/schemas';
import { artworkPath } from '@vernissage/core/text';
import type { Database } from '../../db/client.ts';
import { artworks, homeSliderItems, seoPages, snippets, users } from '../../db/schema/index.ts';

export async function findSnippet(db: Database, name: string): Promise<Snippet | null> {
  const [row] = await db.select().from(snippets).where(eq(snippets.name, name)).limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

export interface SnippetInput {
  name: string;
  title?: string | null | undefined;
  content: string;
  status: '1' | '0';
}

export async function upsertSnippet(db: Database, value: SnippetInput): Promise<Snippet> {
  const [row] = await db
    .insert(snippets)
    .values({ name: value.name, title: value.title ?? null, content: value.content, status: value.status })
    .onConflictDoUpdate({
      target: snippets.name,
      set: { content: value.content, status: value.status, ...(value.title !== undefined ? { title: value.title } : {}), updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('snippet upsert returned nothing');
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** Every SEO record's robots value by its path (a short table the admin keeps): for the sitemap. */
export async function seoRobotsByPath(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ path: seoPages.pageUrl, robots: seoPages.pageMetaRobot }).from(seoPages);
  return new Map(rows.map((row) => [row.path, row.robots]));
}

/** Candidate SEO paths for a page: itself, then each parent ('/blogs/a' → '/blogs' → '/'). */
export function seoCandidates(pathname: string): string[] {
  const clean = `/${pathname.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '')}`;
  const parts = clean.split('/').filter(Boolean);
  const candidates: string[] = [];
  for (let i = parts.length; i >= 1; i -= 1) candidates.push(`/${parts.slice(0, i).join('/')}`);
  if (parts.length === 0) candidates.push('/');
  return candidates;
}

/** Among records by their path, a page's own, or its nearest parent's that has one. */
export function nearestSeo<T>(byPath: ReadonlyMap<string, T>, pathname: string): T | undefined {
  return seoCandidates(pathname)
    .map((candidate) => byPath.get(candidate))
    .find((record) => record !== undefined);
}

/** The SEO record of a page, or of its nearest parent that has one. */
export async function findSeoForPath(db: Database, pathname: string): Promise<SeoPage | null> {
  const rows = await db.select().from(seoPages).where(inArray(seoPages.pageUrl, seoCandidates(pathname)));
  const best = nearestSeo(new Map(rows.map((row) => [row.pageUrl, row])), pathname);
  if (!best) return null;
  return {
    id: best.id,
    pageName: best.pageName,
    pageUrl: best.pageUrl,
    metaTitle: best.pageMetaTitle,
    metaDescription: best.pageMetaDescription,
    metaRobot: best.pageMetaRobot,
  };
}

export async function listHomeSlides(db: Database): Promise<HomeSlide[]> {
  const rows = await db
    .select({ id: artworks.id, title: artworks.workTitle, images: artworks.imageUrls, artistName: users.name })
    .from(homeSliderItems)
    .innerJoin(artworks, eq(homeSliderItems.artworkId, artworks.id))
    .innerJoin(users, eq(artworks.userId, users.id))
    .where(eq(artworks.status, '1'))
    .orderBy(asc(homeSliderItems.position));
  return rows.flatMap((row) => {
    const image = row.images[0];
    return image ? [{ artworkId: row.id, title: row.title, artistName: row.artistName, image, path: artworkPath(row.title, row.id) }] : [];
  });
}
