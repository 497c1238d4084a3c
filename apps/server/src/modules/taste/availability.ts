import { rankIndex, type TasteProfile } from '@vernissage/core/taste';
import type { CatalogueSnapshot } from './catalogue.ts';

/** A ranking as plain arrays: work ids, best first, with each one's affinity at the same offset. */
export interface AvailableFirstRanking {
  ids: number[];
  scores: number[];
}

/**
 * Works for sale first: a stable partition of a ranking, so a sold or held work never opens a
 * gallery a person browses, and each part keeps the engine's order. Sold and held works stay
 * (with their badges) after the available ones.
 */
export function availableFirst(snapshot: Pick<CatalogueSnapshot, 'unavailable'>, ids: Iterable<number>): number[] {
  const available: number[] = [];
  const rest: number[] = [];
  for (const id of ids) (snapshot.unavailable.has(id) ? rest : available).push(id);
  return [...available, ...rest];
}

/**
 * The engine's ranking of the listed works for a profile, available works first (see
 * availableFirst). With a limit, the best `limit` available works are ranked in one pass and the
 * unavailable ones are ranked only when too few works are for sale to fill it.
 */
export function rankAvailableFirst(
  snapshot: Pick<CatalogueSnapshot, 'index' | 'unavailable'>,
  profile: TasteProfile,
  options: { exclude?: ReadonlySet<number>; limit?: number } = {},
): AvailableFirstRanking {
  const exclude = options.exclude ?? new Set<number>();
  const limit = options.limit ?? Infinity;
  const forSale = rankIndex(snapshot.index, profile, { exclude: new Set([...exclude, ...snapshot.unavailable]), ...(options.limit === undefined ? {} : { limit }) });
  const ids = [...forSale.ids];
  const scores = [...forSale.scores];
  if (ids.length >= limit || snapshot.unavailable.size === 0) return { ids, scores };
  const all = rankIndex(snapshot.index, profile, { exclude });
  for (let rank = 0; rank < all.ids.length && ids.length < limit; rank += 1) {
    const id = all.ids[rank]!;
    if (!snapshot.unavailable.has(id)) continue;
    ids.push(id);
    scores.push(all.scores[rank]!);
  }
  return { ids, scores };
}
