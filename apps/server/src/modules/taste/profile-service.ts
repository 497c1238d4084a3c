import { RATING, profileToEntries, fitProfile, workReason, type CrowdModel, type RatedWork, type Rating, type TasteProfile } from '@vernissage/core/taste';
import type { GalleryWork, ReasonWork } from '@vernissage/core/schemas';
import type { Executor } from '../../db/client.ts';
import type { CatalogueSnapshot, TasteCatalogue } from './catalogue.ts';
import { ratingHistory, type RatingRow } from './ratings-repository.ts';
import type { StoredProfile } from './repository.ts';

export type RankingBasis = 'taste' | 'crowd';

export interface TasteHistory {
  snapshot: CatalogueSnapshot;
  /** The rating rows, in the order the profile folds them. */
  rows: RatingRow[];
  /** The same, with each work's features from the index (works since deleted are gone with their rows). */
  history: RatedWork[];
  /** Every work the person rated (like, dislike or neutral): never queued again. */
  rated: Set<number>;
}

const RATINGS: Record<number, Rating> = { 1: RATING.like, [-1]: RATING.dislike, 0: RATING.neutral };

/** A history from its rows, with each work's features read from the in-memory index. */
export function historyOf(snapshot: CatalogueSnapshot, rows: RatingRow[]): TasteHistory {
  const history: RatedWork[] = [];
  for (const row of rows) {
    const features = snapshot.features.get(row.artworkId);
    if (features) history.push({ features, rating: RATINGS[row.rating] ?? RATING.neutral });
  }
  return { snapshot, rows, history, rated: new Set(rows.map((row) => row.artworkId)) };
}

/** A person's rating history with features read from the in-memory index (no artwork rows). */
export async function loadHistory(deps: { db: Executor; catalogue: TasteCatalogue }, userId: string): Promise<TasteHistory> {
  const [snapshot, rows] = await Promise.all([deps.catalogue.snapshot(), ratingHistory(deps.db, userId)]);
  return historyOf(snapshot, rows);
}

/** Whether the history has a like or a dislike, i.e. the person's own profile ranks their works. */
export function basisOf(history: readonly RatedWork[]): RankingBasis {
  return history.some((entry) => entry.rating === RATING.like || entry.rating === RATING.dislike) ? 'taste' : 'crowd';
}

/** The profile a person's works are ranked by: their ratings fitted with the crowd as the prior (the crowd's own until they rate). */
export async function rankingProfileOf(catalogue: TasteCatalogue, taste: TasteHistory): Promise<{ profile: TasteProfile; basis: RankingBasis }> {
  return { profile: profileWith(taste, await catalogue.crowd()), basis: basisOf(taste.history) };
}

/** The same with the crowd already in hand (inside a transaction, which must not wait on another connection). */
export function profileWith(taste: TasteHistory, crowd: TasteProfile): TasteProfile {
  return fitProfile(taste.history, crowd.crowd);
}

/** The reason that names the liked work a shown work is most like. */
export function becauseYouLiked(title: string): string {
  return `Because you liked “${title}”`;
}

/** Histories whose reasons each process keeps, per catalogue build and crowd (least recently used first out). */
const KEPT_HISTORIES = 500;
/** Reasons already worked out: by catalogue build, then crowd, then the history's ratings in order. */
const keptReasons = new WeakMap<CatalogueSnapshot, WeakMap<CrowdModel, Map<string, Map<number, ShownReason>>>>();

/**
 * Why a work was shown, as the queue, AI Recommendations and Proof carry it: the line (null when
 * nothing the person liked explains it) and the liked work it names, if it names one.
 */
export interface ShownReason {
  reason: string | null;
  reasonWork: ReasonWork | null;
}

const NO_REASON: ShownReason = { reason: null, reasonWork: null };

/**
 * The reasons kept for this history. A reason is a function of the catalogue build (features,
 * titles and pictures), the crowd the profile leans on and the history: a collector's gallery asks
 * for the same three hundred again at every visit, and a work's likeness to every liked work is
 * the dearest part. Another process's rating changes the history read from the database, so it
 * misses here.
 */
function reasonsKept(taste: TasteHistory, profile: TasteProfile): Map<number, ShownReason> {
  let byCrowd = keptReasons.get(taste.snapshot);
  if (!byCrowd) keptReasons.set(taste.snapshot, (byCrowd = new WeakMap()));
  let byHistory = byCrowd.get(profile.crowd);
  if (!byHistory) byCrowd.set(profile.crowd, (byHistory = new Map()));
  let key = '';
  for (const row of taste.rows) key += `${row.artworkId}:${row.rating},`;
  let reasons = byHistory.get(key);
  if (reasons) byHistory.delete(key);
  else reasons = new Map();
  byHistory.set(key, reasons);
  if (byHistory.size > KEPT_HISTORIES) byHistory.delete(byHistory.keys().next().value!);
  return reasons;
}

/**
 * Why each work was shown to the person: the line AI Recommendations, the gallery, Proof and the
 * new-work e-mail show. "Because you liked “Title”" when the work is much like a work they liked
 * and that likeness lifts it most (workReason), with that work's title and thumb picture;
 * otherwise the values they liked ('You liked 6 works with blues and round forms'). The liked
 * works' cards come from the catalogue's memory; one no longer listed gives the values' line.
 * Every id asked for has an entry (no reason for a work no longer listed).
 */
export async function reasonsOf(catalogue: Pick<TasteCatalogue, 'galleryWorks'>, taste: TasteHistory, profile: TasteProfile, ids: readonly number[]): Promise<Map<number, ShownReason>> {
  const kept = reasonsKept(taste, profile);
  const found = ids.flatMap((id) => {
    if (kept.has(id)) return [];
    const features = taste.snapshot.features.get(id);
    return [{ id, reason: features ? workReason(profile, features, taste.history) : { line: null, likedWork: null } }];
  });
  const liked = [...new Set(found.flatMap(({ reason }) => (reason.likedWork === null ? [] : [reason.likedWork])))];
  const cards = liked.length ? await catalogue.galleryWorks(liked) : new Map<number, GalleryWork>();
  for (const { id, reason } of found) {
    const card = reason.likedWork === null ? undefined : cards.get(reason.likedWork);
    kept.set(
      id,
      card === undefined
        ? { reason: reason.line, reasonWork: null }
        : { reason: becauseYouLiked(card.title), reasonWork: { id: card.id, title: card.title, picture: card.image?.sizes.thumb ?? null } },
    );
  }
  return new Map(ids.map((id) => [id, kept.get(id) ?? NO_REASON]));
}

/** The stored form of a profile (the spec's colour, content, material and formal entries). */
export function storedProfileOf(profile: TasteProfile): StoredProfile {
  const entries = profileToEntries(profile);
  return { colorProfile: entries.colour, contentProfile: entries.content, materialProfile: entries.material, formalProfile: entries.formal };
}
