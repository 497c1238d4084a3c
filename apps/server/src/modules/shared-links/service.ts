import {
  browseQuerySchema,
  browseSegment,
  parseBrowseSegment,
  selectionPath,
  selectionSlug,
  SHARED_LINK_MESSAGES as M,
  titleSlug,
  type Artwork,
  type BrowseParams,
  type CuratedSet,
  type curatedSetCreateSchema,
  type SelectionLink,
} from '@vernissage/core/schemas';
import { stripTags } from '@vernissage/core/text';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { refusal } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { browseArtworks } from '../discovery/index.ts';
import * as repo from './repository.ts';

const notFound = () => refusal('not_found', 'shared_link_not_found', M.notFound);

function toSelection(row: repo.SharedLinkRecord): SelectionLink {
  return { id: row.id, shareUrl: row.shareUrl, path: selectionPath(row.shareUrl, row.id), segment: row.filter?.segment ?? '' };
}

/**
 * POST /api/shared-links/selections: stores the selection (already checked by the listing's
 * schema) under a slug of its words, or answers the link already stored for the same selection.
 */
export async function shareSelection(db: Database, selection: BrowseParams, userId: string | null): Promise<{ link: SelectionLink; created: boolean }> {
  // The segment is the selection in its one written form: defaults dropped, keys in a fixed order.
  const segment = browseSegment(selection);
  const existing = await repo.findSelectionBySegment(db, segment);
  if (existing) return { link: toSelection(existing), created: false };
  const row = await repo.insertLink(db, selectionSlug(parseBrowseSegment(segment)), { type: 'filter', filter: { segment }, createdBy: userId });
  return { link: toSelection(row), created: true };
}

/** GET /api/shared-links/selections/{shareUrl}/{id}: the stored selection; 404 when the pair names none. */
export async function findSelection(db: Database, shareUrl: string, id: number): Promise<SelectionLink> {
  const row = await repo.findLinkById(db, id);
  if (!row || row.type !== 'filter' || row.shareUrl !== shareUrl) throw notFound();
  return toSelection(row);
}

async function toCuratedSet(db: Database, row: repo.SharedLinkRecord): Promise<CuratedSet> {
  return {
    id: row.id,
    shareUrl: row.shareUrl,
    path: repo.pathOf(row),
    title: row.title ?? '',
    description: row.description ?? '',
    works: await repo.listedWorksByIds(db, row.artworkIds),
  };
}

/** GET /api/shared-links/sets/{shareUrl}: the set with its works still listed; null for none. */
export async function findCuratedSet(db: Database, shareUrl: string): Promise<CuratedSet | null> {
  const row = await repo.findCuratedSet(db, shareUrl);
  return row ? toCuratedSet(db, row) : null;
}

export async function curatedSet(db: Database, shareUrl: string): Promise<CuratedSet> {
  const set = await findCuratedSet(db, shareUrl);
  if (!set) throw notFound();
  return set;
}

/**
 * POST /api/admin/shared-links/sets: a curated set of listed works. The description is stored
 * sanitised (none when it has no visible text); a work that is not listed refuses the set.
 */
export async function createCuratedSet(db: Database, body: z.output<typeof curatedSetCreateSchema>, userId: string): Promise<CuratedSet> {
  const works = await repo.listedWorksByIds(db, body.artworkIds);
  if (works.length !== body.artworkIds.length) throw refusal('bad_request', 'works_unlisted', M.worksUnlisted, { artworkIds: M.worksUnlisted });
  const description = sanitizeHtml(body.description);
  const row = await repo.insertLink(db, titleSlug(body.title), {
    type: 'curate',
    title: body.title,
    description: stripTags(description) ? description : null,
    artworkIds: body.artworkIds,
    createdBy: userId,
  });
  return { ...(await toCuratedSet(db, row)), works };
}

export const listSharedLinks = repo.listLinks;

export async function deleteSharedLinks(db: Database, ids: readonly number[]): Promise<{ deleted: number; message: string }> {
  const deleted = await repo.deleteLinks(db, ids);
  return { deleted, message: M.deleted(deleted) };
}

/**
 * What a stored selection's page head shows: the link, the All Artworks address it restores, and
 * the first work the selection lists (in its order; For you, which is a person's, as Popular).
 */
export async function selectionPreview(db: Database, shareUrl: string, id: number): Promise<{ link: SelectionLink; firstWork: Artwork | null; total: number } | null> {
  const row = await repo.findLinkById(db, id);
  if (!row || row.type !== 'filter' || row.shareUrl !== shareUrl) return null;
  const link = toSelection(row);
  const parsed = browseQuerySchema.safeParse({ ...parseBrowseSegment(link.segment), limit: 1 });
  if (!parsed.success) return { link, firstWork: null, total: 0 };
  const query = parsed.data;
  const page = await browseArtworks(db, { ...query, sort: query.sort === 'for-you' ? 'popular' : query.sort });
  return { link, firstWork: page.items[0] ?? null, total: page.total };
}

export const curatedSetsForSitemap = repo.curatedSetsForSitemap;
