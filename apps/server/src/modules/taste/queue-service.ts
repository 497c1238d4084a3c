import type { FastifyInstance } from 'fastify';
import { CROWD_GALLERY_SIZE, QUEUE_SIZE } from '@vernissage/core/constants';
import type { GalleryFilter, Queue, SessionUser, TasteItem } from '@vernissage/core/schemas';
import { rankIndex } from '@vernissage/core/taste';
import { ratingHistory } from '../ratings/repository.ts';
import type { CatalogueSnapshot } from './catalogue.ts';
import { matchesFilter } from './filters.ts';
import { basisOf, loadHistory, rankingProfileOf, type TasteHistory } from './profile-service.ts';
import { findTasteRecord, loadWorks, saveTasteRecord, toGalleryWork } from './repository.ts';

export interface RerankOptions {
  /**
   * Works the collector has reached (the one rated, the one on screen): the stored queue up to
   * the furthest of them keeps its order, so the collector does not lose their place; only the
   * works after it are ranked again. None: the whole queue is ranked afresh.
   */
  keepThrough?: readonly number[];
  /** Start a new batch (the quiz's completion and the queue's own re-rank do). */
  resetCounter?: boolean;
}

/**
 * Ranks the collector's unrated works from the in-memory index in one pass and stores the best
 * QUEUE_SIZE ids after the kept head as queue_data. No artwork row is read.
 */
export async function rerankQueue(app: FastifyInstance, userId: string, options: RerankOptions = {}, loaded?: TasteHistory): Promise<number[]> {
  const taste = loaded ?? (await loadHistory(app, userId));
  const { snapshot } = taste;
  const record = await findTasteRecord(app.db, userId);
  const old = record?.queueData ?? [];
  let cut = -1;
  for (const id of options.keepThrough ?? []) cut = Math.max(cut, old.indexOf(id));
  const head = old.slice(0, cut + 1).filter((id) => snapshot.facts.has(id));
  const { profile } = await rankingProfileOf(app, taste);
  const ranking = rankIndex(snapshot.index, profile, { exclude: new Set([...taste.rated, ...head]), limit: QUEUE_SIZE });
  const queue = [...head, ...ranking.ids];
  await saveTasteRecord(app.db, userId, { queueData: queue, rankedAt: new Date(), ...(options.resetCounter ? { counter: 0 } : {}) });
  return queue;
}

/** Shows works of the snapshot in the given order: one query for exactly these rows. */
async function itemsFor(app: FastifyInstance, ids: readonly number[], ratings: ReadonlyMap<number, -1 | 0 | 1>): Promise<TasteItem[]> {
  const rows = await loadWorks(app.db, ids);
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [{ work: toGalleryWork(row), rating: ratings.get(id) ?? null }] : [];
  });
}

function visible(snapshot: CatalogueSnapshot, ids: Iterable<number>, filter: GalleryFilter, limit = Infinity): number[] {
  const out: number[] = [];
  for (const id of ids) {
    if (out.length >= limit) break;
    const facts = snapshot.facts.get(id);
    if (facts && matchesFilter(facts, filter)) out.push(id);
  }
  return out;
}

/**
 * The collector's gallery queue: the stored order (ranked on first use), filtered, with the
 * collector's rating of each work. Rated works stay where they were until the next re-rank.
 */
export async function queueView(app: FastifyInstance, user: SessionUser, filter: GalleryFilter): Promise<Queue> {
  const taste = await loadHistory(app, user.id);
  let record = await findTasteRecord(app.db, user.id);
  if (!record?.rankedAt) {
    await rerankQueue(app, user.id, { resetCounter: true }, taste);
    record = await findTasteRecord(app.db, user.id);
  }
  const queue = record?.queueData ?? [];
  const ratings = new Map(taste.rows.map((row) => [row.artworkId, row.rating]));
  return {
    status: user.tasteTestStatus,
    counter: record?.counter ?? 0,
    basis: basisOf(taste.history),
    rankedAt: record?.rankedAt?.toISOString() ?? null,
    total: queue.length,
    items: await itemsFor(app, visible(taste.snapshot, queue, filter), ratings),
  };
}

/** /view-gallery: every listed work in crowd order (the person's own ratings shown when signed in). */
export async function crowdGallery(app: FastifyInstance, user: SessionUser | null, filter: GalleryFilter): Promise<TasteItem[]> {
  const [snapshot, crowd, rows] = await Promise.all([app.taste.snapshot(), app.taste.crowd(), user ? ratingHistory(app.db, user.id) : []]);
  const ranking = rankIndex(snapshot.index, crowd);
  const ids = visible(snapshot, ranking.ids, filter, CROWD_GALLERY_SIZE);
  return itemsFor(app, ids, new Map(rows.map((row) => [row.artworkId, row.rating])));
}
