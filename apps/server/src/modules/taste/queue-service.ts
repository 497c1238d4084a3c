import { CROWD_GALLERY_SIZE, QUEUE_SIZE } from '@vernissage/core/constants';
import type { GalleryFilter, Queue, SessionUser, TasteItem } from '@vernissage/core/schemas';
import { rankIndex, rankWorks, type TasteProfile } from '@vernissage/core/taste';
import { rankAvailableFirst } from './availability.ts';
import type { CatalogueSnapshot } from './catalogue.ts';
import { nowOf, type TasteDeps } from './deps.ts';
import { matchesFilter } from './filters.ts';
import { basisOf, loadHistory, rankingProfileOf, reasonsOf, storedProfileOf, type TasteHistory } from './profile-service.ts';
import { ratingHistory } from './ratings-repository.ts';
import { findQueueState, saveTasteRecord, type QueueState } from './repository.ts';

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
 * The queue after a re-rank: the stored order up to the collector's place, then the best
 * QUEUE_SIZE unrated works for the profile, ranked from the in-memory index, works for sale
 * first (rankAvailableFirst). No artwork row is read.
 */
export function rankedQueue(taste: TasteHistory, profile: TasteProfile, stored: readonly number[], keepThrough: readonly number[] = []): number[] {
  const { snapshot } = taste;
  let cut = -1;
  for (const id of keepThrough) cut = Math.max(cut, stored.indexOf(id));
  const head = stored.slice(0, cut + 1).filter((id) => snapshot.facts.has(id));
  const ranking = rankAvailableFirst(snapshot, profile, { exclude: new Set([...taste.rated, ...head]), limit: QUEUE_SIZE });
  return [...head, ...ranking.ids];
}

/** Ranks the collector's queue again and stores it (outside a rating: refresh, first view). */
export async function rerankQueue(deps: TasteDeps, userId: string, options: RerankOptions = {}, loaded?: TasteHistory): Promise<{ queueData: number[]; rankedAt: Date }> {
  const taste = loaded ?? (await loadHistory(deps, userId));
  const [record, { profile }] = await Promise.all([findQueueState(deps.db, userId), rankingProfileOf(deps.catalogue, taste)]);
  const queueData = rankedQueue(taste, profile, record?.queueData ?? [], options.keepThrough);
  const rankedAt = nowOf(deps);
  // The profile the queue was ranked by is stored with it (rating-service.ts changeRatings).
  await saveTasteRecord(deps.db, userId, { ...storedProfileOf(profile), queueData, rankedAt, ...(options.resetCounter ? { counter: 0 } : {}) });
  return { queueData, rankedAt };
}

/** Shows works in the given order, their cards from the catalogue's memory. */
async function itemsFor(deps: TasteDeps, ids: readonly number[], ratings: ReadonlyMap<number, -1 | 0 | 1>): Promise<TasteItem[]> {
  const works = await deps.catalogue.galleryWorks(ids);
  return ids.flatMap((id) => {
    const work = works.get(id);
    return work ? [{ work, rating: ratings.get(id) ?? null }] : [];
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
 * The queue as the gallery shows it, from a record and history already in hand: each work with
 * the person's rating and why it was shown (reasonsOf, the line AI Recommendations shows).
 */
export async function queueOf(deps: TasteDeps, user: SessionUser, taste: TasteHistory, record: QueueState, filter: GalleryFilter, fitted?: TasteProfile): Promise<Queue> {
  const ratings = new Map(taste.rows.map((row) => [row.artworkId, row.rating]));
  const [items, profile] = await Promise.all([
    itemsFor(deps, visible(taste.snapshot, record.queueData, filter), ratings),
    fitted ?? rankingProfileOf(deps.catalogue, taste).then((ranking) => ranking.profile),
  ]);
  const reasons = await reasonsOf(deps.catalogue, taste, profile, items.map((item) => item.work.id));
  return {
    status: user.tasteTestStatus,
    counter: record.counter,
    basis: basisOf(taste.history),
    rankedAt: record.rankedAt?.toISOString() ?? null,
    total: record.queueData.length,
    items: items.map((item) => ({ ...item, ...reasons.get(item.work.id)! })),
  };
}

/**
 * The collector's gallery queue: the stored order (ranked on first use), filtered, with the
 * collector's rating of each work. Rated works stay where they were until the next re-rank.
 */
export async function queueView(deps: TasteDeps, user: SessionUser, filter: GalleryFilter): Promise<Queue> {
  const [taste, record] = await Promise.all([loadHistory(deps, user.id), findQueueState(deps.db, user.id)]);
  if (record?.rankedAt) return queueOf(deps, user, taste, record, filter);
  const ranked = await rerankQueue(deps, user.id, { resetCounter: true }, taste);
  return queueOf(deps, user, taste, { counter: 0, ...ranked }, filter);
}

/**
 * All Artworks' For-you order: the collector's queue as it stands (the works they have not rated
 * yet, in its order), then every other listed work by their profile, the works they rated last.
 * Null until they have completed the taste test. From memory: no artwork row is read.
 */
export async function forYouOrder(deps: TasteDeps, user: SessionUser): Promise<number[] | null> {
  if (user.tasteTestStatus !== 1) return null;
  const [taste, record] = await Promise.all([loadHistory(deps, user.id), findQueueState(deps.db, user.id)]);
  const { profile } = await rankingProfileOf(deps.catalogue, taste);
  const head = (record?.queueData ?? []).filter((id) => !taste.rated.has(id) && taste.snapshot.facts.has(id));
  const inHead = new Set(head);
  // The rated works are left out of the ranking, so the likeness term orders its head of unrated works (as in the queue).
  const unrated = rankIndex(taste.snapshot.index, profile, { exclude: taste.rated }).ids;
  const rated = rankWorks(profile, [...taste.rated].flatMap((id) => taste.snapshot.features.get(id) ?? [])).map((entry) => entry.work.id);
  return [...head, ...unrated.filter((id) => !inHead.has(id)), ...rated];
}

/** /view-gallery: every listed work in crowd order, works for sale first (the person's own ratings shown when signed in). */
export async function crowdGallery(deps: TasteDeps, user: SessionUser | null, filter: GalleryFilter): Promise<TasteItem[]> {
  const [snapshot, crowd, rows] = await Promise.all([deps.catalogue.snapshot(), deps.catalogue.crowd(), user ? ratingHistory(deps.db, user.id) : []]);
  const ranking = rankAvailableFirst(snapshot, crowd);
  const ids = visible(snapshot, ranking.ids, filter, CROWD_GALLERY_SIZE);
  return itemsFor(deps, ids, new Map(rows.map((row) => [row.artworkId, row.rating])));
}
